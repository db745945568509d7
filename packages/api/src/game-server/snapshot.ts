// The one read model of a table: what a viewer may know of it now. `game.view` answers
// with a snapshot, and every live frame is a snapshot plus the events since the
// viewer's cursor, so the browser keeps a single store fed by the stream and never
// merges two answers.
//
// Snapshots are shared: the spectators of a table, a player's several tabs and everyone
// woken by the same move get the same frozen object, built once on this instance and
// serialised once (transformer.ts, event-stream.ts). They hang off the stored game
// object of their version, which is never changed (a commit replaces it), so when the
// game moves on its snapshots go with it. Only the cursors the server itself hands out
// are cached (just connected, or a few versions behind); any other cursor gets a frame
// built for it alone, so a client cannot fill memory by naming cursors. Table talk
// changes without a new version: a game version's cached snapshots are thrown away
// when the table's latest message is not the one they were built with. A viewer who
// blocked someone who spoke at the table gets the talk without those lines (their
// snapshots are cached under a key naming whom they hide).
import { legalMoves, redactEvent, viewFor } from "@3u3d/engine";
import type {
  GameEvent,
  GameOptions,
  Move,
  PlayerView,
  Ruleset,
  Seat,
} from "@3u3d/engine";

import type { GameStatus, StoredGame } from "@3u3d/db/repositories";
import type { Locale } from "@3u3d/i18n";
import { msg } from "@3u3d/i18n/msg";

import { eventsAfter } from "./game-cache";
import type { StoredMessage } from "./table-talk";
import { speak } from "../words";
import {
  actingSeats,
  hintsOffered,
  isFreeSeat,
  seatNames,
  turnDeadline,
  type Viewer,
} from "./table-policy";

export interface LegalNow {
  version: number;
  /** The seat that must act now, when it is one of the viewer's; else null. */
  seat: Seat | null;
  moves: Move[];
}

export interface SeatSummary {
  seat: Seat;
  name: string;
  /** The bot's level when a bot sits here. */
  bot: string | null;
  /** A human's seat played by its bot (after a resign or timeouts). */
  botControlled: boolean;
  taken: boolean;
}

/** One message of table talk as every viewer sees it. */
export interface TalkLine {
  seq: number;
  /** The speaker's seat (what a viewer mutes) and their name at this table. */
  seat: Seat;
  name: string;
  kind: "text" | "reaction";
  /** The text, or the reaction's id (REACTIONS in talk.ts). */
  body: string;
  at: Date;
}

export interface GameSnapshot {
  gameId: string;
  status: GameStatus;
  version: number;
  ruleset: Ruleset;
  options: GameOptions;
  /** The viewer's seat (null: a spectator). */
  seat: Seat | null;
  isHost: boolean;
  /** For the people at the table to pass on; null for spectators. */
  inviteCode: string | null;
  isPublic: boolean;
  championshipId: string | null;
  turnTimerSeconds: number | null;
  turnDeadline: Date | null;
  seats: SeatSummary[];
  /** The position as the viewer's seat sees it (R-HIDDEN); null before the deal. */
  view: PlayerView | null;
  legal: LegalNow;
  /**
   * The table "Play again" opened after this game, and the seat here of the player who
   * asked (its host); the invite code goes to the people at this table only.
   */
  rematch: { gameId: string; inviteCode: string | null; seat: Seat | null } | null;
  /** The moves after the viewer's cursor, redacted for its seat (none on connect). */
  events: GameEvent[];
  /** The table's latest talk, oldest first; null where nobody may talk (bots only). */
  talk: TalkLine[] | null;
  /**
   * Hints: `offered` to a person playing against bots where no rating of theirs is at
   * stake (hintsOffered), `used` once anyone has asked for one.
   */
  hints: { offered: boolean; used: boolean };
}

/** The moves the holder of `seats` may make now (none when no seat of theirs must act). */
export function legalNow(game: StoredGame, seats: readonly Seat[]): LegalNow {
  const acting = actingSeats(game);
  const seat = seats.find((s) => acting.includes(s)) ?? null;
  return {
    version: game.version,
    seat,
    moves: seat === null || !game.state ? [] : legalMoves(game.state, seat),
  };
}

/** Cursors this many versions behind (or just connected) share a cached snapshot. */
const CACHED_CURSORS_BEHIND = 4;

/** A game version's snapshots, built with the talk up to `talkSeq`. */
interface Cached {
  talkSeq: number;
  snapshots: Map<string, GameSnapshot>;
}

