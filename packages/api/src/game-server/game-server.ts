// The game server: every game on this instance, split by job and wired here.
//   master.ts  — moves (apply, submit, timeouts, bot control), snapshots and live updates
//   tables.ts  — opening a table (every table: the lobby's, pairing's, challenges',
//                championships'), join, leave, deal, rematch, your tables, table talk
//   coach.ts   — hints and post-game analysis, in the coach's lane (coach-lane.ts)
//   bots.ts    — bot turns and turn deadlines, in the turn queue; bots' searches in
//                the bots' lane, in turn by owner (bot-lane.ts)
// The master announces what it stored (events.ts); the bot driver listens here, and
// championships listen in house.ts. It is given its storage (repositories from
// @3u3d/db, or in memory for unit tests), its bus and its turn queue, never a
// database client, and throws only its own typed errors (errors.ts), which the tRPC
// layer maps to HTTP (an impossible table's GameConfigError becomes INVALID).
import type { Seat } from "@3u3d/engine";
import { inlineThinker, type BotThinker } from "@3u3d/ai";
import { RateLimiter } from "@3u3d/auth";
import type { GameRecord, Repositories } from "@3u3d/db/repositories";
import type { Clock } from "@3u3d/db/clock";
import type { TurnJob, TurnQueue } from "@3u3d/db/turn-queue";
import type { Locale } from "@3u3d/i18n";

import type { GameServerMetrics } from "../metrics";
import { createAnalyst } from "./analysis";
import { createAddressBook, createBotLane, ownerOf } from "./bot-lane";
import { createBotDriver } from "./bots";
import { createCoach } from "./coach";
import { createCoachLane, type CoachLaneOptions } from "./coach-lane";
import { notFound } from "./errors";
import type { GameEventBus } from "./event-bus";
import { createEventHub } from "./events";
import { createGameCache } from "./game-cache";
import { createMaster } from "./master";
import { nameRecord, type NamedGameRecord, type RecordAccess } from "./records";
import { createTables } from "./tables";
import { createTableTalk } from "./table-talk";

