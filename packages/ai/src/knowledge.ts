// What a seat can deduce from its view and the public history: which cards are
// accounted for, which cards other seats are known to hold (they picked them up
// from the pile, or swapped them in from face-up), and which are unseen.
import { fullDeck } from "@3u3d/engine";
import type { CardCode, GameEvent, PlayerView, Ruleset } from "@3u3d/engine";

export interface Knowledge {
  /** Every card of the game (one or two decks). */
  deck: CardCode[];
  /** Cards other seats are known to hold in hand, per seat (empty for the viewer). */
  knownHands: CardCode[][];
  /** Cards whose place the viewer cannot know: others' unknown hand cards, face-down cards, the draw pile. */
  unseen: CardCode[];
}

const deckCache = new Map<string, readonly CardCode[]>();

/** Every card of a game (one or two decks, the chosen colors); built once per kind of table. */
export function deckFor(
  ruleset: Ruleset,
  decks: number,
  colors: readonly string[],
): readonly CardCode[] {
  const key = `${ruleset}/${decks}/${colors.join(",")}`;
  let deck = deckCache.get(key);
  if (!deck) {
    const one = fullDeck(ruleset, ruleset === "3up3down" ? colors : undefined);
    deck = Array.from({ length: decks }, () => one).flat();
    deckCache.set(key, deck);
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

export function buildKnowledge(
  view: PlayerView,
  history: readonly GameEvent[],
): Knowledge {
  const me = view.seat;
  const knownHands: CardCode[][] = view.seats.map(() => []);
  for (const event of history) {
    if (event.type === "pickup" && event.seat !== me)
      knownHands[event.seat]?.push(...event.cards);
    else if (event.type === "play" && event.seat !== me && event.from === "hand") {
      for (const card of event.cards) removeOne(knownHands[event.seat] ?? [], card);
    } else if (event.type === "colorSwap" && event.seat !== me) {
      const hand = knownHands[event.seat] ?? [];
      removeOne(hand, event.hand);
      hand.push(event.faceUp);
    }
  }

  const deck = gameDeck(view).slice();
  const unseen = deck.slice();
  const visible: CardCode[] = [...view.pile, ...view.removed];
  for (const seat of view.seats) {
    visible.push(...seat.faceUp);
    if (seat.hand) visible.push(...seat.hand);
  }
  for (const card of visible) removeOne(unseen, card);
  // Known hand cards must still be unseen and fit the hand's size; anything else is
  // stale (e.g. the history handed in was cut short) and is forgotten.
  view.seats.forEach((seat, i) => {
    if (i === me || view.phase === "setup") {
      knownHands[i] = [];
      return;
    }
    const kept: CardCode[] = [];
    for (const card of knownHands[i] ?? []) {
      if (kept.length < seat.handCount && removeOne(unseen, card)) kept.push(card);
    }
    knownHands[i] = kept;
  });
  return { deck, knownHands, unseen };
}
