import type { GameEvent, Move, PlayerView } from "@3u3d/engine";

import { reviewDecision, type DecisionReview } from "../coach/review";
import { BOTS, PLAIN_BOTS } from "../decide";
import type { BotLevel, DecideOptions } from "../types";

/** One decision to make: plain data, so it can cross to a worker thread. */
export interface ThinkRequest {
  level: BotLevel;
  view: PlayerView;
  history: readonly GameEvent[];
  options: DecideOptions;
  /**
   * Advice for a person (a hint): the level's own move, never the random one a bot
   * plays now and then to break a circle (bots/circle-breaker.ts).
   */
  advice?: boolean;
}

export function decideRequest(request: ThinkRequest): Move {
  const bots = request.advice ? PLAIN_BOTS : BOTS;
  return bots[request.level](request.view, request.history, request.options);
}

/** One decision of a finished game to judge (post-game analysis), as plain data. */
export interface ReviewRequest {
  view: PlayerView;
  history: readonly GameEvent[];
  played: Move;
  seed: string;
}

export function reviewRequest(request: ReviewRequest): DecisionReview | null {
  return reviewDecision(request.view, request.history, request.played, request.seed);
}

/** What a worker thread is handed: a bot's decision, or a review. */
export type WorkerTask = ThinkRequest | { review: ReviewRequest };

export function runTask(task: WorkerTask): Move | DecisionReview | null {
  return "review" in task ? reviewRequest(task.review) : decideRequest(task);
}
