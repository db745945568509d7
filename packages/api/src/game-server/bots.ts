// Who moves when no person does: the bots of a game and its turn timer. The game
// server wakes a game after every change; its driver looks at who must act and, for a
// bot seat, asks the bot (with only that seat's view and history) and hands the move
// back to the game server, which checks and commits it like a person's. When a person
// must act at a table with a turn timer, the timer is armed at the stored deadline.
// One loop per game at a time; the driver never writes to the database itself.
import { redactEvent, toAct, viewFor } from "@3u3d/engine";
import type { Move, Seat } from "@3u3d/engine";
import { isBotLevel, type BotThinker } from "@3u3d/ai";

import { GameServerError } from "./errors";
import { eventsAfter } from "./game-store";
import type { StoredGame, StoredSeat } from "./repository";
import { turnDeadline } from "./snapshot";

/** Who plays a seat right now: a bot (a bot seat, or a human seat handed to its bot). */
export function isBotSeat(seat: StoredSeat): boolean {
  return seat.playerId === null || seat.botControlled;
}

/** Failures in a row before a game's bots stop retrying (about a minute of backing off). */
export const MAX_RETRIES = 15;

export interface BotDriverOptions {
  load(gameId: string): Promise<StoredGame | null>;
  /** Commits a bot's move for `seat`, computed on `game` (the game server's path). */
  play(game: StoredGame, seat: Seat, move: Move): Promise<void>;
  /** A person's time ran out at this version: the game server plays the turn for them. */
  timeout(gameId: string, version: number): Promise<void>;
  thinker: BotThinker;
  /** A human-pace pause before each bot move (0 in tests). */
  delayMs: number;
  /** The expert's thinking budget per move. */
  expertTimeMs: number;
  /** How a table's turn timer (seconds) becomes a delay; tests shrink it. */
  timerMs: (seconds: number) => number;
}

export interface BotDriver {
  /** The move the seat's bot (the heuristic for a person's seat) makes, from that seat's view. */
  think(game: StoredGame, seat: Seat): Promise<Move>;
  /** Something changed at this table: let its bots move, or arm its turn timer. */
  wake(gameId: string): void;
  /** Resolves once no bot of this game has anything left to do. */
  idle(gameId: string): Promise<void>;
  /** Stops every timer and loop (server shutdown, end of a test). */
  dispose(): Promise<void>;
}

export function createBotDriver(options: BotDriverOptions): BotDriver {
  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();
  /** The armed timer of each game, and the version it was armed for. */
  const timers = new Map<
    string,
    { version: number; timer: ReturnType<typeof setTimeout> }
  >();
  let disposed = false;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** One bot move if a bot must act; false when none must (then the turn timer is armed). */
  async function step(gameId: string): Promise<boolean> {
    if (disposed) return false;
    const game = await options.load(gameId);
    if (!game?.state || game.status !== "PLAYING") {
      // Over (or gone): a timer armed while it ran has nothing left to time.
      disarm(gameId);
      return false;
    }
    const seat = toAct(game.state).find((s) => {
      const row = game.seats[s];
      return row !== undefined && isBotSeat(row);
    });
    if (seat === undefined) {
      armTurnTimer(game);
      return false;
    }
    if (options.delayMs > 0) await sleep(options.delayMs);
    const move = await think(game, seat);
    try {
      await options.play(game, seat, move);
    } catch (error) {
      if (!(error instanceof GameServerError)) throw error;
      // Someone else moved first (a person during setup): look again.
      if (error.kind === "STALE_VERSION") return true;
      // The game ended while the bot thought (everyone left): nothing more to do.
      if (error.kind === "WRONG_STATUS") return false;
      throw error;
    }
    return true;
  }

  function disarm(gameId: string) {
    const armed = timers.get(gameId);
    if (armed) clearTimeout(armed.timer);
    timers.delete(gameId);
  }

  /** Arms the timer at the stored deadline, once per version: waking it again changes nothing. */
  function armTurnTimer(game: StoredGame) {
    if (timers.get(game.id)?.version === game.version) return;
    disarm(game.id);
    const deadline = turnDeadline(game, options.timerMs);
    if (!deadline || disposed) return;
    const version = game.version;
    const timer = setTimeout(
      () => {
        timers.delete(game.id);
        options
          .timeout(game.id, version)
          .then(() => driver.wake(game.id))
          .catch((error: unknown) =>
            console.error(`turn timer for game ${game.id}:`, errorLine(error)),
          );
      },
      Math.max(0, deadline.getTime() - Date.now()),
    );
    timer.unref?.();
    timers.set(game.id, { version, timer });
  }

  async function loop(gameId: string) {
    let failures = 0;
    do {
      again.delete(gameId);
      try {
        while (await step(gameId)) failures = 0;
      } catch (error) {
        // A lost connection or a restarting database must not strand the game: back off
        // (up to 5 s) and look again. An error that keeps coming back is not passing:
        // give up until something else wakes the game (a move, a restart).
        failures++;
        if (disposed) throw error;
        if (failures > MAX_RETRIES) {
          console.error(`bots of game ${gameId}: giving up after ${MAX_RETRIES} retries`);
          return;
        }
        console.error(`bots of game ${gameId} (retry ${failures}):`, errorLine(error));
        await sleep(Math.min(5000, 200 * 2 ** Math.min(failures, 5)));
        again.add(gameId);
      }
    } while (again.has(gameId));
  }

  async function think(game: StoredGame, seat: Seat): Promise<Move> {
    const row = game.seats[seat];
    const level = row?.botLevel && isBotLevel(row.botLevel) ? row.botLevel : "heuristic";
    const state = game.state;
    if (!state) throw new Error(`game ${game.id} has no state`);
    return options.thinker.think({
      level,
      view: viewFor(state, seat),
      history: eventsAfter(game, 0).map((e) => redactEvent(e, seat)),
      options: {
        seed: `${game.id}/${game.version}/${seat}`,
        timeMs: options.expertTimeMs,
      },
    });
  }

  const driver: BotDriver = {
    think,
    wake(gameId) {
      if (disposed) return;
      if (running.has(gameId)) {
        again.add(gameId);
        return;
      }
      const run = loop(gameId)
        .catch((error: unknown) =>
          console.error(`bots of game ${gameId}:`, errorLine(error)),
        )
        .finally(() => running.delete(gameId));
      running.set(gameId, run);
    },
    async idle(gameId) {
      while (running.has(gameId)) await running.get(gameId);
    },
    async dispose() {
      disposed = true;
      for (const { timer } of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running.values()]);
      await options.thinker.close();
    },
  };
  return driver;
}

const errorLine = (error: unknown) =>
  error instanceof Error ? error.message.split("\n")[0] : error;
