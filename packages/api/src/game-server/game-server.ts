// The game server: every game on this instance, built from small parts and wired here
// bottom-up, each part given only the parts built before it:
//   think.ts     — a bot's decision and a hint: one pure question from what the seat
//                  may see, answered in the bots' lane (bot-lane.ts)
//   scheduler.ts — the one scheduler: every timed job (bot turns, turn deadlines,
//                  analysis steps) in the turn queue or held here, routed by kind
//   master.ts    — moves (apply, submit, timeouts, bot control), snapshots and live
//                  frames, records (its parts: moves, seat-control, timeouts, frames…)
//   analysis.ts  — post-game analysis, in steps (the scheduler's "analysis" jobs)
//   coach.ts     — hints and the analysis, in the coach's lane (coach-lane.ts)
//   tables.ts    — opening a table (every table: the lobby's, pairing's, challenges',
//                  championships'), join, leave, deal, rematch, your tables, table talk
//   bot-turns.ts, deadlines.ts — the scheduler's "bot" and "deadline" jobs
//   turns.ts     — wakes a table: schedules its bot's turn or its turn deadline
// Where two parts need each other, the cycle is broken by the event hub (the master
// announces what it stored, events.ts, and the turns are woken by it here) or by the
// scheduler's routing table (the parts schedule jobs; the scheduler calls them back by
// kind, routes registered here once every part exists), never by a lambda reaching for
// a part built later (lint forbids it: packages/api/eslint.config.js).
// The routers are handed `master`, `tables` and `coach` separately (trpc.ts ApiDeps);
// championships listen to the events in house.ts. It is given its storage (repositories
// from @3u3d/db, or in memory for unit tests), its bus and its turn queue, never a
// database client, and throws only its own typed errors (errors.ts), which the tRPC
// layer maps to HTTP (an impossible table's GameConfigError becomes INVALID).
import type { Seat } from "@3u3d/engine";
import { inlineThinker, type BotThinker } from "@3u3d/ai";
import { RateLimiter } from "@3u3d/auth";
import type { Repositories } from "@3u3d/db/repositories";
import { systemClock, type Clock } from "@3u3d/db/clock";
import type { TurnJob, TurnQueue } from "@3u3d/db/turn-queue";

import type { GameServerMetrics } from "../metrics";
import { createAnalyst } from "./analysis";
import { createAddressBook, createBotLane, ownerOf } from "./bot-lane";
import { createBotTurns } from "./bot-turns";
import { createCoach } from "./coach";
import { createCoachLane, type CoachLaneOptions } from "./coach-lane";
import { createDeadlines } from "./deadlines";
import type { GameEventBus } from "./event-bus";
import { createEventHub } from "./events";
import { createGameCache } from "./game-cache";
import { createMaster } from "./master";
import { createScheduler } from "./scheduler";
import { createTables } from "./tables";
import { createTableTalk } from "./table-talk";
import { createThinking, EXPERT_TIME_MS } from "./think";
import { createTurns } from "./turns";

export { TIMEOUTS_BEFORE_HANDOVER, type MoveResult, type Master } from "./master";
export type { Tables } from "./tables";
export type { Coach } from "./coach";
export type { AddressBook } from "./bot-lane";

/** An untimed game (a guest's against bots) nobody has moved in for a day is ended. */
export const UNTIMED_IDLE_SECONDS = 24 * 60 * 60;
export { OPEN_TABLES } from "./tables";
export type { NewTable, TablePlacement } from "./new-table";

export interface GameServerOptions {
  /**
   * Its storage: games (PostgreSQL's repository, or the in-memory one), table talk,
   * analyses, and the rate limits of hints, talk and analyses.
   */
  repositories: Pick<Repositories, "games" | "talk" | "limits" | "analyses">;
  bus: GameEventBus;
  /**
   * Opens the turn queue bot turns, deadlines and analysis steps run in: PostgreSQL's
   * (@3u3d/db/turn-queue, shared by every instance, analysis steps in a queue of their
   * own) or memory-turn-queue.ts (unit tests).
   */
  queue: (run: (job: TurnJob) => Promise<void>) => TurnQueue;
  /**
   * Where bots and the coach think: worker pools on the server, one per lane (inline
   * when not given). Live bots' searches are handed to it `thinker.botThreads` at a
   * time, in turn by owner (bot-lane.ts).
   */
  thinker?: BotThinker;
  /** How many coach searches run and wait per instance (coach-lane.ts's defaults). */
  coachLane?: CoachLaneOptions;
  /** A human-pace pause before each bot move (0 in tests). */
  botDelayMs: number;
  /** The expert's thinking budget per move (default 100 ms). */
  expertTimeMs?: number;
  /** How a table's turn timer (seconds) becomes milliseconds; tests shrink it. */
  turnTimerMs?: (seconds: number) => number;
  /** Told of every bot decision on this instance (tests count them). */
  onBotDecision?: (gameId: string, version: number, seat: Seat) => void;
  /**
   * The players whose table talk `viewerId` does not see (those they blocked: the
   * house asks the friends service). None when not given.
   */
  hiddenSpeakers?: (viewerId: string) => Promise<ReadonlySet<string>>;
  /**
   * The time bot turns and turn timers go by (@3u3d/db/clock); the system clock unless
   * a test hands in a manual one (then its turn queue should be given the same).
   */
  clock?: Clock;
  /** Told of each move committed and each bot decision (../metrics.ts); none when not given. */
  metrics?: GameServerMetrics;
}

