// Where bots think. The expert searches for ~100 ms of solid CPU; on the server that
// must not stall every other request, so decisions run in a pool of worker threads
// (piscina: queueing, crash recovery and shutdown we would otherwise hand-write).
// The inline thinker is for tests, scripts and machines configured with no workers.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

import type { Move } from "@3u3d/engine";
import { Piscina } from "piscina";

import { decideRequest, type ThinkRequest } from "./request";

export type { ThinkRequest } from "./request";

export interface BotThinker {
  think(request: ThinkRequest): Promise<Move>;
  close(): Promise<void>;
}

export function inlineThinker(): BotThinker {
  return {
    think: (request) => Promise.resolve(decideRequest(request)),
    close: () => Promise.resolve(),
  };
}

/** The worker bundle built by `pnpm --filter @3u3d/ai build`. */
export function defaultWorkerFile(): string {
  return fileURLToPath(new URL("../../dist/bot-worker.mjs", import.meta.url));
}

export function workerThinker(options: { threads: number; file?: string }): BotThinker {
  const filename = options.file ?? defaultWorkerFile();
  if (!existsSync(filename))
    throw new Error(
      `bot worker bundle missing at ${filename} (run: pnpm --filter @3u3d/ai build)`,
    );
  const pool = new Piscina({
    filename,
    minThreads: 1,
    maxThreads: Math.max(1, options.threads),
    idleTimeout: 60_000,
  });
  return {
    // Only the expert searches long enough to be worth a thread hop; the other levels
    // answer in well under a millisecond.
    think: (request) =>
      request.level === "expert"
        ? (pool.run(request) as Promise<Move>)
        : Promise.resolve(decideRequest(request)),
    close: () => pool.destroy(),
  };
}
