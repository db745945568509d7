import { scoreCards } from "./cards";
import type { CardCode, GameState, Outcome } from "./types";

/**
 * R-SCORE: the cards a seat's penalty counts. The winner and seats that went out count
 * nothing; the rest count their hand, or every card they still hold under the house
 * rule `scoreTableCards`.
 */
export function countedCards(state: GameState): CardCode[][] {
  const { scoreTableCards } = state.config.options;
  return state.seats.map((seat, index) => {
    if (index === state.winner || seat.out) return [];
    return scoreTableCards
      ? [...seat.hand, ...seat.faceUp, ...seat.faceDown]
      : [...seat.hand];
  });
}

/** R-SCORE: penalty points per seat, from the cards that count. */
export function scoresOf(state: GameState): number[] {
  const { ruleset } = state.config;
  return countedCards(state).map((cards) => scoreCards(ruleset, cards));
}

export function outcome(state: GameState): Outcome {
  const finished = state.phase === "over";
  return {
    finished,
    // A stalemate before anyone went out has no winner (R-LIMIT); with E-CONTINUE a
    // seat that already went out keeps its win.
    winner: finished ? state.winner : null,
    order: state.order.slice(),
    scores: scoresOf(state),
  };
}