/** A game server nobody scrapes (unit tests, scripts). */
const unwatched: GameServerMetrics = {
  moveCommitted: () => undefined,
  botThought: () => undefined,
};

export function createGameServer(options: GameServerOptions) {
  const { bus, repositories } = options;
  const { games } = repositories;
  const metrics = options.metrics ?? unwatched;
  const clock = options.clock ?? systemClock;
  const timerMs = options.turnTimerMs ?? ((seconds: number) => seconds * 1000);
  const events = createEventHub();
  const cache = createGameCache(games, bus);
  const talk = createTableTalk(repositories, bus);
  const thinker = options.thinker ?? inlineThinker();
  const addressBook = createAddressBook();
  const thinking = createThinking({
    thinker,
    lane: createBotLane({ inFlight: thinker.botThreads ?? 1 }),
    ownerOf: (game) => ownerOf(game, addressBook),
    expertTimeMs: options.expertTimeMs ?? EXPERT_TIME_MS,
    onThought: (seconds) => metrics.botThought(seconds),
  });
  const scheduler = createScheduler({ queue: options.queue, clock });
  const master = createMaster({
    games,
    cache,
    bus,
    events,
    timerMs,
    clock,
    botMove: thinking.botMove,
    latestTalk: (gameId) => talk.latest(gameId),
    hiddenSpeakers: options.hiddenSpeakers,
    metrics,
  });
  const coachLane = createCoachLane(options.coachLane);
  const analyst = createAnalyst({
    repositories,
    seating: (gameId) => games.seating(gameId),
    review: (request) => coachLane.review(() => thinker.review(request)),
    record: master.storedRecord,
    scheduler,
  });
  const coach = createCoach({
    games,
    master,
    advice: thinking.advice,
    // A hint is a search as long as a bot's move (in the coach's pool): a person asking
    // every turn (a turn takes seconds at any pace but the fastest) is never held up; a
    // burst of requests waits up to 2 s between them.
    hintLimiter: new RateLimiter(repositories.limits, "hints", {
      freeAttempts: 30,
      firstDelayMs: 500,
      maxDelayMs: 2_000,
      forgetAfterMs: 10_000,
    }),
    lane: coachLane,
    analyst,
  });
  const tables = createTables({ games, cache, talk, master, timerMs, clock });
  const botTurns = createBotTurns({
    load: (gameId, atLeast) => cache.load(gameId, atLeast),
    play: async (game, seat, move) => {
      await master.apply(game.id, seat, move, game.version, "bot");
    },
    botMove: thinking.botMove,
    scheduler,
    delayMs: options.botDelayMs,
    onDecision: options.onBotDecision,
  });
  const deadlines = createDeadlines(scheduler);
  const turns = createTurns({
    load: (gameId, atLeast) => cache.load(gameId, atLeast),
    timerMs,
    scheduler,
    botTurns,
    deadlines,
  });

  // The scheduler's routing table: who runs each kind of timed job.
  scheduler.route("bot", botTurns.play);
  scheduler.route("deadline", (job) => master.timeout(job.gameId, job.version));
  scheduler.route("analysis", analyst.step);
  // Every stored change may hand the turn to a bot or start a turn timer. A move
  // committed here hands its bot turn to this instance, from memory; a change of
  // seats, or a game found waiting, goes through the shared queue (bot-turns.ts).
  events.on("committed", ({ gameId, version }) =>
    turns.wake(gameId, { committed: version }),
  );
  events.on("changed", ({ gameId }) => turns.wake(gameId, "changed"));

  return {
    /** What the master announces (committed, changed, ended, turn): subscribe at start-up. */
    events,
    /** Moves, snapshots and live frames, records (master.ts): for the routers. */
    master,
    /** Opening tables, seats, the deal, rematch, table talk (tables.ts): for the routers. */
    tables,
    /** Hints and post-game analysis (coach.ts): for the routers. */
    coach,
    /**
     * Where each player's requests come from (their clientKey bucket): their tables'
     * bot work is charged to that address in the bots' lane (the tRPC layer tells).
     */
    addressBook,
    /**
     * After a (re)start, and now and then: closes waiting tables nobody sits at
     * (tables.sweep), ends untimed games left alone for a day (master.endIdle), then
     * wakes the games whose bots or turn timers wait. Returns how many games it woke.
     */
    async resume(): Promise<number> {
      await tables.sweep();
      for (const gameId of await games.untimedGamesIdle(UNTIMED_IDLE_SECONDS, 50))
        await master.endIdle(gameId);
      const ids = await master.toResume();
      for (const gameId of ids) turns.wake(gameId, "resumed");
      return ids.length;
    },
    /** Resolves once no bot of this game has anything left to do (tests). */
    idle: (gameId: string) => turns.idle(gameId),
    /**
     * An instance shutting down: takes no more bot turns or deadlines from the shared
     * queue (the others do), still queues those its last requests make, and resolves
     * once its turns under way are done (at most `graceMs`).
     */
    drain: (graceMs: number) => scheduler.drain(graceMs),
    /** Stops the bots and timers (end of a test). */
    async dispose(graceMs = 0) {
      await turns.stop();
      await scheduler.stop(graceMs);
      await thinker.close();
    },
  };
}

export type GameServer = ReturnType<typeof createGameServer>;
