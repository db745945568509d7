// Graceful overload (issue #65): when this instance is behind, new work is refused
// early, in words, and counted, while what is already under way carries on. Behind
// means the event loop's delay: every request, move and frame of this process waits in
// that one queue, so its delay is what a player feels first, whatever the cause (CPU,
// a flood of streams, the garbage collector). Node measures it for us
// (perf_hooks.monitorEventLoopDelay, a timer in libuv, no work on our thread); it is
// read over short windows, so a burst raises it within a second and two calm seconds
// lower it again.
//
// What is refused while overloaded: new tables, joining one, asking for a pairing and
// opening a live stream (a 503 with Retry-After; the client tries again later). What
// is never refused: moves and the other actions of games already under way, so the
// games being played finish. Watchers of a table (not seated there) fall back to fewer
// frames: their stream waits a little before it reads the next one, and then reads
// the newest position (event-stream.ts), rather than every position in between.
import { monitorEventLoopDelay, type IntervalHistogram } from "node:perf_hooks";

/** What is refused under overload, as counted in the metrics. */
export type SheddableWork = "table" | "join" | "pairing" | "stream";

/** Where the refusals and coalesced frames are counted as they happen (metrics.ts). */
export interface OverloadReport {
  refused(work: SheddableWork): void;
  coalesced(frames: number): void;
}

export interface OverloadOptions {
  /** The event loop's delay (p99 over the last window, ms) from which work is refused. */
  maxDelayMs: number;
  /** How long a window of the delay's measurement is (ms). */
  windowMs?: number;
}

export interface Overload {
  /** True while the delay of one of the last two windows is past the limit. */
  overloaded(): boolean;
  /** Counts one piece of work refused (the metrics read these counts). */
  refused(work: SheddableWork): void;
  /** Counts frames a watcher did not receive because a newer one replaced them. */
  coalesced(frames: number): void;
  /** The counts so far, for the metrics. */
  counts(): { refused: Record<SheddableWork, number>; coalesced: number };
  /** The larger delay of the last two windows, ms (p99). */
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

export function createOverload(
  options: OverloadOptions,
  report?: OverloadReport,
): Overload {
  const windowMs = options.windowMs ?? DEFAULT_WINDOW_MS;
  // 10 ms resolution: coarse enough to cost nothing, fine enough for a 100 ms limit.
  const histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  // The last two windows' delays: one calm window after a stall does not end the
  // overload at once (no flapping between refusing and taking work every second).
  let previous = 0;
  let delay = 0;
  const timer = setInterval(() => {
    previous = delay;
    // Nanoseconds; the resolution itself is counted in every sample, so it is taken off.
    delay = Math.max(0, histogram.percentile(99) / 1e6 - 10);
    histogram.reset();
  }, windowMs);
  timer.unref();
  const refused: Record<SheddableWork, number> = {
    table: 0,
    join: 0,
    pairing: 0,
    stream: 0,
  };
  let coalesced = 0;
  return {
    overloaded: () => Math.max(delay, previous) > options.maxDelayMs,
    refused(work) {
      refused[work]++;
      report?.refused(work);
    },
    coalesced(frames) {
      coalesced += frames;
      report?.coalesced(frames);
    },
    counts: () => ({ refused: { ...refused }, coalesced }),
    delayMs: () => Math.max(delay, previous),
    watcherPause: (signal) => pause(WATCHER_PAUSE_MS, signal),
    stop() {
      clearInterval(timer);
      histogram.disable();
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
  const refused: Record<SheddableWork, number> = {
    table: 0,
    join: 0,
    pairing: 0,
    stream: 0,
  };
  let coalesced = 0;
  return {
    set(overloaded) {
      on = overloaded;
      if (!on) for (const resolve of calm.splice(0)) resolve();
    },
    overloaded: () => on,
    refused(work) {
      refused[work]++;
    },
    coalesced(frames) {
      coalesced += frames;
    },
    counts: () => ({ refused: { ...refused }, coalesced }),
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
