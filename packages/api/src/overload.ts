// Graceful overload (issue #65): when this instance is behind, new work is refused
// early, in words, and counted, while what is already under way carries on. Behind
// means the event loop's delay: every request, move and frame of this process waits in
// that one queue, so its delay is what a player feels first, whatever the cause (CPU,
// a flood of streams, the garbage collector). A timer every 10 ms notes how late it
// fires (a hundred tiny callbacks a second); the longest wait is read over windows of
// a second, and the instance is overloaded when three windows in a row were behind (a
// single stall, a page's first render say, is not overload) until one is calm again.
//
// Or behind the database: the same timer notes how long the query waiting longest for
// one of the pool's connections has waited (@3u3d/db's watchPoolWait), and three windows
// in a row in which one waited past `maxQueueWaitMs` are overload too. With 1,000 games
// and 5,000 watchers on a busy 2-core machine the event loop stayed within 100 ms while
// PostgreSQL fell behind: 10 to 40 queries (600 in the watchers' burst) waited for the
// pool's 10 connections, a move took 1.5 s inside the server and hundreds timed out,
// and nothing was refused. It is the wait that tells, not how many wait: 200 tables
// opened at once on a quiet machine kept 10 and more queries waiting for seconds, each
// served within milliseconds, and a limit of 10 on that count refused 60 tables and 140
// streams in a burst the server then played at its usual pace (docs/benchmarks.md).
//
// What is refused while overloaded: a new guest, new tables, joining one, asking for a
// pairing, and a watcher opening a live stream (a 503 with Retry-After; the client tries
// again later). What is never refused: moves and the other actions of games already
// under way, and the streams of the players seated there, so the games being played
// finish. Watchers of a table (not seated there) fall back to fewer
// frames: their stream waits a little before it reads the next one, and then reads
// the newest position (event-stream.ts), rather than every position in between.
import { performance } from "node:perf_hooks";

/**
 * What is refused under overload, as counted in the metrics: new guests, tables,
 * seats, pairings and streams here; a new connection past HTTP_MAX_CONNECTIONS by the web
 * server (apps/web/src/server/connection-cap.ts), which counts through the booted
 * house's `refused`.
 */
export type SheddableWork =
  "guest" | "table" | "join" | "pairing" | "stream" | "connection";

/** Where the refusals and coalesced frames are counted as they happen (metrics.ts). */
export interface OverloadReport {
  refused(work: SheddableWork): void;
  coalesced(frames: number): void;
}

export interface OverloadOptions {
  /** The event loop's delay (the longest in a window, ms) from which work is refused. */
  maxDelayMs: number;
  /** How long a window of the delay's measurement is (ms). */
  windowMs?: number;
  /**
   * How long the query waiting longest for a database connection has waited now (ms;
   * 0 when none waits): @3u3d/db's watchPoolWait. Not watched when absent.
   */
  queueWaitMs?: () => number;
  /** The longest wait in a window (ms) past which the window counts as behind; 0: never. */
  maxQueueWaitMs?: number;
  /**
   * Told when the instance becomes overloaded and when it is calm again, with the
   * readings of the last windows, oldest first (boot.ts logs them: when shedding began,
   * and why).
   */
  onChange?: (overloaded: boolean, reading: OverloadReading) => void;
}

/** What the overload read in its last windows, oldest first. */
export interface OverloadReading {
  /** The event loop's longest delay in each window, ms. */
  delaysMs: number[];
  /** The longest wait for a database connection in each window, ms. */
  queueWaitsMs: number[];
}

export interface Overload {
  /**
   * True while the delay of each of the last SUSTAINED_WINDOWS windows was past the
   * limit, or the wait for a database connection in each of them.
   */
  overloaded(): boolean;
  /** Counts one piece of work refused (the metrics read these counts). */
  refused(work: SheddableWork): void;
  /** Counts frames a watcher did not receive because a newer one replaced them. */
  coalesced(frames: number): void;
  /** The counts so far, for the metrics. */
  counts(): { refused: Record<SheddableWork, number>; coalesced: number };
  /** The smallest delay of the last SUSTAINED_WINDOWS windows, ms (the longest of each). */
  delayMs(): number;
  /**
   * How long a watcher's stream waits, while overloaded, before it reads its next
   * frame (the newest then): resolves after WATCHER_PAUSE_MS, or at once when `signal`
   * aborts (the watcher left).
   */
  watcherPause(signal: AbortSignal): Promise<void>;
  /** Stops measuring (end of a test). */
  stop(): void;
}

/** While overloaded, a watcher's stream waits this long before reading its next frame. */
export const WATCHER_PAUSE_MS = 1_000;

