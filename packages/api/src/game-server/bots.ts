// Who moves when no person does: the bots of a game and its turn timer. The master
// announces every change (events.ts) and the game is woken here; the driver looks at
// who must act and runs or schedules the turn: a bot's move (after a human-pace
// pause), or the deadline of a person's turn timer. For a bot it reads the game at
// that version, asks the bot (with only that seat's view and history) and hands the
// move to the game server, which checks and commits it like a person's; a turn whose
// version has passed does nothing. The driver never writes to the database itself.
//
// Exactly one instance takes each turn:
// - A bot turn made by a move committed here is run here, from memory ("own turns"):
//   only one instance can commit a given version, so no other runs it. This is the
//   common case and costs no database statement (issue #38).
// - Everything else goes through the turn queue (@3u3d/db/turn-queue, durable and
//   shared by every instance in production), whose jobs are taken once: turn timers,
//   bot turns after a change of seats, and the games the periodic resume finds
//   waiting. A resumed bot turn is due OWN_TURN_GRACE_MS later, so an instance running
//   it from memory finishes first (the job then finds the game moved on); if that
//   instance died, the job plays the turn.
// - A turn timer goes into the queue only once its turn has waited 5 s (most people
//   move sooner); an instance shutting down queues those still waiting, and hands its
//   own bot turns to the queue.
//
// However a bot turn comes, a decision that searches (the Expert's, the Tactician's)
// waits for a thread in the bots' lane (bot-lane.ts), its turn taken by the table's
// owner, so one person's many tables cannot slow another person's one.
import { viewFor } from "@3u3d/engine";
import type { Move, Seat } from "@3u3d/engine";
import {
  isBotLevel,
  searches,
  seatHistory,
  type BotLevel,
  type BotThinker,
} from "@3u3d/ai";
import { log } from "@3u3d/log";
import { systemClock, type Clock, type ClockTimer } from "@3u3d/db/clock";
import type { StoredGame } from "@3u3d/db/repositories";
import type { TurnJob, TurnQueue } from "@3u3d/db/turn-queue";

import type { BotLane, BotOwner } from "./bot-lane";
import { GameServerError } from "./errors";
import { eventsAfter } from "./game-cache";
import { botToAct, isBotSeat, turnDeadline } from "./table-policy";

export interface BotDriverOptions {
  /** The game at version `atLeast` or later (this instance's copy may trail). */
  load(gameId: string, atLeast?: number): Promise<StoredGame | null>;
  /** Commits a bot's move for `seat`, computed on `game` (the game server's path). */
  play(game: StoredGame, seat: Seat, move: Move): Promise<void>;
  /** A person's time ran out at this version: the game server plays the turn for them. */
  timeout(gameId: string, version: number): Promise<void>;
  thinker: BotThinker;
  /** Where live decisions that search wait for a thread, in turn by owner. */
  lane: BotLane;
  /** Whose bot work a table's decisions are (its host, at their address). */
  ownerOf: (game: StoredGame) => BotOwner;
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
  /** Told how long each decision of a seat's bot took, in seconds (metrics). */
  onThought?: (seconds: number) => void;
  /** Runs a step of a post-game analysis taken from the queue (analysis.ts). */
  analyse?: (job: AnalysisJob) => Promise<void>;
  /**
   * How long a bot turn found by the periodic resume waits in the queue before it is
   * played: longer than a pause plus a bot's thinking, so a turn another instance is
   * running from memory is not thought twice.
   */
  ownTurnGraceMs?: number;
  /**
   * The time turns go by (when a bot moves, when a timer runs out); the system clock
   * unless a test hands in a manual one. The turn queue is given the same clock.
   */
  clock?: Clock;
}

/** OWN_TURN_GRACE_MS: see BotDriverOptions.ownTurnGraceMs. */
export const OWN_TURN_GRACE_MS = 10_000;

/** A turn timer is queued once its turn has waited this long (see `deadlines`). */
export const QUEUE_DEADLINE_AFTER_MS = 5_000;

/**
 * Why a game is woken: a move committed here (at that version), a change of its seats
 * or status, or the periodic resume finding it waiting.
 */
export type WakeCause = { committed: number } | "changed" | "resumed";

export type AnalysisJob = Extract<TurnJob, { kind: "analysis" }>;

