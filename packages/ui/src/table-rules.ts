// The table options in players' words: a name and a one-line explanation per option
// for the forms, and what a table plays by as a short summary for its header and the
// lobby lists. The engine owns the defaults and the deck count (resolveConfig); this
// file only names them, so a table never shows rules the engine would not apply.
import {
  PLAYER_LIMITS,
  resolveConfig,
  type ColorName,
  type GameOptions,
  type ResolvedOptions,
  type Ruleset,
  type SwapMode,
} from "@3u3d/engine";

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
  /** The name players see (docs/rules.md, part E). */
  name: string;
  /** One line on what it does. */
  hint: string;
  rulesets: readonly Ruleset[];
}

const BOTH: readonly Ruleset[] = ["3up3down", "palace"];
const OURS: readonly Ruleset[] = ["3up3down"];

/** Every table option, in the order of docs/rules.md's table. */
export const TABLE_OPTIONS: readonly OptionInfo[] = [
  {
    key: "continueAfterWinner",
    name: "Play on after the winner",
    hint: "After the first player is out, the others play on until one is left holding cards.",
    rulesets: BOTH,
  },
  {
    key: "drawInsteadOfPlay",
    name: "Draw instead of playing",
    hint: "At the start of a turn you may draw one card instead of playing, while the draw pile lasts.",
    rulesets: BOTH,
  },
  {
    key: "reverseOnOne",
    name: "A 1 reverses play",
    hint: "Playing 1s turns the direction of play around.",
    rulesets: OURS,
  },
  {
    key: "swap",
    name: "Swap table cards",
    hint: "Play with someone else's table cards.",
    rulesets: BOTH,
  },
  {
    key: "colorFour",
    name: "Four in one colour",
    hint: "Lay the fourth card of one colour in a row and you may swap a hand card with one of your face-up cards.",
    rulesets: OURS,
  },
  {
    key: "colors",
    name: "Fewer colours",
    hint: "Leave some colours out for a shorter game; everyone still needs nine cards and one must be left to draw.",
    rulesets: OURS,
  },
  {
    key: "equalAllowed",
    name: "Equal cards allowed",
    hint: "A card of the same rank as the one that counts may be played on it.",
    rulesets: ["palace"],
  },
  {
    key: "scoreTableCards",
    name: "Table cards count too",
    hint: "House rule: face-up and face-down cards left at the end score penalty points as well as the hand.",
    rulesets: BOTH,
  },
];

/** E-SWAP's modes: a short name and one line on each. */
export const SWAP_CHOICES: Record<SwapMode, { name: string; hint: string }> = {
  none: { name: "no swap", hint: "Everyone keeps the table cards they were dealt." },
  random: {
    name: "at random",
    hint: "Once everyone has set up, each player's table cards go to another player.",
  },
  chooseForLeft: {
    name: "choose for your neighbour",
    hint: "You pick the face-up cards of the player on your left from your own six.",
  },
};

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
): { rules: TableRules; problem: null } | { rules: null; problem: string } {
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
        ? `Too few colours for ${players} players: each needs nine cards and one must be left to draw. Choose more colours.`
        : e instanceof Error
          ? e.message
          : String(e),
    };
  }
}

/** Each way a table differs from its ruleset's standard rules, in a few words. */
export function rulesInWords(rules: TableRules): string[] {
  const { ruleset, options } = rules;
  const defaults = defaultOptions(ruleset);
  const words: string[] = [];
  if (options.continueAfterWinner !== defaults.continueAfterWinner)
    words.push(
      options.continueAfterWinner
        ? "Play on after the winner"
        : "The game ends when the first player is out",
    );
  if (options.drawInsteadOfPlay) words.push("Draw instead of playing");
  if (ruleset === "3up3down" && options.reverseOnOne) words.push("A 1 reverses play");
  if (options.swap === "random") words.push("Table cards swapped at random");
  if (options.swap === "chooseForLeft")
    words.push("You choose your neighbour's face-up cards");
  if (ruleset === "3up3down" && options.colorFour) words.push("Four in one colour");
  if (ruleset === "3up3down" && !sameValue(options.colors, defaults.colors))
    words.push(`Only ${listInWords(options.colors)}`);
  if (ruleset === "palace" && options.equalAllowed) words.push("Equal cards allowed");
  if (options.scoreTableCards) words.push("Table cards count too");
  if (rules.decks === 2) words.push("Two decks");
  return words;
}

