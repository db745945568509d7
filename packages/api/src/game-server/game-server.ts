// The owner of every game on this instance, after boardgame.io's master: a move —
// a person's, a bot's or a timed-out turn's — goes through `apply`, which loads the
// game, runs the engine, commits with the version it started from, updates this
// instance's copy, tells every watcher (the bus) and wakes the bot driver, which queues
// the game's next bot move or turn deadline in the turn queue shared by every instance.
// Routers, the event stream, the bot driver and the timer are adapters over it; it
// throws only its own typed errors (errors.ts), which the tRPC layer maps to HTTP.
//
//   browser ──game.move──▶ router ──submit──▶ apply: load ▸ engine ▸ repository.commit
//                                                   ▸ store ▸ bus.publish ▸ bots.wake
//   every watcher ◀── snapshot(version, its seat) ◀── updates() ◀── bus
import {
  applyMove,
  IllegalMoveError,
  outcome,
  redactEvent,
  scoreCards,
  toAct,
  viewFor,
} from "@3u3d/engine";
import type { GameState, Move, Seat } from "@3u3d/engine";
import { explainMove, inlineThinker, type BotThinker, type Hint } from "@3u3d/ai";
import { RateLimiter } from "@3u3d/auth";
import { sqlPool, type DbClient } from "@3u3d/db";
import type { Repositories } from "@3u3d/db/repositories";

import { createAnalyst, type AnalysisSummary } from "./analysis";
import { createBotDriver, isBotSeat } from "./bots";
import type { TurnQueueOptions } from "./turn-queue";
import { waitInWords } from "../services/address-limits";
import { markChampionshipIfOver } from "../services/championships";
import {
  GameServerError,
  invalid,
  notFound,
  notYourSeat,
  staleVersion,
  tooMany,
  wrongStatus,
} from "./errors";
import { changes, type GameEventBus } from "./event-bus";
import { createGameStore, eventsAfter } from "./game-store";
import {
  createGameRepository,
  type NewTable,
  type SeatedTable,
  type StoredGame,
  type TablePlacement,
} from "./repository";
import { ended, rematchDeadline, rematchTable, rematchWaitMs } from "./rematch";
import {
  buildSnapshot,
  hintsOffered,
  seatsOf,
  talkOpen,
  viewerOf,
  type GameSnapshot,
} from "./snapshot";
import { createTableTalk, type Saying, type StoredMessage } from "./table-talk";

/** After this many timed-out turns in a row, a bot keeps the seat until the person takes it back. */
export const TIMEOUTS_BEFORE_HANDOVER = 3;

/** Tables one person may sit at (in person) while they wait or are played. */
export const OPEN_TABLES = 10;

/**
 * How many of a person's tables their list of games shows: OPEN_TABLES, plus room for
 * the seats a bot plays for them (those do not count as open).
 */
const LISTED_TABLES = 2 * OPEN_TABLES;

/** Setup choices race only with other seats' choices: retry these a few times. */
const SETUP_RETRIES = 5;

export interface GameServerOptions {
  db: DbClient;
  /** Storage of talk, analyses and rate limits (and what the analyst reads of history). */
  repositories: Repositories;
  bus: GameEventBus;
  /** Where bots think: a worker pool on the server (inline when not given). */
  thinker?: BotThinker;
  /** A human-pace pause before each bot move (0 in tests). */
  botDelayMs: number;
  /** The expert's thinking budget per move (default 100 ms). */
  expertTimeMs?: number;
  /** How a table's turn timer (seconds) becomes milliseconds; tests shrink it. */
  turnTimerMs?: (seconds: number) => number;
  /** Workers, expiry and polling of the shared turn queue (defaults suit production). */
  turnQueue?: TurnQueueOptions;
  /** Told of every bot decision on this instance (tests count them). */
  onBotDecision?: (gameId: string, version: number, seat: Seat) => void;
}

export interface MoveResult {
  version: number;
  finished: boolean;
}

