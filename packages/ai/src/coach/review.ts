// Post-game analysis of one decision: the expert searches the position from the
// deciding seat's view at that moment (its cards, what it had seen; never the hidden
// cards) and compares the move played with its own choice.
import { cardInfo, colorsMatter } from "@3u3d/engine";
import type { GameEvent, Move, PlayerView } from "@3u3d/engine";

import { judgeMoves, moveKey } from "../bots/expert";
import type { DecideOptions } from "../types";

export interface DecisionReview {
  played: Move;
  /** The expert's choice (the move it searched most). */
  best: Move;
  /** Estimated chances (0–1) of the move played and of the expert's choice. */
  playedChance: number;
  bestChance: number;
}

/**
 * The same search budget for every decision, with no clock: a review is reproducible,
 * and a game's analysis costs at most ANALYSED_DECISIONS times this.
 */
export const REVIEW_BUDGET = { iterations: 400, timeMs: 0 } as const;

/**
 * The review's search plays for the win alone (with three or more players the expert
 * also plays for its place), so that its choice is the move with the best chance to
 * win: what the analysis says it compares.
 */
const REVIEW_GOAL = { winWeight: 1 } as const;

/**
 * Which choice a move is. The search judges the engine's listing, one play per rank and
 * count in the colours that come first in the hand (the engine's legal.ts); a person may
 * have played the same rank and count in other colours, and unless colours matter
 * (E-COLOR4) that is the same play.
 */
function choiceKey(move: Move, view: PlayerView): string {
  if (move.type !== "play" || colorsMatter(view)) return moveKey(move);
  const groups = move.cards.map((code) => cardInfo(view.ruleset, code)?.group ?? code);
  return `rank:${groups.join(",")}`;
}

/**
 * The review of playing `played` here; null where there was no choice to judge: one
 * legal move, or only which face-down card to turn up. Nobody has seen those, not even
 * their owner (R-SETUP, R-HIDDEN), so they are alike, and the search's figures for each
 * would be noise.
 */
export function reviewDecision(
  view: PlayerView,
  history: readonly GameEvent[],
  played: Move,
  seed: string,
): DecisionReview | null {
  if (played.type === "flip") return null;
  const options: DecideOptions = { seed, ...REVIEW_BUDGET, ...REVIEW_GOAL };
  const judged = judgeMoves(view, history, options);
  const best = judged[0];
  // The search lists each choice once; the move played may be in other colours.
  const playedKey = choiceKey(played, view);
  const mine = judged.find((j) => choiceKey(j.move, view) === playedKey);
  if (!best || !mine || judged.length < 2) return null;
  return {
    played,
    best: best.move,
    playedChance: mine.chance,
    bestChance: Math.max(best.chance, mine.chance),
  };
}