export interface BotDriver {
  /**
   * The move the seat's bot (the heuristic for a person's seat, or `level`) makes, from
   * that seat's view and history only. With `level`, it is advice (a hint): never a
   * random move to break a circle.
   */
  think(game: StoredGame, seat: Seat, level?: BotLevel): Promise<Move>;
  /** Something changed at this table: run or schedule its bots' turn, or its turn timer. */
  wake(gameId: string, cause: WakeCause): void;
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
   * A long timer is queued only once its turn has waited QUEUE_DEADLINE_AFTER_MS
   * (`queueing` until then): most people move sooner, and their turn then costs the
   * database nothing. Should this instance die first, the periodic resume queues it.
   */
  const deadlines = new Map<string, ScheduledDeadline>();
  interface ScheduledDeadline {
    version: number;
    detail: string;
    queueing: ClockTimer | null;
    queue: () => Promise<void>;
  }
  /** Bot turns run from memory (the move that made them was committed here), per game. */
  const ownTurns = new Map<string, OwnTurn>();
  let disposed = false;
  let draining = false;
  const clock = options.clock ?? systemClock;
  const queue = options.queue(take);
  const graceMs = options.ownTurnGraceMs ?? OWN_TURN_GRACE_MS;

  interface OwnTurn {
    version: number;
    /** Which seats bots play (the job's detail, should the turn go to the queue). */
    botSeats: string;
    at: number;
    timer: ClockTimer | null;
    running: Promise<void> | null;
  }

  /** Looks at the game and schedules what it waits for: a bot's move or a deadline. */
  async function schedule(gameId: string, cause: WakeCause) {
    const committed = typeof cause === "object" ? cause.committed : undefined;
    const game = await options.load(gameId, committed);
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
      if (committed === playing.version && !draining && !disposed) {
        runOwnTurn(gameId, playing.version, botSeats);
        return;
      }
      const wait = cause === "resumed" ? graceMs : options.delayMs;
      await queue.schedule(
        { ...job, kind: "bot" },
        botSeats,
        new Date(clock.now() + wait),
      );
      return;
    }
    if (deadline) {
      const detail = String(deadline.getTime());
      const known = deadlines.get(gameId);
      // Woken again for the same turn: queued already (a resume queues it regardless,
      // in case a first attempt failed; queueing is idempotent).
      if (
        known?.version === playing.version &&
        known.detail === detail &&
        cause !== "resumed"
      )
        return;
      if (known?.queueing) clock.cancel(known.queueing);
      const entry: ScheduledDeadline = {
        version: playing.version,
        detail,
        queueing: null,
        queue: () => queue.schedule({ ...job, kind: "deadline" }, detail, deadline),
      };
      deadlines.set(gameId, entry);
      const far = deadline.getTime() - clock.now() > 2 * QUEUE_DEADLINE_AFTER_MS;
      if (cause === "resumed" || !far || draining) {
        await entry.queue();
        return;
      }
      entry.queueing = clock.after(QUEUE_DEADLINE_AFTER_MS, () => {
        entry.queueing = null;
        if (deadlines.get(gameId) !== entry || disposed) return;
        entry.queue().catch((error: unknown) =>
          // Left to the periodic resume.
          log().warn({ gameId, error: errorLine(error) }, "turn timer not queued"),
        );
      });
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
    if (last.queueing) {
      clock.cancel(last.queueing); // never queued: nothing to withdraw
      return;
    }
    await queue.cancel({ gameId, version: last.version, kind: "deadline" }, last.detail);
  }

  /** Plays a bot turn here after the pause; if it fails, the queue retries it. */
  function runOwnTurn(gameId: string, version: number, botSeats: string) {
    if (ownTurns.get(gameId)?.version === version) return; // woken twice for one move
    const turn: OwnTurn = {
      version,
      botSeats,
      at: clock.now() + options.delayMs,
      timer: null,
      running: null,
    };
    turn.timer = clock.after(options.delayMs, () => {
      turn.timer = null;
      turn.running = take({ gameId, version, kind: "bot" })
        .catch((error: unknown) => {
          log().warn({ gameId, version, error: errorLine(error) }, "bot turn failed");
          return queue.schedule(
            { gameId, version, kind: "bot" },
            botSeats,
            new Date(clock.now()),
          );
        })
        .catch((error: unknown) =>
          // Left to the periodic resume.
          log().warn({ gameId, error: errorLine(error) }, "bot turn not queued"),
        )
        .finally(() => {
          if (ownTurns.get(gameId) === turn) ownTurns.delete(gameId);
        });
    });
    ownTurns.set(gameId, turn);
  }

