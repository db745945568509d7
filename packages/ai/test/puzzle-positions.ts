// Small open-hand end positions for the solver's tests: any cards dealt to the two
// seats' zones and the pile, the draw pile empty, as a real play-phase state.
import { applyMove, createGame, fullDeck, legalMoves } from "@3u3d/engine";
import type { CardCode, GameState, Seat } from "@3u3d/engine";
import fc from "fast-check";

export interface Layout {
  seats: { hand: CardCode[]; faceUp: CardCode[]; faceDown: CardCode[] }[];
  pile: CardCode[];
  current: Seat;
}

export function positionOf(layout: Layout): GameState {
  let state = createGame({ players: 2, seed: "puzzle-test" });
  for (const seat of [0, 1]) state = applyMove(state, seat, legalMoves(state, seat)[0]!);
  state.draw = [];
  state.pile = [...layout.pile];
  state.removed = [];
  state.log = [];
  state.current = layout.current;
  state.owed = 0;
  layout.seats.forEach((zones, seat) => {
    Object.assign(state.seats[seat]!, {
      hand: [...zones.hand],
      faceUp: [...zones.faceUp],
      faceDown: [...zones.faceDown],
    });
  });
  return state;
}

/** Where each card of a sampled set goes: a seat's hand, face-up or face-down, or the pile. */
const PLACES = ["hand", "faceUp", "faceDown"] as const;

/**
 * Tiny positions: `cards` distinct cards of the deck, each placed in one of the seven
 * places, every seat left holding something (else the game would be over).
 */
export function tinyPositions(maxCards: number): fc.Arbitrary<GameState> {
  const deck = fullDeck("3up3down");
  return fc
    .record({
      cards: fc.uniqueArray(fc.constantFrom(...deck), {
        minLength: 2,
        maxLength: maxCards,
      }),
      places: fc.array(fc.integer({ min: 0, max: 6 }), {
        minLength: maxCards,
        maxLength: maxCards,
      }),
      current: fc.integer({ min: 0, max: 1 }),
    })
    .map(({ cards, places, current }) => {
      const layout: Layout = {
        seats: [0, 1].map(() => ({ hand: [], faceUp: [], faceDown: [] })),
        pile: [],
        current,
      };
      cards.forEach((card, i) => {
        const place = places[i]!;
        if (place === 6) layout.pile.push(card);
        else layout.seats[Math.floor(place / 3)]![PLACES[place % 3]!].push(card);
      });
      return layout;
    })
    .filter((layout) =>
      layout.seats.every((s) => s.hand.length + s.faceUp.length + s.faceDown.length > 0),
    )
    .map(positionOf);
}

/**
 * The naive check the solver is compared with: no memory, no keys, every line of play
 * followed to `plies` moves. Does `side` force a win within that many?
 */
export function winsWithin(state: GameState, side: Seat, plies: number): boolean {
  if (state.phase === "over") return state.winner === side;
  if (plies === 0) return false;
  const seat = state.current;
  const moves = legalMoves(state, seat);
  const wins = (move: (typeof moves)[number]) =>
    winsWithin(applyMove(state, seat, move), side, plies - 1);
  return seat === side ? moves.some(wins) : moves.length > 0 && moves.every(wins);
}
