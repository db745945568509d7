// Who moves when no person does: the bots of a game and its turn timer. The master
// announces every change (events.ts) and the game is woken here; the driver looks at
// who must act and schedules a turn in the turn queue (@3u3d/db/turn-queue, durable and
// shared by every instance in production): a
// bot's move (after a human-pace pause), or the deadline of a person's turn timer.
// Exactly one instance takes each turn. For a bot it reads the game at that version,
// asks the bot (with only that seat's view and history) and hands the move to the game
// server, which checks and commits it like a person's; a turn whose version has passed
// does nothing. The driver never writes to the database itself.
import { redactEvent, viewFor } from "@3u3d/engine";
import type { Move, Seat } from "@3u3d/engine";
import { isBotLevel, type BotLevel, type BotThinker } from "@3u3d/ai";
import type { StoredGame } from "@3u3d/db/repositories";
import type { TurnJob, TurnQueue } from "@3u3d/db/turn-queue";

import { GameServerError } from "./errors";
import { eventsAfter } from "./game-cache";
import { botToAct, isBotSeat, turnDeadline } from "./table-rules";

export interface BotDriverOptions {
  /** The game at version `atLeast` or later (this instance's copy may trail). */
  load(gameId: string, atLeast?: number): Promise<StoredGame | null>;
  /** Commits a bot's move for `seat`, computed on `game` (the game server's path). */
  play(game: StoredGame, seat: Seat, move: Move): Promise<void>;
  /** A person's time ran out at this version: the game server plays the turn for them. */
  timeout(gameId: string, version: number): Promise<void>;
  thinker: BotThinker;
  /**
   * Opens the turn queue that runs this driver's jobs: PostgreSQL's, shared by every
   * instance (@3u3d/db/turn-queue), or one in memory (memory-turn-queue.ts, unit tests).
   */
  queue: (run: (job: TurnJob) => Promise<void>) => TurnQueue;
  /** A human-pace pause before each bot move (0 in tests). */
  delayMs: number;
  /** The expert's thinking budget per move. */
  expertTimeMs: number;
  /** How a table's turn timer (seconds) becomes a delay; tests shrink it. */
  timerMs: (seconds: number) => number;
  /** Told of every bot decision (tests count them: none may be thought twice). */
  onDecision?: (gameId: string, version: number, seat: Seat) => void;
  /** Runs a step of a post-game analysis taken from the queue (analysis.ts). */
  analyse?: (job: AnalysisJob) => Promise<void>;
}

export type AnalysisJob = Extract<TurnJob, { kind: "analysis" }>;

export interface BotDriver {
  /**
   * The move the seat's bot (the heuristic for a person's seat, or `level`) makes, from
   * that seat's view and history only. With `level`, it is advice (a hint): never a
   * random move to break a circle.
   */
  think(game: StoredGame, seat: Seat, level?: BotLevel): Promise<Move>;
  /** Something changed at this table: schedule its bots' turn, or its turn timer. */
  wake(gameId: string): void;
  /** Queues a step of a finished game's analysis (once per step, like every job). */
  queueAnalysis(job: Omit<AnalysisJob, "kind">): Promise<void>;
  /** Resolves once no bot of this game has anything left to do, on any instance. */
  idle(gameId: string): Promise<void>;
  /**
   * An instance shutting down: takes no more turns, but still schedules the turns its
   * last requests make; resolves when its turns under way are done (at most `graceMs`).
   */
  drain(graceMs: number): Promise<void>;
  /** Stops everything (end of a test): turns under way get `graceMs`, then go back. */
  dispose(graceMs?: number): Promise<void>;
}

