// The table options in players' words: a name and a one-line explanation per option
// for the forms, and what a table plays by as a short summary for its header and the
// lobby lists — as messages of the `options` catalogue (`Msg`, @3u3d/i18n/msg), said in the reader's
// language where they are shown. The engine owns the defaults and the deck count
// (resolveConfig); this file only names them, so a table never shows rules the engine
// would not apply.
import {
  COLOR_INITIAL,
  PLAYER_LIMITS,
  resolveConfig,
  type ColorName,
  type GameOptions,
  type ResolvedOptions,
  type Ruleset,
  type SwapMode,
} from "@3u3d/engine";

import { msg, msgList, type Msg } from "@3u3d/i18n/msg";

/** What a table plays by: the ruleset, its deck count and every option resolved. */
export interface TableRules {
  ruleset: Ruleset;
  decks: number;
  options: ResolvedOptions;
}

/** Options as a form chooses them: the colours by name, as the API takes them. */
export type ChosenOptions = Omit<GameOptions, "colors"> & { colors?: ColorName[] };

export type OptionKey = keyof ChosenOptions;

export interface OptionInfo {
  key: OptionKey;
  /** The name players see (docs/rules.md, part E): `options.<key>.name`. */
  name: Msg;
  /** One line on what it does: `options.<key>.hint`. */
  hint: Msg;
  rulesets: readonly Ruleset[];
}

const BOTH: readonly Ruleset[] = ["3up3down", "palace"];
const OURS: readonly Ruleset[] = ["3up3down"];

const option = (key: OptionKey, rulesets: readonly Ruleset[]): OptionInfo => ({
  key,
  name: msg(`options.${key}.name`),
  hint: msg(`options.${key}.hint`),
  rulesets,
});

/** Every table option, in the order of docs/rules.md's table. */
export const TABLE_OPTIONS: readonly OptionInfo[] = [
  option("continueAfterWinner", BOTH),
  option("drawInsteadOfPlay", BOTH),
  option("reverseOnOne", OURS),
  option("swap", BOTH),
  option("colorFour", OURS),
  option("colors", OURS),
  option("equalAllowed", ["palace"]),
  option("scoreTableCards", BOTH),
];

/** E-SWAP's modes: a short name and one line on each (`options.swapMode.<mode>`). */
export const SWAP_CHOICES: Record<SwapMode, { name: Msg; hint: Msg }> = {
  none: swapMode("none"),
  random: swapMode("random"),
  chooseForLeft: swapMode("chooseForLeft"),
};

function swapMode(mode: SwapMode) {
  return {
    name: msg(`options.swapMode.${mode}.name`),
    hint: msg(`options.swapMode.${mode}.hint`),
  };
}

/** The options a ruleset offers. */
export const optionsOf = (ruleset: Ruleset): OptionInfo[] =>
  TABLE_OPTIONS.filter((o) => o.rulesets.includes(ruleset));

/** The engine's defaults for a ruleset: what "standard rules" means. */
export function defaultOptions(ruleset: Ruleset): ResolvedOptions {
  return resolveConfig({ ruleset, players: PLAYER_LIMITS[ruleset].min }, () => "")
    .options;
}

/**
 * Only the choices that the ruleset offers and that differ from its defaults: what a
 * form sends and what a table stores, also after switching rulesets.
 */
export function keepOffered(ruleset: Ruleset, options: ChosenOptions): ChosenOptions {
  const defaults = defaultOptions(ruleset);
  const kept: Record<string, unknown> = {};
  for (const { key } of optionsOf(ruleset)) {
    const value = options[key];
    if (value === undefined || sameValue(value, defaults[key])) continue;
    kept[key] = value;
  }
  return kept;
}

/** Sets one option, leaving it out when it equals the default. */
export function withOption<K extends OptionKey>(
  ruleset: Ruleset,
  options: ChosenOptions,
  key: K,
  value: ChosenOptions[K],
): ChosenOptions {
  return keepOffered(ruleset, { ...options, [key]: value });
}