  /** Queues the turn timers still waiting to be (an instance shutting down). */
  async function queueWaitingDeadlines() {
    const waiting = [...deadlines.values()].filter((d) => d.queueing !== null);
    for (const entry of waiting) {
      clock.cancel(entry.queueing);
      entry.queueing = null;
    }
    await Promise.all(
      waiting.map((entry) =>
        entry
          .queue()
          .catch((error: unknown) =>
            log().warn({ error: errorLine(error) }, "turn timer not handed over"),
          ),
      ),
    );
  }

  /** Hands the turns not started yet to the queue (an instance shutting down). */
  async function handOverOwnTurns() {
    const waiting = [...ownTurns].filter(([, turn]) => turn.timer !== null);
    for (const [gameId, turn] of waiting) {
      clock.cancel(turn.timer);
      ownTurns.delete(gameId);
    }
    await Promise.all(
      waiting.map(([gameId, turn]) =>
        queue
          .schedule(
            { gameId, version: turn.version, kind: "bot" },
            turn.botSeats,
            new Date(turn.at),
          )
          .catch((error: unknown) =>
            log().warn({ gameId, error: errorLine(error) }, "bot turn not handed over"),
          ),
      ),
    );
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
    const decide = () =>
      options.thinker.think({
        advice: asked !== undefined,
        level,
        view: viewFor(state, seat),
        history: seatHistory(eventsAfter(game, 0), seat),
        options: {
          seed: `${game.id}/${game.version}/${seat}`,
          timeMs: options.expertTimeMs,
        },
      });
    // Advice is the coach's (its own lane, coach-lane.ts); the levels that do not
    // search answer at once, on this thread.
    if (asked !== undefined) return decide();
    // A seat's bot (or a timed-out person's stand-in) is timed from its search's start:
    // the wait for a thread in the lane is not thinking.
    const timed = async () => {
      const began = performance.now();
      const move = await decide();
      options.onThought?.((performance.now() - began) / 1000);
      return move;
    };
    if (!searches(level)) return timed();
    return options.lane.run(options.ownerOf(game), timed);
  }

  const driver: BotDriver = {
    think,
    wake(gameId, cause) {
      if (disposed) return;
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
        else if (ownTurns.has(gameId))
          await new Promise((resolve) => setTimeout(resolve, 5));
        else if (!(await queue.botTurnPending(gameId))) return;
        else await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    queueAnalysis: (job) =>
      queue.schedule(
        { ...job, kind: "analysis" },
        `${job.seat}/${job.from}`,
        new Date(clock.now()),
      ),
    async drain(graceMs) {
      draining = true;
      // The queue stops running turns here first (synchronously), so the turns handed
      // over below wait for the other instances.
      const drained = queue.drain(graceMs);
      await Promise.all([handOverOwnTurns(), queueWaitingDeadlines()]);
      const running = [...ownTurns.values()].flatMap((t) =>
        t.running ? [t.running] : [],
      );
      await Promise.all([
        drained,
        Promise.race([
          Promise.allSettled(running),
          new Promise((resolve) => setTimeout(resolve, graceMs).unref()),
        ]),
      ]);
    },
    async dispose(graceMs = 0) {
      disposed = true;
      await Promise.allSettled([...waking.values()].flatMap((set) => [...set]));
      for (const turn of ownTurns.values()) clock.cancel(turn.timer);
      for (const entry of deadlines.values()) clock.cancel(entry.queueing);
      await Promise.race([
        Promise.allSettled([...ownTurns.values()].flatMap((t) => t.running ?? [])),
        new Promise((resolve) => setTimeout(resolve, Math.max(graceMs, 1000))),
      ]);
      ownTurns.clear();
      await queue.stop(Math.max(graceMs, 1000));
      await options.thinker.close();
    },
  };
  return driver;
}

const errorLine = (error: unknown) =>
  error instanceof Error ? error.message.split("\n")[0] : error;