/** One line for a header or a list: "Standard rules", or "A 1 reverses play · Two decks". */
export function rulesSummary(rules: TableRules): string {
  const words = rulesInWords(rules);
  const changed = words.filter((w) => w !== "Two decks");
  if (changed.length === 0)
    return words.length > 0 ? `Standard rules · ${words.join(" · ")}` : "Standard rules";
  return words.join(" · ");
}

function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1) ?? ""}`;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The lines of the 30-second summary, in order (the `rules` catalogue's `glance.<ruleset>.<line>`). */
export const SUMMARY_LINES = ["goal", "turn", "must", "end"] as const;

/**
 * The cheat-sheet's special cards, in order: each entry's key in the `rules` catalogue
 * (`glance.<ruleset>.<key>.name` and `.does`) and the cards that picture it.
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
} as const satisfies Record<
  Ruleset,
  readonly { key: string; cards: readonly string[] }[]
>;

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
 * The table's Rules tab says the rules at a glance in English until this package reads
 * the catalogues: the same words as the `rules` catalogue's English `glance`, which the
 * rules page speaks in every language.
 */
const GLANCE_EN: Record<
  Ruleset,
  Record<(typeof SUMMARY_LINES)[number], string> &
    Record<string, string | { name: string; does: string }>
> = {
  "3up3down": {
    goal: "Get rid of all your cards: first your hand, then your three face-up cards, then the three face-down ones, blind.",
    turn: "On your turn play one card, or several of one number, equal to or higher than the top of the pile; any card goes on an empty pile. Then draw back up to three.",
    must: "If you can play, you must. If you cannot, pick up the whole pile.",
    end: "The first player with no cards left wins; everyone else scores the cards in their hand. (Unlike Shithead, nobody plays on to find a loser.)",
    clear: {
      name: "Clear",
      does: "Beats every number. The pile leaves the game and your turn ends, unless you still owe extra plays.",
    },
    clear1: { name: "Clear +1", does: "Clears the pile, then you play once more." },
    clear2: {
      name: "Clear +2",
      does: "Clears the pile, then you play twice more; the second play must match or beat the first.",
    },
    triple: {
      name: "Three in a row",
      does: "Three of a number on top of the pile, from one player or several, clear it like a Clear.",
    },
  },
  palace: {
    goal: "Get rid of all your cards: first your hand, then your three face-up cards, then the three face-down ones, blind.",
    turn: "On your turn play one card, or several of one rank, higher than the card that counts; any card goes on an empty pile. Then draw back up to three.",
    must: "If you can play, you must. If you cannot, pick up the whole pile.",
    end: "The first player out wins; play goes on, and the last player holding cards loses.",
    two: { name: "2", does: "Goes on anything and resets the pile." },
    three: {
      name: "3",
      does: "Goes on anything and is see-through: the card beneath still counts.",
    },
    seven: { name: "7", does: "The next player must play lower than 7." },
    ten: { name: "10", does: "Goes on anything and burns the pile; you play again." },
    four: {
      name: "Four of a kind",
      does: "Four of one rank on top of the pile burn it; you play again.",
    },
  },
};

/** The rules at a glance for `ruleset`, from a lookup of the `rules` catalogue's `glance`. */
export function glanceText(ruleset: Ruleset, say: (key: string) => string): GlanceText {
  return {
    label: say("label"),
    summaryTitle: say("summaryTitle"),
    cheatTitle: say("cheatTitle"),
    allRules: say("allRules"),
    summary: SUMMARY_LINES.map((line) => say(`${ruleset}.${line}`)),
    cheatSheet: CHEAT_SHEET[ruleset].map(({ key, cards }) => ({
      cards,
      name: say(`${ruleset}.${key}.name`),
      does: say(`${ruleset}.${key}.does`),
    })),
  };
}

/** The English glance (the table's Rules tab until this package reads the catalogues). */
export function englishGlance(ruleset: Ruleset): GlanceText {
  const titles: Record<string, string> = {
    label: "the rules at a glance",
    summaryTitle: "The rules in 30 seconds",
    cheatTitle: "Special cards",
    allRules: "All the rules",
  };
  return glanceText(ruleset, (key) => {
    if (key in titles) return titles[key] ?? key;
    const [rs, entry, part] = key.split(".");
    const value = GLANCE_EN[rs as Ruleset][entry ?? ""];
    return typeof value === "string"
      ? value
      : (value?.[part === "name" ? "name" : "does"] ?? key);
  });
}
