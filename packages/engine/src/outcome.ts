import { scoreCards } from "./cards";
import type { GameState, Outcome } from "./types";

/** R-SCORE: the winner and seats that went out score 0; the rest, what they still hold. */
export function scoresOf(state: GameState): number[] {
  const { ruleset } = state.config;
  return state.seats.map((seat, index) => {
    if (index === state.winner || seat.out) return 0;
    return (
      scoreCards(ruleset, seat.hand) +
      scoreCards(ruleset, seat.faceUp) +
      scoreCards(ruleset, seat.faceDown)
    );
  });
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