/** Retry-After for refused work: long enough for a burst to pass, short for a person. */
export const OVERLOAD_RETRY_AFTER_S = 5;

const DEFAULT_WINDOW_MS = 1_000;
/** How often the loop's delay is sampled. */
const SAMPLE_MS = 10;
/** How many windows in a row must be behind: three seconds by default. */
const SUSTAINED_WINDOWS = 3;

export function createOverload(
  options: OverloadOptions,
  report?: OverloadReport,
): Overload {
  const windowMs = options.windowMs ?? DEFAULT_WINDOW_MS;
  // A timer every SAMPLE_MS that notes how late it fired: the longest wait of a
  // window is how far behind the loop was. (Node's monitorEventLoopDelay records no
  // sample at all while the loop is kept busy without a pause, which is overload.)
  let worst = 0;
  let expected = performance.now() + SAMPLE_MS;
  let sampler: ReturnType<typeof setTimeout>;
  // The longest wait for a database connection seen in the window.
  const queueWait = options.queueWaitMs;
  const maxQueueWaitMs = options.maxQueueWaitMs ?? 0;
  let longestWait = 0;
  const sample = () => {
    const now = performance.now();
    worst = Math.max(worst, now - expected);
    if (queueWait) longestWait = Math.max(longestWait, queueWait());
    expected = now + SAMPLE_MS;
    sampler = setTimeout(sample, SAMPLE_MS);
    sampler.unref();
  };
  sampler = setTimeout(sample, SAMPLE_MS);
  sampler.unref();
  // The delays of the last SUSTAINED_WINDOWS windows. Overloaded only when every one
  // of them was past the limit: a single stall (a page's first render, a long GC) is
  // not overload, a loop that stays behind for seconds is; one calm window ends it.
  const windows: number[] = [];
  /** The longest wait for a database connection in the same windows. */
  const waits: number[] = [];
  const sustained = (values: number[], limit: number) =>
    values.length === SUSTAINED_WINDOWS && Math.min(...values) > limit;
  const overloaded = () =>
    sustained(windows, options.maxDelayMs) ||
    (maxQueueWaitMs > 0 && sustained(waits, maxQueueWaitMs));
  let was = false;
  const timer = setInterval(() => {
    // The sampler's own wait, not yet noted, counts too.
    windows.push(Math.max(worst, performance.now() - expected));
    // A wait still under way counts too.
    waits.push(Math.max(longestWait, queueWait?.() ?? 0));
    if (windows.length > SUSTAINED_WINDOWS) windows.shift();
    if (waits.length > SUSTAINED_WINDOWS) waits.shift();
    worst = 0;
    longestWait = 0;
    const now = overloaded();
    if (now !== was) {
      was = now;
      options.onChange?.(now, {
        delaysMs: windows.map(Math.round),
        queueWaitsMs: waits.map(Math.round),
      });
    }
  }, windowMs);
  timer.unref();
  const tally = sheddingTally(report);
  return {
    overloaded,
    ...tally,
    delayMs: () => (windows.length > 0 ? Math.min(...windows) : 0),
    watcherPause: (signal) => pause(WATCHER_PAUSE_MS, signal),
    stop() {
      clearInterval(timer);
      clearTimeout(sampler);
    },
  };
}

/**
 * Overloaded when told (tests): starts calm; a watcher's pause lasts until it is told
 * the overload is over, so a test decides what happens meanwhile.
 */
export function manualOverload(): Overload & { set(overloaded: boolean): void } {
  let on = false;
  const calm: (() => void)[] = [];
  return {
    set(overloaded) {
      on = overloaded;
      if (!on) for (const resolve of calm.splice(0)) resolve();
    },
    overloaded: () => on,
    ...sheddingTally(),
    delayMs: () => 0,
    watcherPause: (signal) =>
      new Promise<void>((resolve) => {
        if (!on || signal.aborted) return resolve();
        calm.push(resolve);
        signal.addEventListener("abort", () => resolve(), { once: true });
      }),
    stop: () => undefined,
  };
}

/** What was shed so far (refusals by work, frames coalesced), told on to `report`. */
function sheddingTally(
  report?: OverloadReport,
): Pick<Overload, "refused" | "coalesced" | "counts"> {
  const refused: Record<SheddableWork, number> = {
    guest: 0,
    table: 0,
    join: 0,
    pairing: 0,
    stream: 0,
    connection: 0,
  };
  let coalesced = 0;
  return {
    refused(work) {
      refused[work]++;
      report?.refused(work);
    },
    coalesced(frames) {
      coalesced += frames;
      report?.coalesced(frames);
    },
    counts: () => ({ refused: { ...refused }, coalesced }),
  };
}

/** Resolves after `ms`, or at once when `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done);
  });
}
