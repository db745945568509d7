// The catalogues: one JSON file per language and namespace (messages/<locale>/<namespace>.json),
// so the people converting different parts of the site never edit the same file. A
// namespace is listed here once per language; test/catalogues.test.ts fails when a
// language lacks a key English has (or has one English lacks), when a message is not
// valid ICU, or when a translation's placeholders differ from English's.
//
// Namespaces by owner (issue #39): the pages and their components — common, site, home,
// lobby, pairing, account, auth, championships, friends, players, progress, pushSettings;
// the table — table, tableSetup, options, replay, cards, status, log, refusals, bots, push; the
// rules page and the tutorial — rules, tutorial; the daily puzzle — puzzle; achievements
// (the ending and profiles).
import type { Locale } from "./locales";

import en_common from "../messages/en/common.json";
import en_site from "../messages/en/site.json";
import en_home from "../messages/en/home.json";
import en_lobby from "../messages/en/lobby.json";
import en_pairing from "../messages/en/pairing.json";
import en_account from "../messages/en/account.json";
import en_auth from "../messages/en/auth.json";
import en_championships from "../messages/en/championships.json";
import en_friends from "../messages/en/friends.json";
import en_players from "../messages/en/players.json";
import en_progress from "../messages/en/progress.json";
import en_pushSettings from "../messages/en/pushSettings.json";
import en_table from "../messages/en/table.json";
import en_tableSetup from "../messages/en/tableSetup.json";
import en_options from "../messages/en/options.json";
import en_replay from "../messages/en/replay.json";
import en_cards from "../messages/en/cards.json";
import en_status from "../messages/en/status.json";
import en_log from "../messages/en/log.json";
import en_refusals from "../messages/en/refusals.json";
import en_bots from "../messages/en/bots.json";
import en_push from "../messages/en/push.json";
import en_rules from "../messages/en/rules.json";
import en_tutorial from "../messages/en/tutorial.json";
import en_puzzle from "../messages/en/puzzle.json";
import en_achievements from "../messages/en/achievements.json";
import de_common from "../messages/de/common.json";
import de_site from "../messages/de/site.json";
import de_home from "../messages/de/home.json";
import de_lobby from "../messages/de/lobby.json";
import de_pairing from "../messages/de/pairing.json";
import de_account from "../messages/de/account.json";
import de_auth from "../messages/de/auth.json";
import de_championships from "../messages/de/championships.json";
import de_friends from "../messages/de/friends.json";
import de_players from "../messages/de/players.json";
import de_progress from "../messages/de/progress.json";
import de_pushSettings from "../messages/de/pushSettings.json";
import de_table from "../messages/de/table.json";
import de_tableSetup from "../messages/de/tableSetup.json";
import de_options from "../messages/de/options.json";
import de_replay from "../messages/de/replay.json";
import de_cards from "../messages/de/cards.json";
import de_status from "../messages/de/status.json";
import de_log from "../messages/de/log.json";
import de_refusals from "../messages/de/refusals.json";
import de_bots from "../messages/de/bots.json";
import de_push from "../messages/de/push.json";
import de_rules from "../messages/de/rules.json";
import de_tutorial from "../messages/de/tutorial.json";
import de_puzzle from "../messages/de/puzzle.json";
import de_achievements from "../messages/de/achievements.json";
import nl_common from "../messages/nl/common.json";
import nl_site from "../messages/nl/site.json";
import nl_home from "../messages/nl/home.json";
import nl_lobby from "../messages/nl/lobby.json";
import nl_pairing from "../messages/nl/pairing.json";
import nl_account from "../messages/nl/account.json";
import nl_auth from "../messages/nl/auth.json";
import nl_championships from "../messages/nl/championships.json";
import nl_friends from "../messages/nl/friends.json";
import nl_players from "../messages/nl/players.json";
import nl_progress from "../messages/nl/progress.json";
import nl_pushSettings from "../messages/nl/pushSettings.json";
import nl_table from "../messages/nl/table.json";
import nl_tableSetup from "../messages/nl/tableSetup.json";
import nl_options from "../messages/nl/options.json";
import nl_replay from "../messages/nl/replay.json";
import nl_cards from "../messages/nl/cards.json";
import nl_status from "../messages/nl/status.json";
import nl_log from "../messages/nl/log.json";
import nl_refusals from "../messages/nl/refusals.json";
import nl_bots from "../messages/nl/bots.json";
import nl_push from "../messages/nl/push.json";
import nl_rules from "../messages/nl/rules.json";
import nl_tutorial from "../messages/nl/tutorial.json";
import nl_puzzle from "../messages/nl/puzzle.json";
import nl_achievements from "../messages/nl/achievements.json";
import es_common from "../messages/es/common.json";
import es_site from "../messages/es/site.json";
import es_home from "../messages/es/home.json";
import es_lobby from "../messages/es/lobby.json";
import es_pairing from "../messages/es/pairing.json";
import es_account from "../messages/es/account.json";
import es_auth from "../messages/es/auth.json";
import es_championships from "../messages/es/championships.json";
import es_friends from "../messages/es/friends.json";
import es_players from "../messages/es/players.json";
import es_progress from "../messages/es/progress.json";
import es_pushSettings from "../messages/es/pushSettings.json";
import es_table from "../messages/es/table.json";
import es_tableSetup from "../messages/es/tableSetup.json";
import es_options from "../messages/es/options.json";
import es_replay from "../messages/es/replay.json";
import es_cards from "../messages/es/cards.json";
import es_status from "../messages/es/status.json";
import es_log from "../messages/es/log.json";
import es_refusals from "../messages/es/refusals.json";
import es_bots from "../messages/es/bots.json";
import es_push from "../messages/es/push.json";
import es_rules from "../messages/es/rules.json";
import es_tutorial from "../messages/es/tutorial.json";
import es_puzzle from "../messages/es/puzzle.json";
import es_achievements from "../messages/es/achievements.json";