export function createGameServer(options: GameServerOptions) {
  const { db, bus, repositories } = options;
  const repository = createGameRepository(db);
  const games = createGameStore(repository, bus);
  const talk = createTableTalk(repositories, bus);
  const timerMs = options.turnTimerMs ?? ((seconds: number) => seconds * 1000);
  // A hint is a search in the bots' pool, as long as a bot's move: a person asking every
  // turn (a turn takes seconds at any pace but the fastest) is never held up; a burst of
  // requests waits up to 2 s between them.
  const hintLimiter = new RateLimiter(repositories.limits, "hints", {
    freeAttempts: 30,
    firstDelayMs: 500,
    maxDelayMs: 2_000,
    forgetAfterMs: 10_000,
  });

  /**
   * The one path of a move: the engine's answer on the version the mover saw, one
   * guarded write, then everyone is told. Throws STALE_VERSION when the game moved on
   * and REFUSED (with the engine's code) when the rules say no.
   */
  async function apply(
    gameId: string,
    seat: Seat,
    move: Move,
    expectedVersion: number,
    byBot: boolean,
  ): Promise<MoveResult> {
    for (let attempt = 0; ; attempt++) {
      const game = await games.load(gameId, expectedVersion);
      if (!game) throw notFound("Game");
      if (game.status !== "PLAYING" || !game.state)
        throw wrongStatus("This game is not being played.");
      const previous: GameState = game.state;
      // Setup choices are made by everyone at once, so other seats' choices move the
      // version on; a seat's own second choice is refused by the engine (ALREADY_CHOSEN).
      const simultaneous = move.type === "setup" && previous.phase === "setup";
      if (expectedVersion !== game.version && !simultaneous)
        throw staleVersion(game.version, expectedVersion);
      const next = runEngine(previous, seat, move);
      const events = next.log.filter((e) => e.seq > previous.eventSeq);
      const result = outcome(next);
      const json = { next: JSON.stringify(next), events: JSON.stringify(events) };
      const record = { seat, move, byBot, next, events, json };
      const at = result.finished
        ? await repository.commitFinal(game, record, {
            ...result,
            stalemate: next.stalemate,
          })
        : await repository.commitMove(game, record);
      if (at) {
        const version = game.version + 1;
        games.committed(gameId, {
          version,
          state: next,
          events,
          finished: result.finished,
          at,
          stateBytes: json.next.length,
          eventBytes: json.events.length,
        });
        bus.publish(gameId, version);
        if (result.finished && game.championshipId)
          await markChampionshipIfOver(db, game.championshipId);
        bots.wake(gameId);
        return { version, finished: result.finished };
      }
      // Someone else's move landed first: our copy is old.
      games.forget(gameId);
      if (!simultaneous || attempt >= SETUP_RETRIES)
        throw staleVersion(game.version + 1, expectedVersion);
    }
  }

  /**
   * One person plays at most OPEN_TABLES tables at once (waiting or being played), so a
   * script cannot start games by the thousand, each with bots thinking for it. Moving
   * to another seat at a table one already sits at is not a new table.
   */
  async function withinOpenTables(playerId: string, joining?: string) {
    if ((await repository.openSeats(playerId)) < OPEN_TABLES) return;
    const already = joining ? await games.load(joining) : null;
    if (already && seatsOf(already, playerId).length > 0) return;
    throw tooMany(
      `You are already at ${OPEN_TABLES} tables: finish or leave one before starting another.`,
    );
  }

  /** The table's latest talk for its snapshots; bots-only games have none (and cost no query). */
  function talkAt(game: StoredGame): Promise<StoredMessage[]> | null {
    return talkOpen(game) ? talk.latest(game.id) : null;
  }

  /** A seat's or a flag's change (not a move): every instance reads the game again. */
  function changed(gameId: string) {
    games.changed(gameId);
    bots.wake(gameId);
  }

  async function playingGame(gameId: string): Promise<StoredGame & { state: GameState }> {
    const game = await games.load(gameId);
    if (!game) throw notFound("Game");
    if (game.status !== "PLAYING" || !game.state)
      throw wrongStatus("This game is not being played.");
    return game as StoredGame & { state: GameState };
  }

  /**
   * When every person at the table has left (resigned, or handed to a bot after
   * timeouts), nobody is left to play for: the game ends where it stands, as abandoned,
   * rather than have bots play it out for an empty room. It is rated as it stands,
   * those who left last (services/ratings.ts), and they are charged every card they
   * still hold, so leaving never beats losing, in rating or in penalty points.
   * Returns whether it ended the game (and told everyone).
   */
  async function endIfNobodyLeft(gameId: string): Promise<boolean> {
    const ended = await repository.abandon(gameId, (state, seats) => {
      const people = seats.filter((s) => s.playerId !== null);
      if (people.length === 0 || people.some((s) => !s.botControlled)) return null;
      const { order, scores } = outcome(state);
      // Those who left are charged every card they still hold, table cards included:
      // leaving with an empty hand must not score a clean 0 (R-SCORE counts the hand).
      for (const person of people) {
        const held = state.seats[person.seat];
        if (held && !held.out && person.seat !== state.winner)
          scores[person.seat] = scoreCards(state.config.ruleset, [
            ...held.hand,
            ...held.faceUp,
            ...held.faceDown,
          ]);
      }
      return { winner: state.winner, order, scores, stalemate: false };
    });
    if (!ended) return false;
    changed(gameId);
    const game = await games.load(gameId);
    if (game?.championshipId) await markChampionshipIfOver(db, game.championshipId);
    return true;
  }

  const thinker = options.thinker ?? inlineThinker();
  const bots = createBotDriver({
    load: (gameId, atLeast) => games.load(gameId, atLeast),
    play: async (game, seat, move) => {
      await apply(game.id, seat, move, game.version, true);
    },
    timeout: (gameId, version) => server.timeout(gameId, version),
    thinker,
    delayMs: options.botDelayMs,
    expertTimeMs: options.expertTimeMs ?? 100,
    timerMs,
    pool: sqlPool(db),
    queue: options.turnQueue,
    onDecision: options.onBotDecision,
    analyse: (job) => analyst.step(job),
  });
  const analyst = createAnalyst({
    repositories,
    thinker,
    record: (gameId) => repository.finishedRecord(gameId),
    queue: (job) => bots.queueAnalysis(job),
  });

  const server = {
    /** A new table in the lobby (`tx`: inside a championship's transaction). */
    async createTable(
      hostPlayerId: string,
      input: NewTable,
      placement?: TablePlacement,
      tx?: Parameters<typeof repository.createTable>[3],
    ) {
      await withinOpenTables(hostPlayerId);
      return repository.createTable(hostPlayerId, input, placement, tx);
    },

    /** Sits the player at a table (by id or invite code), at a free or chosen seat. */
    async join(
      playerId: string,
      table: { gameId: string } | { inviteCode: string },
      seat?: number,
    ): Promise<{ gameId: string; seat: Seat }> {
      const invited = "inviteCode" in table;
      const gameId = invited
        ? await repository.tableByInvite(table.inviteCode)
        : table.gameId;
      if (!gameId) throw notFound("Table");
      await withinOpenTables(playerId, gameId);
      const taken = await repository.takeSeat(gameId, playerId, invited, seat);
      changed(gameId);
      return { gameId, seat: taken };
    },

    /** The table an invite code opens; null when it opens none. */
    async tableByInvite(inviteCode: string): Promise<{ gameId: string } | null> {
      const gameId = await repository.tableByInvite(inviteCode);
      return gameId ? { gameId } : null;
    },

    async leave(playerId: string, gameId: string): Promise<{ left: Seat }> {
      const left = await repository.leaveSeat(gameId, playerId);
      changed(gameId);
      return { left };
    },

    /**
     * "Play again" after an ended game, by one of its players: a new table in the
     * lobby like this one (rematch.ts), with the asker as host in their old seat, which
     * everyone at the ended table is offered live. Every ask after the first gets the
     * same table. `beforeCreate` runs only when a table is really created (the
     * router's address limit) and may refuse by throwing.
     */
    async rematch(
      playerId: string,
      gameId: string,
      beforeCreate?: () => Promise<void>,
    ): Promise<{ gameId: string; inviteCode: string }> {
      const game = await games.load(gameId);
      if (!game) throw notFound("Game");
      const mine = seatsOf(game, playerId);
      if (mine[0] === undefined)
        throw notYourSeat("Only the players of this game can ask for a rematch.");
      if (game.championshipId)
        throw invalid(
          "A championship game is followed by the championship's next game, not a rematch.",
        );
      if (!ended(game))
        throw wrongStatus("A rematch can be asked for once the game is over.");
      const hostSeat = mine[0];
      const table = await repository.rematch(gameId, playerId, async () => {
        if (Date.now() > rematchDeadline(game))
          throw wrongStatus(
            "This game ended too long ago for a rematch: start a new table instead.",
          );
        await beforeCreate?.();
        await withinOpenTables(playerId);
        return rematchTable(game, hostSeat);
      });
      if (table.created) changed(gameId);
      return { gameId: table.id, inviteCode: table.inviteCode };
    },

    /** Deals the game (the host only); bots choose their face-up cards right away. */
    async start(
      playerId: string,
      gameId: string,
    ): Promise<{ gameId: string; version: 0 }> {
      await repository.deal(gameId, playerId);
      changed(gameId);
      return { gameId, version: 0 };
    },

    /** A person's move: `version` is the one they saw; the server decides the rest. */
    async submit(
      gameId: string,
      playerId: string,
      move: Move,
      version: number,
    ): Promise<MoveResult> {
      // A version from the future is read for once (another instance may be ahead of
      // ours); if the database has not heard of it either, it is refused at once.
      let game = await games.load(gameId);
      if (game && version > game.version) game = await games.load(gameId, version);
      if (!game) throw notFound("Game");
      if (version > game.version) throw staleVersion(game.version, version);
      const mine = seatsOf(game, playerId);
      if (mine.length === 0) throw notYourSeat("You are not playing at this table.");
      if (!game.state) throw wrongStatus("The game has not started.");
      const acting = toAct(game.state);
      const seat: Seat = mine.find((s) => acting.includes(s)) ?? mine[0] ?? 0;
      if (game.seats[seat]?.botControlled)
        throw notYourSeat("A bot is playing this seat for you: take it back first.");
      return apply(gameId, seat, move, version, false);
    },

    /**
     * A hint for the caller's turn at `version`: the expert's move from their seat's
     * view and history only (the bots' worker pool thinks it), and its reason. Only at
     * a table of bots (hintsOffered); the game is marked first, so it is never rated.
     */
    async hint(gameId: string, playerId: string, version: number): Promise<Hint> {
      const game = await playingGame(gameId);
      if (version !== game.version) throw staleVersion(game.version, version);
      const seat = seatsOf(game, playerId)[0];
      if (seat === undefined) throw notYourSeat("You are not playing at this table.");
      if (!hintsOffered(game, seat))
        throw invalid("Hints are only for games against bots.");
      if (!toAct(game.state).includes(seat) || game.seats[seat]?.botControlled)
        throw wrongStatus("A hint is for your own turn: it is not your turn now.");
      const verdict = await hintLimiter.attempt(playerId);
      if (!verdict.ok)
        throw tooMany(
          `Hints come one at a time: wait ${waitInWords(verdict.retryAfterMs)}.`,
        );
      if (!game.hintsUsed) {
        if (!(await repository.markHintsUsed(gameId)))
          throw wrongStatus("This game is not being played.");
        changed(gameId);
      }
      const move = await bots.think(game, seat, "expert");
      const history = eventsAfter(game, 0).map((e) => redactEvent(e, seat));
      return { move, why: explainMove(viewFor(game.state, seat), history, move) };
    },

    /** The caller's post-game analysis of an ended game of theirs, as far as it has got. */
    analysis: (gameId: string, playerId: string): Promise<AnalysisSummary> =>
      analyst.get(gameId, playerId),

    /** Starts it (once per game and seat): it runs in steps in the turn queue. */
    analyse: (gameId: string, playerId: string): Promise<AnalysisSummary> =>
      analyst.start(gameId, playerId),

    /**
     * Hands the caller's seat to its bot (a resign: the game goes on for the others) or
     * takes back a seat a bot is playing for them.
     */
    async setBotControl(gameId: string, playerId: string, botControlled: boolean) {
      const game = await playingGame(gameId);
      const seat = seatsOf(game, playerId)[0];
      if (seat === undefined) throw notYourSeat("You are not playing at this table.");
      if (!botControlled && !game.seats[seat]?.botControlled)
        throw wrongStatus("You are already playing this seat.");
      await repository.setBotControl(gameId, seat, botControlled);
      // Judged before any bot is woken, so no bot plays a move for an empty room.
      if (!(botControlled && (await endIfNobodyLeft(gameId)))) changed(gameId);
      return seat;
    },

    /**
     * The turn timer ran out at `version`: if the game is still there, a bot plays the
     * person's turn (and after too many in a row keeps the seat).
     */
    async timeout(gameId: string, version: number): Promise<void> {
      const game = await games.load(gameId, version);
      if (!game?.state || game.status !== "PLAYING" || game.version !== version) return;
      const state = game.state;
      const seat = toAct(state).find((s) => {
        const row = game.seats[s];
        return row !== undefined && !isBotSeat(row);
      });
      if (seat === undefined) return;
      const move = await bots.think(game, seat);
      try {
        await apply(gameId, seat, move, version, true);
      } catch (error) {
        // Moved on meanwhile, or ended (everyone left): nothing to time out any more.
        const over =
          error instanceof GameServerError &&
          (error.kind === "STALE_VERSION" || error.kind === "WRONG_STATUS");
        if (over) return;
        throw error;
      }
      const { handedOver } = await repository.recordTimeout(
        gameId,
        seat,
        TIMEOUTS_BEFORE_HANDOVER,
      );
      if (handedOver && !(await endIfNobodyLeft(gameId))) changed(gameId);
    },

    /**
     * The tables the player sits at, waiting or being played (at most LISTED_TABLES),
     * each with the seats that must act now, read by the one query from the stored
     * state (repository TABLES_OF), so polling the list never loads a game and its
     * moves. No state leaves here.
     */
    async tablesOf(playerId: string): Promise<{ table: SeatedTable; acting: Seat[] }[]> {
      const tables = await repository.tablesOf(playerId, LISTED_TABLES);
      return tables.map((table) => ({ table, acting: table.acting }));
    },

    /**
     * What `playerId` (null: a spectator) may know of the game now. An invite-only
     * table shows itself to its seated players and to holders of its invite code only.
     */
    async snapshot(
      gameId: string,
      playerId: string | null,
      inviteCode?: string | null,
    ): Promise<GameSnapshot> {
      const game = visible(await games.load(gameId), playerId, inviteCode);
      const lines = await talkAt(game);
      return buildSnapshot(game, viewerOf(game, playerId), -1, timerMs, lines);
    },

    /**
     * The live snapshots of one game for one viewer: the position now (with the moves
     * after `lastVersion` when the viewer names one), then one each time the game moves
     * on or its seats change, until it has ended or `signal` aborts. A seated player's
     * stream outlives the end while a rematch may still be offered (rematchWaitMs: until
     * someone asks, at most REMATCH_WINDOW_MS), so the offer reaches them live. Throws
     * NOT_FOUND before the first snapshot when there is no such game.
     */
    async *updates(
      gameId: string,
      playerId: string | null,
      lastVersion: number | null,
      signal: AbortSignal | undefined,
      inviteCode?: string | null,
    ): AsyncGenerator<GameSnapshot, void, undefined> {
      // Ends the wait for changes: the caller's signal, or the rematch window closing.
      const stop = new AbortController();
      const onAbort = () => stop.abort();
      if (signal?.aborted) stop.abort();
      signal?.addEventListener("abort", onAbort);
      let closing: ReturnType<typeof setTimeout> | undefined;
      // Listening before the first read closes the gap between the two.
      const wakeups = changes(bus, gameId, stop.signal);
      try {
        let cursor = lastVersion ?? -1;
        let announced: number | undefined;
        let first = true;
        for (;;) {
          // Kept in memory per instance: a wake-up reads the database only when this
          // instance has not seen the announced version yet.
          const game = visible(await games.load(gameId, announced), playerId, inviteCode);
          // A move brings a frame; so do a change of seats (announced as -1) and a new
          // message (TALK_CHANGED), which leave the version where it was; the first
          // frame always comes.
          if (first || game.version > cursor || announced === undefined) {
            const lines = await talkAt(game);
            yield buildSnapshot(game, viewerOf(game, playerId), cursor, timerMs, lines);
            cursor = game.version;
            first = false;
          }
          if (ended(game)) {
            const wait = rematchWaitMs(game, playerId, Date.now());
            if (wait === 0) return;
            closing ??= setTimeout(() => stop.abort(), wait);
          }
          const next = await wakeups.next();
          if (next === null) return;
          announced = next >= 0 ? next : undefined;
        }
      } finally {
        clearTimeout(closing);
        signal?.removeEventListener("abort", onAbort);
        wakeups.close();
      }
    },

    /**
     * Says something at the table: only the people seated there, while it waits, while
     * it is played and after it ends (the moment for "GG"), and not where everyone else
     * is a bot. Rate-limited per person.
     */
    async say(gameId: string, playerId: string, saying: Saying): Promise<void> {
      const game = await games.load(gameId);
      const seat = game ? seatsOf(game, playerId)[0] : undefined;
      if (!game || seat === undefined)
        throw notYourSeat("Only the people seated at this table can talk there.");
      if (!talkOpen(game))
        throw invalid(
          "Table talk is for games with other people, not against bots only.",
        );
      if (!game.seats.some((s) => s.playerId !== null && s.playerId !== playerId))
        throw invalid(
          "Nobody else has sat down yet: table talk opens when someone joins.",
        );
      const waitMs = await talk.attempt(playerId);
      if (waitMs > 0)
        throw tooMany(
          `You are talking too fast: wait ${waitInWords(waitMs)} before the next message.`,
        );
      await talk.add(gameId, playerId, seat, saying);
    },

    /**
     * After a (re)start, and now and then: wake the games whose bots or turn timers are
     * waiting. A turn is normally scheduled by the instance that made the change; one
     * that died between its commit and scheduling the next turn leaves it to this.
     * Scheduling is idempotent, so waking a game whose turn is queued changes nothing.
     */
    async resume(): Promise<number> {
      const ids = await repository.gamesToResume();
      for (const gameId of ids) bots.wake(gameId);
      return ids.length;
    },

    /**
     * An ended game's rating changes (repository.ratingChanges), for whoever may see
     * its table; null while it runs.
     */
    async ratingChanges(
      gameId: string,
      playerId: string | null,
      inviteCode?: string | null,
    ) {
      visible(await games.load(gameId), playerId, inviteCode);
      return repository.ratingChanges(gameId);
    },

    /** A finished game's record for replays and exports (null while it runs). */
    finishedRecord: (gameId: string) => repository.finishedRecord(gameId),

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

  return server;
}

export type GameServer = ReturnType<typeof createGameServer>;

/**
 * The game if the caller may see it: a public table, one they sit at, or an invite-only
 * one whose code they hold. Anything else is "not found": an id alone opens nothing,
 * and does not even confirm that the table exists.
 */
function visible(
  game: StoredGame | null,
  playerId: string | null,
  inviteCode: string | null | undefined,
): StoredGame {
  if (
    game &&
    (game.isPublic ||
      inviteCode === game.inviteCode ||
      seatsOf(game, playerId).length > 0)
  )
    return game;
  throw notFound("Game");
}

function runEngine(state: GameState, seat: Seat, move: Move): GameState {
  try {
    return applyMove(state, seat, move);
  } catch (error) {
    if (error instanceof IllegalMoveError)
      throw new GameServerError("REFUSED", error.message, error.code);
    throw error;
  }
}