/**
 * The rules a table of `players` will play by, or, when the engine would refuse them,
 * why (in words for the form: the only refusal a form can reach is too few colours).
 */
export function tableRules(
  ruleset: Ruleset,
  players: number,
  options: GameOptions,
): { rules: TableRules; problem: null } | { rules: null; problem: Msg | string } {
  try {
    const config = resolveConfig({ ruleset, players, options }, () => "");
    return {
      rules: { ruleset, decks: config.decks, options: config.options },
      problem: null,
    };
  } catch (e) {
    return {
      rules: null,
      problem: options.colors
        ? msg("options.tooFewColours", { players })
        : e instanceof Error
          ? e.message
          : String(e),
    };
  }
}

/** Each way a table differs from its ruleset's standard rules, in a few words. */
export function rulesInWords(rules: TableRules): Msg[] {
  const { ruleset, options } = rules;
  const defaults = defaultOptions(ruleset);
  const words: Msg[] = [];
  if (options.continueAfterWinner !== defaults.continueAfterWinner)
    words.push(
      options.continueAfterWinner
        ? msg("options.continueAfterWinner.name")
        : msg("options.words.endsAtFirst"),
    );
  if (options.drawInsteadOfPlay) words.push(msg("options.drawInsteadOfPlay.name"));
  if (ruleset === "3up3down" && options.reverseOnOne)
    words.push(msg("options.reverseOnOne.name"));
  if (options.swap === "random") words.push(msg("options.words.swappedAtRandom"));
  if (options.swap === "chooseForLeft")
    words.push(msg("options.words.chooseForNeighbour"));
  if (ruleset === "3up3down" && options.colorFour)
    words.push(msg("options.colorFour.name"));
  if (ruleset === "3up3down" && !sameValue(options.colors, defaults.colors))
    words.push(
      msg("options.words.onlyColours", {
        colours: msgList(
          options.colors.map((c) => msg(`tableSetup.options.colour.${c}`)),
        ),
      }),
    );
  if (ruleset === "palace" && options.equalAllowed)
    words.push(msg("options.equalAllowed.name"));
  if (options.scoreTableCards) words.push(msg("options.scoreTableCards.name"));
  if (rules.decks === 2) words.push(TWO_DECKS);
  return words;
}

const TWO_DECKS = msg("options.words.twoDecks");

