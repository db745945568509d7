// Moves the bots: after any move, the runner looks at who must act and, for each bot
// seat among them, asks the bot (with only that seat's view and history) and submits
// its move through the same checked path as a human's. One loop per game at a time.
import { redactEvent, toAct, viewFor } from "@3u3d/engine";
import type { GameState, Seat } from "@3u3d/engine";
import { inlineThinker, isBotLevel, type BotThinker } from "@3u3d/ai";
import type { DbClient } from "@3u3d/db";

import { isBotSeat } from "./game-record";
import { eventsAfter, type GameStore, type StoredGame } from "./game-store";
import { submitMove } from "./moves";

export interface BotRunnerOptions {
  db: DbClient;
  /** This instance's copy of the running games (shared with the API). */
  games: GameStore;
  /** A human-pace pause before each bot move (0 in tests). */
  delayMs: number;
  /** Called after every bot move is committed (the event bus hooks in here). */
  onMove?: (gameId: string, version: number) => void;
  /** Where bots think: a worker pool on the server (inline when not given). */
  thinker?: BotThinker;
  /** expert budget on the server */
  expertTimeMs?: number;
  /** How a table's turn timer (seconds) becomes a delay; tests shrink it. */
  turnTimerMs?: (seconds: number) => number;
}

/** After this many timed-out turns in a row, a bot keeps the seat until the human takes it back. */
export const TIMEOUTS_BEFORE_HANDOVER = 3;

export interface BotRunner {
  /** Something changed at this table: let the bots move, and restart the turn timer. */
  kick(gameId: string): void;
  /** Resolves once no bot of this game has anything left to do. */
  idle(gameId: string): Promise<void>;
  /** Stops every timer and loop (server shutdown, end of a test). */
  dispose(): Promise<void>;
}

export function createBotRunner(options: BotRunnerOptions): BotRunner {
  const running = new Map<string, Promise<void>>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  let disposed = false;
  const thinker = options.thinker ?? inlineThinker();
  const turnTimerMs = options.turnTimerMs ?? ((seconds: number) => seconds * 1000);
  const again = new Set<string>();
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** One bot move if a bot must act; false when none must (then the turn timer is armed). */
  async function step(gameId: string): Promise<boolean> {
    if (disposed) return false;
    const game = await options.games.load(gameId);
    if (!game?.state || game.status !== "PLAYING") return false;
    const seat = toAct(game.state).find((s) => {
      const row = game.seats[s];
      return row !== undefined && isBotSeat(row);
    });
    if (seat === undefined) {
      armTurnTimer(game);
      return false;
    }
    if (options.delayMs > 0) await sleep(options.delayMs);
    await botMove(game, seat, false);
    return true;
  }

  /** The seat's bot (its level, or the heuristic for a human's seat) moves for it. */
  async function botMove(game: StoredGame, seat: Seat, timedOut: boolean): Promise<void> {
    const gameId = game.id;
    const state = game.state as GameState;
    const row = game.seats[seat];
    const level = row?.botLevel && isBotLevel(row.botLevel) ? row.botLevel : "heuristic";
    const move = await thinker.think({
      level,
      view: viewFor(state, seat),
      history: eventsAfter(game, 0).map((e) => redactEvent(e, seat)),
      options: {
        seed: `${gameId}/${game.version}/${seat}`,
        timeMs: options.expertTimeMs ?? 100,
      },
    });
    try {
      const applied = await submitMove(options, {
        gameId,
        seat,
        move,
        expectedVersion: game.version,
        byBot: true,
      });
      if (timedOut) await recordTimeout(gameId, seat);
      options.onMove?.(gameId, applied.version);
    } catch (error) {
      // Someone else moved first (a human during setup): look again.
      if ((error as { code?: string }).code !== "CONFLICT") throw error;
    }
  }

  async function recordTimeout(gameId: string, seat: Seat) {
    const updated = await options.db.gameSeat.update({
      where: { gameId_seat: { gameId, seat } },
      data: { timeouts: { increment: 1 } },
    });
    if (updated.timeouts >= TIMEOUTS_BEFORE_HANDOVER && !updated.botControlled) {
      await options.db.gameSeat.update({
        where: { gameId_seat: { gameId, seat } },
        data: { botControlled: true },
      });
      options.games.changed(gameId); // the seat is the bot's now, on every instance
    }
  }

  /**
   * A human must act at a table with a turn timer: when the time runs out with the
   * game still at this version, a bot plays that turn for them.
   */
  function armTurnTimer(game: StoredGame) {
    const previous = timers.get(game.id);
    if (previous) clearTimeout(previous);
    timers.delete(game.id);
    if (!game.turnTimerSeconds || !game.state || disposed) return;
    const version = game.version;
    const timer = setTimeout(() => {
      timers.delete(game.id);
      void (async () => {
        const now = await options.games.load(game.id);
        if (!now?.state || now.status !== "PLAYING" || now.version !== version) return;
        const seat = toAct(now.state).find(
          (s) => now.seats[s] !== undefined && !isBotSeat(now.seats[s]),
        );
        if (seat === undefined) return;
        await botMove(now, seat, true);
        runner.kick(game.id);
      })().catch((error: unknown) =>
        console.error(`turn timer for game ${game.id}:`, error),
      );
    }, turnTimerMs(game.turnTimerSeconds));
    timer.unref?.();
    timers.set(game.id, timer);
  }

  async function loop(gameId: string) {
    let failures = 0;
    do {
      again.delete(gameId);
      try {
        while (await step(gameId)) failures = 0;
      } catch (error) {
        // A lost connection, a restarting database or an expired transaction must not
        // strand the game: back off (up to 5 s) and look again until it works.
        failures++;
        if (disposed) throw error;
        console.error(
          `bot runner for game ${gameId} (retry ${failures}):`,
          error instanceof Error ? error.message.split("\n")[0] : error,
        );
        await sleep(Math.min(5000, 200 * 2 ** Math.min(failures, 5)));
        again.add(gameId);
      }
    } while (again.has(gameId));
  }

  const runner: BotRunner = {
    kick(gameId) {
      if (disposed) return;
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
    async dispose() {
      disposed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running.values()]);
      await thinker.close();
    },
  };
  return runner;
}
