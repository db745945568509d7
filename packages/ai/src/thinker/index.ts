// Where bots think. The expert searches for ~100 ms of solid CPU; on the server that
// must not stall every other request, so decisions run in a pool of worker threads
// (piscina: queueing, crash recovery and shutdown we would otherwise hand-write).
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
  think(request: ThinkRequest): Promise<Move>;
  /**
   * Judges one decision of a finished game (post-game analysis). It waits for a thread
   * however busy the pool is: it is never on a request's path.
   */
  review(request: ReviewRequest): Promise<DecisionReview | null>;
  close(): Promise<void>;
  /** Searching decisions made by the heuristic instead because the pool was full. */
  degraded?(): number;
}

export function inlineThinker(): BotThinker {
  return {
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
 * Searches waiting per thread before the pool counts as full. An expert one is ~100 ms of
 * CPU: a queue of 8 per thread means a bot answers within about a second even under
 * load; past it, new searching decisions are made by the heuristic (well under a
 * millisecond) until the queue drains, so one busy table cannot slow every other.
 */
export const QUEUED_PER_THREAD = 8;

export function workerThinker(options: {
  threads: number;
  file?: string;
  /** Expert searches that may wait for a thread (default QUEUED_PER_THREAD per thread). */
  maxQueue?: number;
}): BotThinker {
  const filename = options.file ?? defaultWorkerFile();
  if (!existsSync(filename))
    throw new Error(
      `bot worker bundle missing at ${filename} (run: pnpm --filter @3u3d/ai build)`,
    );
  const threads = Math.max(1, options.threads);
  const maxQueue = options.maxQueue ?? QUEUED_PER_THREAD * threads;
  // piscina refuses work past maxQueue; we never get there (see below), it is the backstop.
  const pool = new Piscina({
    filename,
    minThreads: 1,
    maxThreads: threads,
    idleTimeout: 60_000,
    maxQueue: maxQueue + threads,
  });
  let degraded = 0;
  const cheaper = (request: ThinkRequest): ThinkRequest => ({
    ...request,
    level: "heuristic",
  });
  return {
    // Only the searching levels (the Expert, and the Tactician's few milliseconds) are
    // worth a thread hop; the others answer in well under a millisecond.
    think: (request) => {
      if (!SEARCHING_LEVELS.has(request.level))
        return Promise.resolve(decideRequest(request));
      if (pool.queueSize >= maxQueue) {
        degraded++;
        return Promise.resolve(decideRequest(cheaper(request)));
      }
      return pool.run(request) as Promise<Move>;
    },
    review: (request) => pool.run({ review: request }) as Promise<DecisionReview | null>,
    close: () => pool.destroy(),
    degraded: () => degraded,
  };
}
