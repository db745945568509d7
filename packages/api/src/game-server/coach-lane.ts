// The coach's lane: hints and post-game reviews are expert searches, and a flood of
// them must never slow or weaken a live bot's move. They think in the coach's own
// worker pool, at low CPU priority (@3u3d/ai workerThinker); here, on each instance, at
// most `inFlight` of them run at once. A person's hint waits in a short queue, ahead of
// any review; past `waiting` hints the lane refuses the next one at once ("The coach is
// busy"), so a flood costs a refusal, not a growing queue. Reviews come from the
// analysis queue (one step at a time per instance, @3u3d/db/turn-queue) and wait their
// turn. The lane is per instance: the limits per person and per address, counted in
// the database, are what holds across instances.
//
// The queue is p-queue (well kept, tested, the usual choice on npm): `concurrency` is
// `inFlight`, a hint is added at a higher priority than a review (equal priorities run
// first come, first served), and the bound on waiting hints is checked here before
// adding, so the lane behaves as its hand-written predecessor did.
import PQueue from "p-queue";

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

/** A person waits on the page for a hint; nobody waits for a review. */
const HINT_PRIORITY = 1;
const REVIEW_PRIORITY = 0;

export function createCoachLane(
  options: CoachLaneOptions = { inFlight: COACH_IN_FLIGHT, waiting: COACH_WAITING },
) {
  const queue = new PQueue({ concurrency: options.inFlight });

  const enter = <T>(priority: number, work: () => Promise<T>): Promise<T> =>
    queue.add(() => work(), { priority });

  return {
    /** A hint for a person waiting for it: refused (TOO_MANY) when the queue is full. */
    hint<T>(work: () => Promise<T>): Promise<T> {
      if (
        queue.pending >= options.inFlight &&
        queue.sizeBy({ priority: HINT_PRIORITY }) >= options.waiting
      )
        return Promise.reject(tooMany(COACH_BUSY));
      return enter(HINT_PRIORITY, work);
    },
    /** A review of an analysis: nobody waits on the page for it, so it waits its turn. */
    review: <T>(work: () => Promise<T>): Promise<T> => enter(REVIEW_PRIORITY, work),
  };
}

export type CoachLane = ReturnType<typeof createCoachLane>;
