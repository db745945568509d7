// What a seat can deduce from its view and the public history: which cards are
// accounted for, which cards other seats are known to hold (they picked them up
// from the pile, or swapped them in from face-up), what their other hand cards cannot
// be (R-MUST: whoever picks up held nothing playable; if asked, also what their plays
// say when read as the Card shark's, play-reading.ts), and which cards are unseen.
import { fullDeck, playableOn } from "@3u3d/engine";
import type { CardCode, GameEvent, PlayerView, Ruleset } from "@3u3d/engine";

import { ruledOutByPlay, type Beliefs } from "./play-reading";

export interface Knowledge {
  /** Every card of the game (one or two decks). */
  deck: CardCode[];
  /** Cards other seats are known to hold in hand, per seat (empty for the viewer). */
  knownHands: CardCode[][];
  /**
   * Per seat, one entry per hand card that is not known: the sets of cards it cannot
   * be. A seat that picks up the pile held no card it could have played on it, so
   * every hand card it had then gets that pile's playable cards ruled out; with the
   * Card shark's beliefs its plays rule out cards the same way (play-reading.ts).
   */
  ruledOut: (readonly ReadonlySet<CardCode>[])[][];
  /** Cards whose place the viewer cannot know: others' unknown hand cards, face-down cards, the draw pile. */
  unseen: CardCode[];
}

/** Per chosen colors (the same array for every world of a game), per ruleset and deck count. */
const deckCache = new WeakMap<readonly string[], Map<string, readonly CardCode[]>>();

/**
 * Every card of a game (one or two decks, the chosen colors); built once per kind of
 * table. The expert's playouts ask for it on most moves, so the look-up builds no
 * string from the colors (profiled: joining them was a twentieth of its time).
 */
export function deckFor(
  ruleset: Ruleset,
  decks: number,
  colors: readonly string[],
): readonly CardCode[] {
  let byKind = deckCache.get(colors);
  if (!byKind) {
    byKind = new Map();
    deckCache.set(colors, byKind);
  }
  const key = ruleset + decks;
  let deck = byKind.get(key);
  if (!deck) {
    const one = fullDeck(ruleset, ruleset === "3up3down" ? colors : undefined);
    deck = Array.from({ length: decks }, () => one).flat();
    byKind.set(key, deck);
  }
  return deck;
}

export const gameDeck = (view: PlayerView) =>
  deckFor(view.ruleset, view.decks, view.options.colors);

function removeOne(cards: CardCode[], card: CardCode): boolean {
  const at = cards.indexOf(card);
  if (at === -1) return false;
  cards.splice(at, 1);
  return true;
}

/** A hand card nobody else has seen, and the cards it cannot be. */
type Unknown = ReadonlySet<CardCode>[];

const fits = (card: CardCode, slot: Unknown) => slot.every((out) => !out.has(card));

/**
 * An unknown card left the hand as `card`: forget the most constrained one it may have
 * been. Older cards carry every constraint newer ones do (a pick-up constrains all the
 * cards held at the time), so whichever it really was, what remains is still sound.
 */
function removeUnknown(slots: Unknown[], card: CardCode): void {
  let at = -1;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i] as Unknown;
    if (fits(card, slot) && (at === -1 || slot.length > (slots[at] as Unknown).length))
      at = i;
  }
  // None fits: the history was cut short; forget the oldest.
  slots.splice(at === -1 ? 0 : at, 1);
}

export function buildKnowledge(
  view: PlayerView,
  history: readonly GameEvent[],
  beliefs: Beliefs = "rules",
): Knowledge {
  const me = view.seat;
  const deck = gameDeck(view).slice();
  const knownHands: CardCode[][] = view.seats.map(() => []);
  const unknown: Unknown[][] = view.seats.map(() => []);
  const kinds = [...new Set(deck)];
  const leaveHand = (seat: number, card: CardCode) => {
    if (!removeOne(knownHands[seat] ?? [], card))
      removeUnknown(unknown[seat] ?? [], card);
  };
  // The pile as the history built it, for reading plays (null until the history shows it).
  let pile: CardCode[] | null = null;
  let pileBefore: CardCode[] | null = null;
  const readPlay = (played: readonly CardCode[] | null, slots: Unknown[]) => {
    if (!pileBefore) return;
    const out = ruledOutByPlay(view.ruleset, view.options, kinds, pileBefore, played);
    if (out) for (const slot of slots) slot.push(out);
  };
  for (const event of history) {
    pileBefore = pile;
    if (beliefs === "card-shark") {
      if (event.type === "start" || event.type === "clear" || event.type === "pickup")
        pile = [];
      else if (event.type === "play" && pile) pile = [...pile, ...event.cards];
    }
    if (event.type === "start") {
      // Setup leaves everyone three of their six in hand (R-SETUP).
      unknown.forEach((slots, seat) => {
        if (seat !== me) slots.push([], [], []);
      });
      continue;
    }
    if (!("seat" in event) || event.seat === me) continue;
    const seat = event.seat;
    const slots = unknown[seat] ?? [];
    if (event.type === "pickup") {
      const playable = playableOn(view.ruleset, view.options, event.cards, kinds);
      for (const slot of slots) slot.push(playable);
      // A face-down card that could not be played went to the hand unseen.
      if (event.unseen === null) slots.push([playable]);
      knownHands[seat]?.push(...event.cards);
    } else if (event.type === "draw") {
      if (event.reason === "choice") readPlay(null, slots);
      for (let i = 0; i < event.count; i++) slots.push([]);
    } else if (event.type === "play" && event.from === "hand") {
      for (const card of event.cards) leaveHand(seat, card);
      readPlay(event.cards, slots);
    } else if (event.type === "colorSwap") {
      leaveHand(seat, event.hand);
      knownHands[seat]?.push(event.faceUp);
    }
  }

  const unseen = deck.slice();
  const visible: CardCode[] = [...view.pile, ...view.removed];
  for (const seat of view.seats) {
    visible.push(...seat.faceUp);
    if (seat.hand) visible.push(...seat.hand);
  }
  for (const card of visible) removeOne(unseen, card);
  // Known hand cards must still be unseen and fit the hand's size; anything else is
  // stale (e.g. the history handed in was cut short) and is forgotten, and so are
  // constraints on more unknown cards than the hand now has.
  const ruledOut = view.seats.map((seat, i): Unknown[] => {
    if (i === me || view.phase === "setup") {
      knownHands[i] = [];
      return [];
    }
    const kept: CardCode[] = [];
    for (const card of knownHands[i] ?? []) {
      if (kept.length < seat.handCount && removeOne(unseen, card)) kept.push(card);
    }
    knownHands[i] = kept;
    const slots = unknown[i] ?? [];
    const count = seat.handCount - kept.length;
    const recent = slots.slice(Math.max(0, slots.length - count));
    while (recent.length < count) recent.unshift([]);
    return recent;
  });
  return { deck, knownHands, ruledOut, unseen };
}
