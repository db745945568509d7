// Card codes and what each card is (R-DECK, R-P-DECK, R-SCORE). All lookups go
// through precomputed tables: the hot paths never parse a code.
import type { CardCode, Ruleset } from "./types";

export type CardKind = "number" | "clear" | "clear1" | "clear2";

export interface CardInfo {
  code: CardCode;
  /** Comparison rank: 1–10 for numbers and 11 for every Clear (3up3down); 2–14 (palace). */
  rank: number;
  /** Cards that may be played together share a group (one rank; each Clear kind alone). */
  group: number;
  kind: CardKind;
  /** Color initial (3up3down) or suit letter (palace). */
  color: string;
  /** Extra plays a Clear grants (R-CLEAR). */
  bonus: 0 | 1 | 2;
  /** Penalty points (R-SCORE). */
  points: number;
}

export const COLOR_NAMES = [
  "red",
  "orange",
  "yellow",
  "green",
  "blue",
  "purple",
  "pink",
] as const;
export type ColorName = (typeof COLOR_NAMES)[number];
export const COLOR_INITIAL: Record<ColorName, string> = {
  red: "r",
  orange: "o",
  yellow: "y",
  green: "g",
  blue: "b",
  purple: "p",
  pink: "k",
};
/** R-DECK: the single Clear +2 is green; every other color has a Clear +1. */
const CLEAR_TWO_COLOR = "g";

export const CLEAR_RANK = 11;
const CLEAR_GROUP = { clear: 100, clear1: 101, clear2: 102 } as const;

export const PALACE_SUITS = ["C", "D", "H", "S"] as const;
const PALACE_RANK_NAMES: Record<number, string> = { 11: "J", 12: "Q", 13: "K", 14: "A" };
export const palaceRankName = (rank: number) => PALACE_RANK_NAMES[rank] ?? String(rank);

const tables: Record<Ruleset, Map<CardCode, CardInfo>> = {
  "3up3down": new Map(),
  palace: new Map(),
};

function add(ruleset: Ruleset, info: CardInfo) {
  tables[ruleset].set(info.code, info);
}

for (const name of COLOR_NAMES) {
  const c = COLOR_INITIAL[name];
  for (let n = 1; n <= 10; n++) {
    add("3up3down", {
      code: `${n}${c}`,
      rank: n,
      group: n,
      kind: "number",
      color: c,
      bonus: 0,
      points: n,
    });
  }
  add("3up3down", {
    code: `C${c}`,
    rank: CLEAR_RANK,
    group: CLEAR_GROUP.clear,
    kind: "clear",
    color: c,
    bonus: 0,
    points: 15,
  });
  if (c === CLEAR_TWO_COLOR) {
    add("3up3down", {
      code: `C2${c}`,
      rank: CLEAR_RANK,
      group: CLEAR_GROUP.clear2,
      kind: "clear2",
      color: c,
      bonus: 2,
      points: 25,
    });
  } else {
    add("3up3down", {
      code: `C1${c}`,
      rank: CLEAR_RANK,
      group: CLEAR_GROUP.clear1,
      kind: "clear1",
      color: c,
      bonus: 1,
      points: 20,
    });
  }
}
for (const suit of PALACE_SUITS) {
  for (let rank = 2; rank <= 14; rank++) {
    add("palace", {
      code: `${palaceRankName(rank)}${suit}`,
      rank,
      group: rank,
      kind: "number",
      color: suit,
      bonus: 0,
      points: rank,
    });
  }
}

/** The whole code → card table of a ruleset (hot loops look cards up directly). */
export function cardTable(ruleset: Ruleset): ReadonlyMap<CardCode, CardInfo> {
  return tables[ruleset];
}

/** The card behind a code, or undefined when the ruleset has no such card. */
export function cardInfo(ruleset: Ruleset, code: CardCode): CardInfo | undefined {
  return tables[ruleset].get(code);
}

/** Like cardInfo, for codes already known to be valid (state contents). */
export function info(ruleset: Ruleset, code: CardCode): CardInfo {
  const found = tables[ruleset].get(code);
  if (!found) throw new Error(`unknown ${ruleset} card "${code}"`);
  return found;
}

export function isCardCode(ruleset: Ruleset, code: unknown): code is CardCode {
  return typeof code === "string" && tables[ruleset].has(code);
}

/** One full deck in a fixed order (R-DECK / R-P-DECK), optionally only some colors. */
export function fullDeck(ruleset: Ruleset, colors?: readonly string[]): CardCode[] {
  const wanted = colors
    ? new Set(colors.map((name) => COLOR_INITIAL[name as ColorName]))
    : null;
  const deck: CardCode[] = [];
  for (const card of tables[ruleset].values()) {
    if (ruleset === "3up3down" && wanted && !wanted.has(card.color)) continue;
    deck.push(card.code);
  }
  return deck;
}

/** R-SCORE: the penalty points of the given cards. */
export function scoreCards(ruleset: Ruleset, cards: readonly CardCode[]): number {
  let total = 0;
  for (const code of cards) total += info(ruleset, code).points;
  return total;
}
