// Bot turns: a bot's move at a table, the scheduler's "bot" jobs. A turn is scheduled
// when the table is woken (turns.ts) and played when its job runs: the game is read at
// the job's version, the seat's bot is asked (think.ts: that seat's view and history
// only) and its move goes through the master's one path for moves, checked and
// committed like a person's. A turn whose version has passed does nothing.
//
// Exactly one instance plays each turn:
// - A bot turn made by a move committed here is run here, from memory (the
//   scheduler's runHere): only one instance can commit a given version, so no other
//   runs it. This is the common case and costs no database statement (issue #38).
// - Everything else goes through the turn queue, whose jobs are taken once: bot turns
//   after a change of seats, and the games the periodic resume finds waiting. A
//   resumed turn is due OWN_TURN_GRACE_MS later, so an instance running it from memory
//   finishes first (the job then finds the game moved on); if that instance died, the
//   job plays the turn.
import type { Move, Seat } from "@3u3d/engine";
import type { StoredGame } from "@3u3d/db/repositories";

import { GameServerError } from "./errors";
import type { JobOf, Scheduler } from "./scheduler";
import { botToAct, isBotSeat } from "./table-policy";
import type { Thinking } from "./think";

/** See BotTurnsOptions.ownTurnGraceMs. */
export const OWN_TURN_GRACE_MS = 10_000;

export interface BotTurnsOptions {
  /** The game at version `atLeast` or later (this instance's copy may trail). */
  load(gameId: string, atLeast?: number): Promise<StoredGame | null>;
  /** Commits a bot's move for `seat`, computed on `game` (the master's path). */
  play(game: StoredGame, seat: Seat, move: Move): Promise<void>;
  /** The seat's bot's move (think.ts). */
  botMove: Thinking["botMove"];
  scheduler: Pick<Scheduler, "clock" | "holding" | "runHere" | "schedule">;
  /** A human-pace pause before each bot move (0 in tests). */
  delayMs: number;
  /**
   * How long a bot turn found by the periodic resume waits in the queue before it is
   * played: longer than a pause plus a bot's thinking, so a turn another instance is
   * running from memory is not thought twice.
   */
  ownTurnGraceMs?: number;
  /** Told of every bot decision (tests count them: none may be thought twice). */
  onDecision?: (gameId: string, version: number, seat: Seat) => void;
}

/**
 * How a bot turn came: a move committed on this instance, a change of the table's
 * seats or status, or the periodic resume finding it waiting.
 */
export type BotTurnCause = "committed here" | "changed" | "resumed";

export interface BotTurns {
  /** Schedules the turn of the bot to act in `playing`, at its version. */
  schedule: (playing: StoredGame, cause: BotTurnCause) => Promise<void>;
  /** Plays a bot turn (the scheduler's route for "bot" jobs). */
  play: (job: JobOf<"bot">) => Promise<void>;
}

export function createBotTurns(options: BotTurnsOptions): BotTurns {
  const { scheduler } = options;
  const graceMs = options.ownTurnGraceMs ?? OWN_TURN_GRACE_MS;
  return {
    async schedule(playing, cause) {
      const job = { gameId: playing.id, version: playing.version, kind: "bot" as const };
      // Which seats bots play is part of the turn's identity: a seat handed to its bot
      // (or taken back) at the same version is a turn of its own.
      const botSeats = playing.seats.map((s) => (isBotSeat(s) ? "b" : "p")).join("");
      if (cause === "committed here" && scheduler.holding()) {
        scheduler.runHere(job, botSeats, options.delayMs);
        return;
      }
      const wait = cause === "resumed" ? graceMs : options.delayMs;
      await scheduler.schedule(job, botSeats, new Date(scheduler.clock.now() + wait));
    },

    async play(job) {
      const game = await options.load(job.gameId, job.version);
      // A turn whose version has passed does nothing: the change that passed it
      // scheduled what comes next.
      if (!game?.state || game.status !== "PLAYING" || game.version !== job.version)
        return;
      const seat = botToAct(game);
      if (seat === undefined) return;
      const move = await options.botMove(game, seat);
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
    },
  };
}
