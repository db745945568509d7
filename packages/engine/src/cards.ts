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

/**
 * Code → card without hashing: every code is identified by its length, first and
 * last character ("1r" / "10r" / "C1r" / "Cr", "10H" / "QH"), so a flat array indexed
 * by those three finds the card with three char reads. Simulations look cards up
 * millions of times a second, where a Map's string hashing was the largest cost.
 */
export class CardLookup {
  private readonly slots: (CardInfo | undefined)[] = new Array<CardInfo | undefined>(
    4 << 14,
  ).fill(undefined);
  /** Every card in deck order (R-DECK / R-P-DECK). */
  readonly cards: CardInfo[] = [];

  private static slot(code: string): number {
    const length = code.length;
    return (
      ((length & 3) << 14) |
      ((code.charCodeAt(0) & 127) << 7) |
      (code.charCodeAt(length - 1) & 127)
    );
  }

  add(card: CardInfo): void {
    const slot = CardLookup.slot(card.code);
    if (this.slots[slot]) throw new Error(`card codes collide: ${card.code}`);
    this.slots[slot] = card;
    this.cards.push(card);
  }

  /** The card behind a code, or undefined when there is none. */
  get(code: string): CardInfo | undefined {
    if (code.length < 2 || code.length > 3) return undefined;
    const card = this.slots[CardLookup.slot(code)];
    return card?.code === code ? card : undefined;
  }
}

const tables: Record<Ruleset, CardLookup> = {
  "3up3down": new CardLookup(),
  palace: new CardLookup(),
};

function add(ruleset: Ruleset, info: CardInfo) {
  tables[ruleset].add(info);
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
export function cardTable(ruleset: Ruleset): CardLookup {
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
  return typeof code === "string" && tables[ruleset].get(code) !== undefined;
}

/** One full deck in a fixed order (R-DECK / R-P-DECK), optionally only some colors. */
export function fullDeck(ruleset: Ruleset, colors?: readonly string[]): CardCode[] {
  const wanted = colors
    ? new Set(colors.map((name) => COLOR_INITIAL[name as ColorName]))
    : null;
  const deck: CardCode[] = [];
  for (const card of tables[ruleset].cards) {
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