/** One line for a header or a list: "Standard rules", or "A 1 reverses play · Two decks". */
export function rulesSummary(rules: TableRules): Msg {
  const words = rulesInWords(rules);
  const changed = words.filter((w) => w !== TWO_DECKS);
  if (changed.length === 0)
    return words.length > 0
      ? msg("options.words.standardWith", { rest: msgList(words, " · ") })
      : msg("options.words.standard");
  return msg("options.words.list", { words: msgList(words, " · ") });
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The message keys of the 30-second summary, in order (the `rules` catalogue's
 * `glance`), chosen by the table's options so each line is true at that table: with
 * E-DRAW a player need not play, with E-CONTINUE the game goes on after the winner,
 * with `scoreTableCards` the table cards score too, and palace's `equalAllowed` lets
 * an equal rank go. Without options: the ruleset's standard rules (the rules page).
 */
export function summaryLines(ruleset: Ruleset, options: ResolvedOptions): string[] {
  const turn =
    ruleset === "palace" && options.equalAllowed ? "palace.turnEqual" : `${ruleset}.turn`;
  const must = options.drawInsteadOfPlay ? "mustOrDraw" : "must";
  const end = `${options.continueAfterWinner ? "endPlayOn" : "endFirst"}${
    options.scoreTableCards ? "All" : ""
  }`;
  return [`${ruleset}.goal`, turn, must, end];
}

/** A cheat-sheet entry: its key in the `rules` catalogue's `glance.<ruleset>` and its pictures. */
interface CheatEntry {
  key: string;
  cards: readonly string[];
}

/**
 * The cheat-sheet's special cards at the standard rules, in order: each entry's key in
 * the `rules` catalogue (`glance.<ruleset>.<key>.name` and `.does`) and the cards that
 * picture it. A table's own sheet is `cheatSheet(ruleset, options)`.
 */
export const CHEAT_SHEET = {
  "3up3down": [
    { key: "clear", cards: ["Cr"] },
    { key: "clear1", cards: ["C1o"] },
    { key: "clear2", cards: ["C2g"] },
    { key: "triple", cards: ["7r", "7b", "7p"] },
  ],
  palace: [
    { key: "two", cards: ["2H"] },
    { key: "three", cards: ["3S"] },
    { key: "seven", cards: ["7D"] },
    { key: "ten", cards: ["10C"] },
    { key: "four", cards: ["QH", "QS", "QD", "QC"] },
  ],
} as const satisfies Record<Ruleset, readonly CheatEntry[]>;

/**
 * The special cards at a table with `options`: a 1 that reverses play (E-REVERSE) and
 * four in one colour (E-COLOR4) join the sheet when they are on, and with fewer colours
 * (R-DECK `colors`) the pictures use only colours in play — and the Clear +2 leaves the
 * sheet with green, the one colour that carries it.
 */
export function cheatSheet(ruleset: Ruleset, options: ResolvedOptions): CheatEntry[] {
  if (ruleset === "palace") return [...CHEAT_SHEET.palace];
  const all = options.colors.length === 0 || options.colors.length === 7;
  if (all && !options.reverseOnOne && !options.colorFour)
    return [...CHEAT_SHEET["3up3down"]];
  const inPlay = options.colors.map((c) => COLOR_INITIAL[c as ColorName]);
  // The standard picture's colour when it is in play, else the first colour that is.
  const colour = (wanted: string, allowed = inPlay) =>
    allowed.includes(wanted) ? wanted : (allowed[0] ?? wanted);
  const noGreen = inPlay.filter((c) => c !== "g");
  // Three different colours where the deck has them (red, blue, purple first).
  const three = [
    ...new Set([...["r", "b", "p"].filter((c) => inPlay.includes(c)), ...inPlay]),
  ];
  while (three.length < 3)
    three.push(three[three.length % Math.max(inPlay.length, 1)] ?? "r");
  const sheet: CheatEntry[] = [
    { key: "clear", cards: [`C${colour("r")}`] },
    ...(noGreen.length > 0
      ? [{ key: "clear1", cards: [`C1${colour("o", noGreen)}`] }]
      : []),
    ...(inPlay.includes("g") ? [{ key: "clear2", cards: ["C2g"] }] : []),
    { key: "triple", cards: three.slice(0, 3).map((c) => `7${c}`) },
  ];
  if (options.reverseOnOne) sheet.push({ key: "reverse", cards: [`1${colour("y")}`] });
  if (options.colorFour) {
    const c = colour("b");
    sheet.push({ key: "colorFour", cards: ["3", "5", "8", "9"].map((n) => `${n}${c}`) });
  }
  return sheet;
}

/** The rules at a glance in words: what RulesAtAGlance shows. */
export interface GlanceText {
  label: string;
  summaryTitle: string;
  cheatTitle: string;
  allRules: string;
  summary: readonly string[];
  cheatSheet: readonly { cards: readonly string[]; name: string; does: string }[];
}

/**
 * The rules at a glance for `ruleset` at a table with `options` (the ruleset's
 * standard rules when none are given), from a lookup of the `rules` catalogue's
 * `glance`.
 */
export function glanceText(
  ruleset: Ruleset,
  say: (key: string) => string,
  options: ResolvedOptions = defaultOptions(ruleset),
): GlanceText {
  return {
    label: say("label"),
    summaryTitle: say("summaryTitle"),
    cheatTitle: say("cheatTitle"),
    allRules: say("allRules"),
    summary: summaryLines(ruleset, options).map((key) => say(key)),
    cheatSheet: cheatSheet(ruleset, options).map(({ key, cards }) => ({
      cards,
      name: say(`${ruleset}.${key}.name`),
      does: say(`${ruleset}.${key}.does`),
    })),
  };
}