export { TIMEOUTS_BEFORE_HANDOVER, type MoveResult } from "./master";

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
  const events = createEventHub();
  const cache = createGameCache(games, bus);
  const talk = createTableTalk(repositories, bus);
  const timerMs = options.turnTimerMs ?? ((seconds: number) => seconds * 1000);
  const thinker = options.thinker ?? inlineThinker();
  const lane = createCoachLane(options.coachLane);
  const addresses = createAddressBook();
  const botLane = createBotLane({ inFlight: thinker.botThreads ?? 1 });
  const metrics = options.metrics ?? unwatched;

  async function storedRecord(gameId: string): Promise<GameRecord | null> {
    const record = await games.finishedRecord(gameId);
    if (!record && !(await cache.load(gameId))) throw notFound("game");
    return record;
  }

  /** A finished game's record, its seats named in `locale`'s words. */
  async function finishedRecord(
    gameId: string,
    locale: Locale,
  ): Promise<NamedGameRecord | null> {
    const record = await storedRecord(gameId);
    return record && nameRecord(record, locale);
  }

  /**
   * What finished-games.ts reads to judge who may open a game's record, for a game
   * that may still be running (null: no such game).
   */
  async function recordAccess(gameId: string): Promise<RecordAccess | null> {
    const game = await cache.load(gameId);
    if (!game) return null;
    const { isPublic, championshipId, seats } = game;
    return { access: { isPublic, championshipId }, seats };
  }

  const master = createMaster({
    games,
    cache,
    bus,
    events,
    timerMs,
    think: (game, seat) => bots.think(game, seat),
    latestTalk: (gameId) => talk.latest(gameId),
    hiddenSpeakers: options.hiddenSpeakers,
    metrics,
  });
  const bots = createBotDriver({
    load: (gameId, atLeast) => cache.load(gameId, atLeast),
    play: async (game, seat, move) => {
      await master.apply(game.id, seat, move, game.version, "bot");
    },
    timeout: (gameId, version) => master.timeout(gameId, version),
    thinker,
    lane: botLane,
    ownerOf: (game) => ownerOf(game, addresses),
    delayMs: options.botDelayMs,
    expertTimeMs: options.expertTimeMs ?? 100,
    timerMs,
    queue: options.queue,
    onDecision: options.onBotDecision,
    onThought: (seconds) => metrics.botThought(seconds),
    analyse: (job) => analyst.step(job),
    clock: options.clock,
  });
  const analyst = createAnalyst({
    repositories,
    seating: (gameId) => games.seating(gameId),
    review: (request) => lane.review(() => thinker.review(request)),
    record: storedRecord,
    queue: (job) => bots.queueAnalysis(job),
  });
  const tables = createTables({
    games,
    cache,
    talk,
    changed: master.changed,
    dealt: master.dealt,
    timerMs,
  });
  const coach = createCoach({
    games,
    master,
    think: (game, seat, level) => bots.think(game, seat, level),
    // A hint is a search as long as a bot's move (in the coach's pool): a person asking
    // every turn (a turn takes seconds at any pace but the fastest) is never held up; a
    // burst of requests waits up to 2 s between them.
    hintLimiter: new RateLimiter(repositories.limits, "hints", {
      freeAttempts: 30,
      firstDelayMs: 500,
      maxDelayMs: 2_000,
      forgetAfterMs: 10_000,
    }),
    lane,
    analyst,
  });

  // Every stored change may hand the turn to a bot or start a turn timer.
  // A move committed here hands its bot turn to this instance, from memory; a change
  // of seats, or a game found waiting, goes through the shared queue (bots.ts).
  events.on("committed", ({ gameId, version }) =>
    bots.wake(gameId, { committed: version }),
  );
  events.on("changed", ({ gameId }) => bots.wake(gameId, "changed"));

  return {
    /** What the master announces (committed, changed, ended): subscribe at start-up. */
    events,
    /**
     * A player's request came from `address` (its clientKey bucket): their tables' bot
     * work is charged to that address in the bots' lane (the tRPC layer tells).
     */
    seenFrom: (playerId: string, address: string) => addresses.seen(playerId, address),
    ...tables,
    submit: master.submit,
    setBotControl: master.setBotControl,
    moveSeat: master.moveSeat,
    timeout: master.timeout,
    snapshot: master.snapshot,
    updates: master.updates,
    ratingChanges: master.ratingChanges,
    achievementsEarned: master.achievementsEarned,
    /**
     * After a (re)start, and now and then: closes waiting tables nobody sits at
     * (tables.sweep), ends untimed games left alone for a day (master.endIdle), then wakes the games whose bots or turn timers wait
     * (master.resume). Returns how many games it woke.
     */
    async resume(): Promise<number> {
      await tables.sweep();
      for (const gameId of await games.untimedGamesIdle(UNTIMED_IDLE_SECONDS, 50))
        await master.endIdle(gameId);
      const ids = await master.resume();
      for (const gameId of ids) bots.wake(gameId, "resumed");
      return ids.length;
    },
    /**
     * A person leaves every table for good (their account deleted): each seat in play
     * goes to its bot, each place at a waiting table is given up (best effort: a game
     * that ended meanwhile is fine); then `rename` (the players repository's deletion)
     * hands what they still hold to the former player and names the unfinished games
     * it rewrote, and each is read again on every instance, so a live table's next
     * frame shows the new name, not the deleted one.
     */
    async leaveForGood(
      seats: readonly { gameId: string; playerId: string; playing: boolean }[],
      rename: () => Promise<string[]>,
    ): Promise<void> {
      for (const seat of seats)
        await (
          seat.playing
            ? master.setBotControl(seat.gameId, seat.playerId, true)
            : tables.leave(seat.playerId, seat.gameId)
        ).catch(() => undefined);
      for (const gameId of await rename()) await master.changed(gameId);
    },
    /**
     * A game written behind the game server's back (tests that edit its row): every
     * instance reads it again, its bots and turn timer wake. Tables are opened with
     * `open`/`openWithin`, which announce them themselves.
     */
    changed: master.changed,
    ...coach,
    /** A finished game's record for replays and exports (null while it runs). */
    finishedRecord,
    recordAccess,
    /** Resolves once no bot of this game has anything left to do (tests). */
    idle: (gameId: string) => bots.idle(gameId),
    /**
     * An instance shutting down: takes no more bot turns or deadlines from the shared
     * queue (the others do), still queues those its last requests make, and resolves
     * once its turns under way are done (at most `graceMs`).
     */
    drain: (graceMs: number) => bots.drain(graceMs),
    /** Stops the bots and timers (end of a test). */
    dispose: (graceMs?: number) => bots.dispose(graceMs),
  };
}

export type GameServer = ReturnType<typeof createGameServer>;
