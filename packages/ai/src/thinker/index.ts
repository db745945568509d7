// Where bots think. The expert searches for ~100 ms of solid CPU; on the server that
// must not stall every other request, so decisions run in pools of worker threads
// (piscina: queueing, crash recovery and shutdown we would otherwise hand-write).
// There are two lanes: live bots' moves in one pool, and the coach's work (hints and
// post-game reviews) in a pool of its own whose threads run at the lowest OS priority,
// so a flood of coach work never waits in front of a bot's move nor takes its CPU.
// The inline thinker is for tests, scripts and machines configured with no workers.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

import type { Move } from "@3u3d/engine";
import { Piscina } from "piscina";

import type { DecisionReview } from "../coach/review";
import type { BotLevel } from "../types";
import {
  decideRequest,
  reviewRequest,
  type ReviewRequest,
  type ThinkRequest,
} from "./request";

export type { ReviewRequest, ThinkRequest } from "./request";

export interface BotThinker {
  /**
   * How many live bots' decisions it thinks at once (its bots' threads): the game
   * server hands it no more than that, in turn by owner (1 when not said).
   */
  readonly botThreads?: number;
  /**
   * A bot's move, at its level whatever the load (the bots' lane); a request marked
   * `advice` (a hint) is coach work and is thought in the coach's lane.
   */
  think(request: ThinkRequest): Promise<Move>;
  /** Judges one decision of a finished game (post-game analysis): coach work. */
  review(request: ReviewRequest): Promise<DecisionReview | null>;
  close(): Promise<void>;
}

export function inlineThinker(): BotThinker {
  return {
    botThreads: 1,
    think: (request) => Promise.resolve(decideRequest(request)),
    review: (request) => Promise.resolve(reviewRequest(request)),
    close: () => Promise.resolve(),
  };
}

/** The worker bundle built by `pnpm --filter @3u3d/ai build`. */
export function defaultWorkerFile(): string {
  return fileURLToPath(new URL("../../dist/bot-worker.mjs", import.meta.url));
}

/** The levels that search (bots/expert.ts) and so think on the pool's threads. */
const SEARCHING_LEVELS: ReadonlySet<BotLevel> = new Set(["tactician", "expert"]);

/**
 * Whether a level searches (the Expert, the Tactician): only these think on the pool's
 * threads; the others answer in well under a millisecond, on the caller's thread.
 */
export const searches = (level: BotLevel): boolean => SEARCHING_LEVELS.has(level);

/** What the coach's threads are told (bot-worker.ts lowers their priority). */
export interface CoachWorkerData {
  lowPriority: true;
}

export function workerThinker(options: {
  /** Threads for live bots' moves. */
  threads: number;
  /** Threads for hints and reviews, at low priority (default 1). */
  coachThreads?: number;
  file?: string;
}): BotThinker {
  const filename = options.file ?? defaultWorkerFile();
  if (!existsSync(filename))
    throw new Error(
      `bot worker bundle missing at ${filename} (run: pnpm --filter @3u3d/ai build)`,
    );
  // The bots' queue stays empty: the game server's bots' lane hands this pool at most
  // `threads` decisions at once, in turn by the tables' owners (bot-lane.ts), and a
  // first-come queue here would undo that. Coach work is bounded by its caller too
  // (the game server's coach lane).
  const bots = new Piscina({
    filename,
    minThreads: 1,
    maxThreads: Math.max(1, options.threads),
    idleTimeout: 60_000,
  });
  const coachData: CoachWorkerData = { lowPriority: true };
  const coach = new Piscina({
    filename,
    minThreads: 0,
    maxThreads: Math.max(1, options.coachThreads ?? 1),
    idleTimeout: 60_000,
    workerData: coachData,
  });
  return {
    botThreads: Math.max(1, options.threads),
    // Only the searching levels (the Expert, and the Tactician's few milliseconds) are
    // worth a thread hop; the others answer in well under a millisecond.
    think: (request) => {
      if (!searches(request.level)) return Promise.resolve(decideRequest(request));
      const pool = request.advice ? coach : bots;
      return pool.run(request) as Promise<Move>;
    },
    review: (request) => coach.run({ review: request }) as Promise<DecisionReview | null>,
    close: async () => {
      await Promise.all([bots.destroy(), coach.destroy()]);
    },
  };
}
