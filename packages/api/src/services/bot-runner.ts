// Moves the bots: after any move, the runner looks at who must act and, for each bot
// seat among them, asks the bot (with only that seat's view and history) and submits
// its move through the same checked path as a human's. One loop per game at a time.
import { redactEvent, toAct, viewFor } from "@3u3d/engine";
import type { GameEvent, Seat } from "@3u3d/engine";
import { BOTS, isBotLevel } from "@3u3d/ai";
import type { DbClient } from "@3u3d/db";

import { isBotSeat, load } from "./game-record";
import { submitMove } from "./moves";

export interface BotRunnerOptions {
  db: DbClient;
  /** A human-pace pause before each bot move (0 in tests). */
  delayMs: number;
  /** Called after every bot move is committed (the event bus hooks in here). */
  onMove?: (gameId: string, version: number) => void;
  /** expert budget on the server */
  expertTimeMs?: number;
}

export interface BotRunner {
  kick(gameId: string): void;
  /** Resolves once no bot of this game has anything left to do. */
  idle(gameId: string): Promise<void>;
}

export function createBotRunner(options: BotRunnerOptions): BotRunner {
  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function history(gameId: string, seat: Seat): Promise<GameEvent[]> {
    const moves = await options.db.gameMove.findMany({
      where: { gameId },
      orderBy: { seq: "asc" },
      select: { events: true },
    });
    return moves.flatMap((m) =>
      (m.events as unknown as GameEvent[]).map((e) => redactEvent(e, seat)),
    );
  }

  /** One bot move if a bot must act; false when none must. */
  async function step(gameId: string): Promise<boolean> {
    const game = await load(options.db, gameId);
    if (!game?.state || game.status !== "PLAYING") return false;
    const seat = toAct(game.state).find((s) => {
      const row = game.seats[s];
      return row !== undefined && isBotSeat(row);
    });
    if (seat === undefined) return false;
    const row = game.seats[seat];
    const level = row?.botLevel && isBotLevel(row.botLevel) ? row.botLevel : "heuristic";
    if (options.delayMs > 0) await sleep(options.delayMs);
    const move = BOTS[level](viewFor(game.state, seat), await history(gameId, seat), {
      seed: `${gameId}/${game.version}/${seat}`,
      timeMs: options.expertTimeMs ?? 100,
    });
    try {
      const applied = await submitMove(options.db, {
        gameId,
        seat,
        move,
        expectedVersion: game.version,
        byBot: true,
      });
      options.onMove?.(gameId, applied.version);
    } catch (error) {
      // Someone else moved first (a human during setup): look again.
      if ((error as { code?: string }).code !== "CONFLICT") throw error;
    }
    return true;
  }

  async function loop(gameId: string) {
    let failures = 0;
    do {
      again.delete(gameId);
      try {
        while (await step(gameId)) failures = 0;
      } catch (error) {
        // A lost connection or an expired transaction must not strand the game:
        // back off and look again, a few times, before waiting for the next kick.
        if (++failures > 3) throw error;
        console.error(
          `bot runner for game ${gameId} (retrying):`,
          error instanceof Error ? error.message : error,
        );
        await sleep(200 * failures);
        again.add(gameId);
      }
    } while (again.has(gameId));
  }

  return {
    kick(gameId) {
      if (running.has(gameId)) {
        again.add(gameId);
        return;
      }
      const run = loop(gameId)
        .catch((error: unknown) => console.error(`bot runner for game ${gameId}:`, error))
        .finally(() => running.delete(gameId));
      running.set(gameId, run);
    },
    async idle(gameId) {
      while (running.has(gameId)) await running.get(gameId);
    },
  };
}
