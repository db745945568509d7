// Who moves when no person does. The master announces every stored change (events.ts)
// and game-server.ts wakes the table here; `wake` looks at who must act and schedules
// it: a bot's move (bot-turns.ts) or the deadline of a person's turn timer
// (deadlines.ts), both jobs of the one scheduler (scheduler.ts). Nothing here writes
// to the database.
import type { StoredGame } from "@3u3d/db/repositories";
import { log } from "@3u3d/log";

import type { BotTurns } from "./bot-turns";
import type { Deadlines } from "./deadlines";
import { errorLine } from "./job-log";
import type { Scheduler } from "./scheduler";
import { botToAct, turnDeadline } from "./table-policy";

/**
 * Why a game is woken: a move committed here (at that version), a change of its seats
 * or status, or the periodic resume finding it waiting.
 */
export type WakeCause = { committed: number } | "changed" | "resumed";

export interface TurnsOptions {
  /** The game at version `atLeast` or later (this instance's copy may trail). */
  load(gameId: string, atLeast?: number): Promise<StoredGame | null>;
  /** How a table's turn timer (seconds) becomes a delay; tests shrink it. */
  timerMs: (seconds: number) => number;
  scheduler: Pick<Scheduler, "holds" | "botTurnQueued">;
  botTurns: Pick<BotTurns, "schedule">;
  deadlines: Deadlines;
}

export interface Turns {
  /** Something changed at this table: schedule its bots' turn, or its turn timer. */
  wake: (gameId: string, cause: WakeCause) => void;
  /** Resolves once no bot of this game has anything left to do, on any instance. */
  idle: (gameId: string) => Promise<void>;
  /** Takes no more wakes; resolves when those under way are done (end of a test). */
  stop: () => Promise<void>;
}

export function createTurns(options: TurnsOptions): Turns {
  const { scheduler, botTurns, deadlines } = options;
  /** Wakes still deciding what to schedule, per game (idle waits for them too). */
  const waking = new Map<string, Set<Promise<void>>>();
  let stopped = false;

  /** Looks at the game and schedules what it waits for: a bot's move or a deadline. */
  async function schedule(gameId: string, cause: WakeCause) {
    const committed = typeof cause === "object" ? cause.committed : undefined;
    const game = await options.load(gameId, committed);
    const playing = game?.state && game.status === "PLAYING" ? game : null;
    const deadline = playing ? turnDeadline(playing, options.timerMs) : null;
    await deadlines.withdrawOvertaken(gameId, playing?.version, deadline);
    if (!playing) return;
    if (botToAct(playing) !== undefined) {
      const how =
        committed === playing.version
          ? "committed here"
          : cause === "resumed"
            ? "resumed"
            : "changed";
      await botTurns.schedule(playing, how);
      return;
    }
    if (deadline) await deadlines.schedule(playing, deadline, cause === "resumed");
  }

  const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

  return {
    wake(gameId, cause) {
      if (stopped) return;
      const pending = waking.get(gameId) ?? new Set();
      waking.set(gameId, pending);
      const run = schedule(gameId, cause)
        .catch((error: unknown) =>
          // The turn stays unscheduled until the next change or the periodic resume.
          log().warn({ gameId, error: errorLine(error) }, "bots not scheduled"),
        )
        .finally(() => {
          pending.delete(run);
          if (pending.size === 0) waking.delete(gameId);
        });
      pending.add(run);
    },
    async idle(gameId) {
      for (;;) {
        const pending = waking.get(gameId);
        if (pending) await Promise.all(pending);
        else if (scheduler.holds("bot", gameId)) await pause();
        else if (!(await scheduler.botTurnQueued(gameId))) return;
        else await pause();
      }
    },
    async stop() {
      stopped = true;
      await Promise.allSettled([...waking.values()].flatMap((set) => [...set]));
    },
  };
}