export function createBotDriver(options: BotDriverOptions): BotDriver {
  /** Wakes still deciding what to schedule, per game (idle waits for them too). */
  const waking = new Map<string, Set<Promise<void>>>();
  /**
   * The turn timer this instance last scheduled per game: once a move (or the end)
   * overtakes it, it is withdrawn, so the queue keeps one future deadline per game.
   */
  const deadlines = new Map<string, { version: number; detail: string }>();
  let disposed = false;
  const queue = options.queue(take);

  /** Looks at the game and schedules what it waits for: a bot's move or a deadline. */
  async function schedule(gameId: string) {
    const game = await options.load(gameId);
    const playing = game?.state && game.status === "PLAYING" ? game : null;
    const deadline = playing ? turnDeadline(playing, options.timerMs) : null;
    await withdrawOvertaken(gameId, playing?.version, deadline);
    if (!playing) return;
    const job = { gameId, version: playing.version };
    const bot = botToAct(playing);
    if (bot !== undefined) {
      // Which seats bots play is part of the turn's identity: a seat handed to its bot
      // (or taken back) at the same version is a turn of its own.
      const botSeats = playing.seats.map((s) => (isBotSeat(s) ? "b" : "p")).join("");
      await queue.schedule(
        { ...job, kind: "bot" },
        botSeats,
        new Date(Date.now() + options.delayMs),
      );
      return;
    }
    if (deadline) {
      const detail = String(deadline.getTime());
      deadlines.set(gameId, { version: playing.version, detail });
      await queue.schedule({ ...job, kind: "deadline" }, detail, deadline);
    }
  }

  /**
   * Withdraws the game's last turn timer unless it is still the one due at `version`
   * (a timer that fired anyway finds the game moved on and does nothing).
   */
  async function withdrawOvertaken(
    gameId: string,
    version: number | undefined,
    deadline: Date | null,
  ) {
    const last = deadlines.get(gameId);
    if (!last) return;
    if (last.version === version && last.detail === String(deadline?.getTime())) return;
    deadlines.delete(gameId);
    await queue.cancel({ gameId, version: last.version, kind: "deadline" }, last.detail);
  }

  /** Runs one turn taken from the queue (on whichever instance took it). */
  async function take(job: TurnJob) {
    if (job.kind === "analysis") {
      await options.analyse?.(job);
      return;
    }
    if (job.kind === "deadline") {
      await options.timeout(job.gameId, job.version); // it checks the version itself
      return;
    }
    const game = await options.load(job.gameId, job.version);
    // A turn whose version has passed does nothing: the change that passed it
    // scheduled what comes next.
    if (!game?.state || game.status !== "PLAYING" || game.version !== job.version) return;
    const seat = botToAct(game);
    if (seat === undefined) return;
    const move = await think(game, seat);
    options.onDecision?.(game.id, game.version, seat);
    try {
      await options.play(game, seat, move);
    } catch (error) {
      if (!(error instanceof GameServerError)) throw error; // retried by the queue
      // Someone else moved first (a person during setup), or the game ended while
      // the bot thought (everyone left): the next turn, if any, is scheduled already.
      if (error.kind === "STALE_VERSION" || error.kind === "WRONG_STATUS") return;
      throw error;
    }
  }

  async function think(game: StoredGame, seat: Seat, asked?: BotLevel): Promise<Move> {
    // A level asked for is advice (a hint), not the seat's bot playing.
    const row = game.seats[seat];
    const level =
      asked ?? (row?.botLevel && isBotLevel(row.botLevel) ? row.botLevel : "heuristic");
    const state = game.state;
    if (!state) throw new Error(`game ${game.id} has no state`);
    return options.thinker.think({
      advice: asked !== undefined,
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
      const pending = waking.get(gameId) ?? new Set();
      waking.set(gameId, pending);
      const run = schedule(gameId)
        .catch((error: unknown) =>
          // The turn stays unscheduled until the next change or the periodic resume.
          console.error(`bots of game ${gameId}:`, errorLine(error)),
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
        else if (!(await queue.botTurnPending(gameId))) return;
        else await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    queueAnalysis: (job) =>
      queue.schedule({ ...job, kind: "analysis" }, `${job.seat}/${job.from}`, new Date()),
    drain: (graceMs) => queue.drain(graceMs),
    async dispose(graceMs = 0) {
      disposed = true;
      await Promise.allSettled([...waking.values()].flatMap((set) => [...set]));
      await queue.stop(Math.max(graceMs, 1000));
      await options.thinker.close();
    },
  };
  return driver;
}

const errorLine = (error: unknown) =>
  error instanceof Error ? error.message.split("\n")[0] : error;
