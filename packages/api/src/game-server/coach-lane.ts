// The coach's lane: hints and post-game reviews are expert searches, and a flood of
// them must never slow or weaken a live bot's move. They think in the coach's own
// worker pool, at low CPU priority (@3u3d/ai workerThinker); here, on each instance, at
// most `inFlight` of them run at once. A person's hint waits in a short queue, ahead of
// any review; past `waiting` hints the lane refuses the next one at once ("The coach is
// busy"), so a flood costs a refusal, not a growing queue. Reviews come from the
// analysis queue (one step at a time per instance, @3u3d/db/turn-queue) and wait their
// turn. The lane is per instance: the limits per person and per address, counted in
// the database, are what holds across instances.
import { refusalMsg, tooMany } from "./errors";

/** Coach searches running at once on one instance. */
export const COACH_IN_FLIGHT = 1;
/** Hints waiting for the coach on one instance before the next is refused. */
export const COACH_WAITING = 8;

export const COACH_BUSY = refusalMsg("analysis.coachBusy");

export interface CoachLaneOptions {
  inFlight: number;
  waiting: number;
}

export function createCoachLane(
  options: CoachLaneOptions = { inFlight: COACH_IN_FLIGHT, waiting: COACH_WAITING },
) {
  let running = 0;
  const hints: (() => void)[] = [];
  const reviews: (() => void)[] = [];

  function startWhatFits() {
    while (running < options.inFlight) {
      const start = hints.shift() ?? reviews.shift();
      if (!start) return;
      running++;
      start();
    }
  }

  function enter<T>(queue: (() => void)[], work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push(() => {
        work()
          .then(resolve, reject)
          .finally(() => {
            running--;
            startWhatFits();
          });
      });
      startWhatFits();
    });
  }

  return {
    /** A hint for a person waiting for it: refused (TOO_MANY) when the queue is full. */
    hint<T>(work: () => Promise<T>): Promise<T> {
      if (running >= options.inFlight && hints.length >= options.waiting)
        return Promise.reject(tooMany(COACH_BUSY));
      return enter(hints, work);
    },
    /** A review of an analysis: nobody waits on the page for it, so it waits its turn. */
    review: <T>(work: () => Promise<T>): Promise<T> => enter(reviews, work),
  };
}

export type CoachLane = ReturnType<typeof createCoachLane>;
