// Turn deadlines: when a person's turn timer runs out, the scheduler's "deadline" job
// hands the turn to the master (its `timeout` plays it for them and checks the version
// itself). Each game keeps at most one future deadline in the queue: once a move (or
// the end) overtakes the one this instance last scheduled, it is withdrawn. A timer is
// queued only once its turn has waited QUEUE_DEADLINE_AFTER_MS (most people move
// sooner, and their turn then costs the database nothing); should this instance die
// first, the periodic resume queues it, and an instance shutting down queues those it
// still holds (scheduler.ts).
import type { StoredGame } from "@3u3d/db/repositories";

import type { Scheduler } from "./scheduler";

/** A turn timer is queued once its turn has waited this long. */
export const QUEUE_DEADLINE_AFTER_MS = 5_000;

export interface Deadlines {
  /**
   * Withdraws the game's last turn timer unless it is still the one due at `version`
   * (a timer that fired anyway finds the game moved on and does nothing).
   */
  withdrawOvertaken: (
    gameId: string,
    version: number | undefined,
    deadline: Date | null,
  ) => Promise<void>;
  /** Schedules the deadline of the turn `playing` waits for (`resumed`: found by the resume). */
  schedule: (playing: StoredGame, deadline: Date, resumed: boolean) => Promise<void>;
}

export function createDeadlines(
  scheduler: Pick<
    Scheduler,
    "clock" | "holding" | "schedule" | "queueAfter" | "withdraw"
  >,
): Deadlines {
  /** The turn timer this instance last scheduled per game (its version and due time). */
  const last = new Map<string, { version: number; detail: string }>();
  const jobOf = (gameId: string, version: number) =>
    ({ gameId, version, kind: "deadline" }) as const;

  return {
    async withdrawOvertaken(gameId, version, deadline) {
      const known = last.get(gameId);
      if (!known) return;
      if (known.version === version && known.detail === String(deadline?.getTime()))
        return;
      last.delete(gameId);
      await scheduler.withdraw(jobOf(gameId, known.version), known.detail);
    },

    async schedule(playing, deadline, resumed) {
      const detail = String(deadline.getTime());
      const known = last.get(playing.id);
      // Woken again for the same turn: scheduled already (a resume queues it regardless,
      // in case a first attempt failed; queueing is idempotent).
      if (known?.version === playing.version && known.detail === detail && !resumed)
        return;
      last.set(playing.id, { version: playing.version, detail });
      const job = jobOf(playing.id, playing.version);
      const far =
        deadline.getTime() - scheduler.clock.now() > 2 * QUEUE_DEADLINE_AFTER_MS;
      if (resumed || !far || !scheduler.holding())
        await scheduler.schedule(job, detail, deadline);
      else scheduler.queueAfter(job, detail, deadline, QUEUE_DEADLINE_AFTER_MS);
    },
  };
}