const snapshotsByGame = new WeakMap<StoredGame, Cached>();

/**
 * The snapshot that brings `viewer` from version `cursor` (-1: just connected, the
 * position only) to `game.version`. The view is the viewer's first seat's; seats are
 * named in `locale`'s words. Frozen and possibly shared: do not change it. `talk`: the
 * table's latest messages (null where nobody may talk); `hidden`: the speakers whose
 * lines this viewer does not see.
 */
export function buildSnapshot(
  game: StoredGame,
  viewer: Viewer,
  locale: Locale,
  cursor: number,
  timerMs: (seconds: number) => number,
  talk: readonly StoredMessage[] | null,
  hidden: ReadonlySet<string> = new Set(),
): GameSnapshot {
  // A cursor from the future (or none) gets the position without events.
  const from = cursor < 0 || cursor > game.version ? -1 : cursor;
  const cached = from === -1 || game.version - from <= CACHED_CURSORS_BEHIND;
  const hides = [...hidden].filter((id) => talk?.some((m) => m.playerId === id)).sort();
  const key = `${viewer.seats.join(",")}:${viewer.isHost ? "host" : ""}:${from}:${hides.join(",")}:${locale}`;
  const talkSeq = talk?.at(-1)?.seq ?? 0;
  let entry = snapshotsByGame.get(game);
  if (entry && entry.talkSeq !== talkSeq) entry = undefined;
  const found = cached ? entry?.snapshots.get(key) : undefined;
  if (found) return found;
  const heard = hides.length === 0 ? talk : talk?.filter((m) => !hidden.has(m.playerId));
  const snapshot = Object.freeze(
    compose(game, viewer, locale, from, timerMs, heard ?? null),
  );
  if (cached) {
    if (!entry) {
      entry = { talkSeq, snapshots: new Map() };
      snapshotsByGame.set(game, entry);
    }
    entry.snapshots.set(key, snapshot);
  }
  return snapshot;
}

/** How many snapshots of this game version are cached (tests). */
export function cachedSnapshots(game: StoredGame): number {
  return snapshotsByGame.get(game)?.snapshots.size ?? 0;
}

function compose(
  game: StoredGame,
  viewer: Viewer,
  locale: Locale,
  from: number,
  timerMs: (seconds: number) => number,
  talk: readonly StoredMessage[] | null,
): GameSnapshot {
  const seat = viewer.seats[0] ?? null;
  const names = seatNames(game.seats, locale);
  // Said only where there is talk to name someone in (most tables are bots only).
  const someoneWhoLeft =
    talk === null ? "" : speak(locale, msg("table.talk.someoneWhoLeft"));
  return {
    gameId: game.id,
    status: game.status,
    version: game.version,
    ruleset: game.ruleset,
    options: game.config.options ?? {},
    seat,
    isHost: viewer.isHost,
    inviteCode: seat !== null ? game.inviteCode : null,
    isPublic: game.isPublic,
    championshipId: game.championshipId,
    turnTimerSeconds: game.turnTimerSeconds,
    turnDeadline: turnDeadline(game, timerMs),
    seats: game.seats.map((s, i) => ({
      seat: s.seat,
      name: names[i] as string,
      bot: s.botLevel,
      botControlled: s.botControlled,
      taken: !isFreeSeat(s),
    })),
    view: game.state ? viewFor(game.state, seat) : null,
    legal: legalNow(game, viewer.seats),
    rematch: game.rematch && {
      gameId: game.rematch.gameId,
      inviteCode: seat !== null ? game.rematch.inviteCode : null,
      seat:
        game.seats.find((s) => s.playerId === game.rematch?.hostPlayerId)?.seat ?? null,
    },
    events: from === -1 ? [] : eventsAfter(game, from).map((e) => redactEvent(e, seat)),
    talk:
      talk === null ? null : talk.map((m) => talkLine(game, names, someoneWhoLeft, m)),
    hints: { offered: hintsOffered(game, seat ?? undefined), used: game.hintsUsed },
  };
}

/** A message as shown: named after its seat while its speaker still sits there. */
function talkLine(
  game: StoredGame,
  names: string[],
  someoneWhoLeft: string,
  m: StoredMessage,
): TalkLine {
  const still = game.seats[m.seat]?.playerId === m.playerId;
  return {
    seq: m.seq,
    seat: m.seat,
    name: still ? (names[m.seat] as string) : someoneWhoLeft,
    kind: m.kind,
    body: m.body,
    at: m.at,
  };
}