/** The messages in English: their shape is the shape every language must have. */
const en = {
  common: en_common,
  site: en_site,
  home: en_home,
  lobby: en_lobby,
  pairing: en_pairing,
  account: en_account,
  auth: en_auth,
  championships: en_championships,
  friends: en_friends,
  players: en_players,
  progress: en_progress,
  pushSettings: en_pushSettings,
  table: en_table,
  tableSetup: en_tableSetup,
  options: en_options,
  replay: en_replay,
  cards: en_cards,
  status: en_status,
  log: en_log,
  refusals: en_refusals,
  bots: en_bots,
  push: en_push,
  rules: en_rules,
  tutorial: en_tutorial,
  puzzle: en_puzzle,
  achievements: en_achievements,
};

export type Messages = typeof en;

/** The messages of every language, each checked (by type) to have English's namespaces. */
const CATALOGUES: Record<Locale, Record<keyof Messages, unknown>> = {
  en,
  de: {
    common: de_common,
    site: de_site,
    home: de_home,
    lobby: de_lobby,
    pairing: de_pairing,
    account: de_account,
    auth: de_auth,
    championships: de_championships,
    friends: de_friends,
    players: de_players,
    progress: de_progress,
    pushSettings: de_pushSettings,
    table: de_table,
    tableSetup: de_tableSetup,
    options: de_options,
    replay: de_replay,
    cards: de_cards,
    status: de_status,
    log: de_log,
    refusals: de_refusals,
    bots: de_bots,
    push: de_push,
    rules: de_rules,
    tutorial: de_tutorial,
    puzzle: de_puzzle,
    achievements: de_achievements,
  },
  nl: {
    common: nl_common,
    site: nl_site,
    home: nl_home,
    lobby: nl_lobby,
    pairing: nl_pairing,
    account: nl_account,
    auth: nl_auth,
    championships: nl_championships,
    friends: nl_friends,
    players: nl_players,
    progress: nl_progress,
    pushSettings: nl_pushSettings,
    table: nl_table,
    tableSetup: nl_tableSetup,
    options: nl_options,
    replay: nl_replay,
    cards: nl_cards,
    status: nl_status,
    log: nl_log,
    refusals: nl_refusals,
    bots: nl_bots,
    push: nl_push,
    rules: nl_rules,
    tutorial: nl_tutorial,
    puzzle: nl_puzzle,
    achievements: nl_achievements,
  },
  es: {
    common: es_common,
    site: es_site,
    home: es_home,
    lobby: es_lobby,
    pairing: es_pairing,
    account: es_account,
    auth: es_auth,
    championships: es_championships,
    friends: es_friends,
    players: es_players,
    progress: es_progress,
    pushSettings: es_pushSettings,
    table: es_table,
    tableSetup: es_tableSetup,
    options: es_options,
    replay: es_replay,
    cards: es_cards,
    status: es_status,
    log: es_log,
    refusals: es_refusals,
    bots: es_bots,
    push: es_push,
    rules: es_rules,
    tutorial: es_tutorial,
    puzzle: es_puzzle,
    achievements: es_achievements,
  },
};

/**
 * One language's messages, every namespace merged into one object, as next-intl's
 * provider and `createTranslator` take them. The other languages are typed as English:
 * the catalogue test is what proves them complete.
 */
export function messagesFor(locale: Locale): Messages {
  return CATALOGUES[locale] as Messages;
}
