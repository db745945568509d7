// The time the game server and the turn queue go by, handed in rather than read from
// the process (issue #64, item 7): production runs on the system clock; a test hands
// in a manual clock (createManualClock) and moves it forward itself, so a turn timer
// is tested at its exact deadline, in no time, however busy the machine is.
// Only game time goes through it: when a turn is due, a deadline, a bot's pause.
// Waits that are about the machine (a shutdown's grace, polling for work under way)
// stay on the real clock.

/** A pending call made with Clock.after; pass it to Clock.cancel. */
export interface ClockTimer {
  readonly at: number;
}

export interface Clock {
  /** Milliseconds since the epoch, as Date.now(). */
  now(): number;
  /**
   * Calls `run` once the clock has moved `ms` on (at once for 0 or less). `unref`: the
   * process may exit before it fires (a real timer's unref()).
   */
  after(ms: number, run: () => void, options?: { unref?: boolean }): ClockTimer;
  /** Forgets a call not made yet (nothing happens for one made, or for null). */
  cancel(timer: ClockTimer | null | undefined): void;
}

interface SystemTimer extends ClockTimer {
  handle: ReturnType<typeof setTimeout>;
}

/** The process's own clock: Date.now() and setTimeout. */
export const systemClock: Clock = {
  now: () => Date.now(),
  after(ms, run, options) {
    const handle = setTimeout(run, Math.max(0, ms));
    if (options?.unref) handle.unref();
    const timer: SystemTimer = { at: Date.now() + Math.max(0, ms), handle };
    return timer;
  },
  cancel(timer) {
    if (timer) clearTimeout((timer as SystemTimer).handle);
  },
};

export interface ManualClock extends Clock {
  /**
   * Moves the clock `ms` forward, calling every call due on the way in the order of
   * their times (the clock reads each one's time while it runs), and lets the work
   * they start take its turn on the event loop before the next.
   */
  advance(ms: number): Promise<void>;
  /** Calls waiting for the clock to move. */
  pending(): number;
}

interface ManualTimer extends ClockTimer {
  seq: number;
  run: () => void;
}

/**
 * A clock that stands still until the test moves it (`advance`). A call due already
 * (after 0 or less) runs at once, on the event loop's next turn, as a real timer's
 * would; every other call waits for `advance`.
 */
export function createManualClock(start = Date.now()): ManualClock {
  let now = start;
  let seq = 0;
  const timers = new Set<ManualTimer>();
  const nextDue = (until: number) => {
    let first: ManualTimer | undefined;
    for (const t of timers)
      if (
        t.at <= until &&
        (!first || t.at < first.at || (t.at === first.at && t.seq < first.seq))
      )
        first = t;
    return first;
  };
  /** Lets the work a call started (promises, database round trips) go on. */
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const clock: ManualClock = {
    now: () => now,
    after(ms, run) {
      const timer: ManualTimer = { at: now + Math.max(0, ms), seq: seq++, run };
      timers.add(timer);
      if (ms <= 0)
        setImmediate(() => {
          if (!timers.delete(timer)) return;
          run();
        });
      return timer;
    },
    cancel(timer) {
      if (timer) timers.delete(timer as ManualTimer);
    },
    async advance(ms) {
      if (!(ms >= 0)) throw new Error(`a clock moves forward only (asked ${ms} ms)`);
      const target = now + ms;
      for (let due = nextDue(target); due; due = nextDue(target)) {
        timers.delete(due);
        now = Math.max(now, due.at);
        due.run();
        await turn();
      }
      now = target;
      await turn();
    },
    pending: () => timers.size,
  };
  return clock;
}
