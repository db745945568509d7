// The master, after boardgame.io's: every move — a person's, a bot's or a timed-out
// turn's — goes through `apply`, which loads the game, runs the engine, commits with
// the version it started from, updates this instance's copy, tells every watcher (the
// bus) and announces the commit (events.ts), to which the bot driver listens. It also
// serves what watchers read: snapshots and their live updates.
//
//   submit ─▶ apply: cache.load ▸ engine ▸ games.commit ▸ cache.committed
//                    ▸ bus.publish (every instance's watchers) ▸ events "committed"
//                    ▸ "turn" (people whose turn it became)
import { applyMove, IllegalMoveError, outcome, toAct, viewFor } from "@3u3d/engine";
import { refusalWords } from "@3u3d/i18n/refusal";
import type { GameState, Move, Seat } from "@3u3d/engine";
import type {
  GameRepository,
  MoveRecord,
  StoredGame,
  StoredSeat,
} from "@3u3d/db/repositories";
import type { Locale } from "@3u3d/i18n";
import { addLogFields, log } from "@3u3d/log";

import {
  GameServerError,
  notFound,
  notYourSeat,
  serverWords,
  staleVersion,
  wrongStatus,
} from "./errors";
import { changes, type GameEventBus } from "./event-bus";
import type { GameServerMetrics, MoveKind } from "../metrics";
import type { GameServerEventHub } from "./events";
import type { GameCache } from "./game-cache";
import { rematchWaitMs } from "./rematch";
import { buildSnapshot, type GameSnapshot } from "./snapshot";
import type { StoredMessage } from "./table-talk";
import {
  actingSeats,
  ended,
  peopleAt,
  peopleNewlyToAct,
  personToAct,
  seatsOf,
  talkOpen,
  viewerOf,
  visibleTo,
} from "./table-policy";

/** After this many timed-out turns in a row, a bot keeps the seat until the person takes it back. */
export const TIMEOUTS_BEFORE_HANDOVER = 3;

/** Nobody hidden: the common case, shared. */
const NOBODY: ReadonlySet<string> = new Set();

/** Setup choices race only with other seats' choices: retry these a few times. */
const SETUP_RETRIES = 5;

export interface MoveResult {
  version: number;
  finished: boolean;
}

export interface MasterOptions {
  games: GameRepository;
  cache: GameCache;
  bus: GameEventBus;
  events: GameServerEventHub;
  /** How a table's turn timer (seconds) becomes milliseconds. */
  timerMs: (seconds: number) => number;
  /** The move a bot makes for `seat` (a timed-out person's turn). */
  think(game: StoredGame, seat: Seat): Promise<Move>;
  /** The table's latest talk. */
  latestTalk(gameId: string): Promise<StoredMessage[]>;
  /** The players whose talk a viewer does not see (blocked); none when not given. */
  hiddenSpeakers?: (viewerId: string) => Promise<ReadonlySet<string>>;
  /** Told of each committed move (a counter and a histogram: nothing slower). */
  metrics: GameServerMetrics;
}

export function createMaster(options: MasterOptions) {
  const { games, cache, bus, events, timerMs } = options;

  /** A seat's or a flag's change (not a move): every instance reads the game again. */
  async function changed(gameId: string) {
    cache.changed(gameId);
    await events.emit("changed", { gameId });
  }

  /**
   * A table was just dealt: a change like any other, and the turn of everyone who
   * acts first (announced here once, unlike a change, which restarts repeat).
   */
  async function dealt(gameId: string) {
    await changed(gameId);
    const game = await cache.load(gameId);
    if (!game) return;
    await announceTurn(game, game.version, [], actingSeats(game));
  }

  /** "turn": the people who must act at `version` and did not before, and who no longer must. */
  async function announceTurn(
    game: StoredGame,
    version: number,
    before: readonly Seat[],
    now: readonly Seat[],
  ) {
    const playerIds = peopleNewlyToAct(game, before, now);
    const donePlayerIds = peopleNewlyToAct(game, now, before);
    if (playerIds.length > 0 || donePlayerIds.length > 0)
      await events.emit("turn", {
        gameId: game.id,
        version,
        playerIds,
        donePlayerIds,
        turnTimerSeconds: game.turnTimerSeconds,
      });
  }

  /**
   * The game being played, for `playerId` to act in: a game they may not see is "not
   * found" before its status is told (a private game's state is nobody else's news).
   */
  async function playingGame(
    gameId: string,
    playerId: string,
  ): Promise<StoredGame & { state: GameState }> {
    const game = visible(await cache.load(gameId), playerId, null);
    if (game.status !== "PLAYING" || !game.state)
      throw wrongStatus(serverWords("notPlaying"));
    return game as StoredGame & { state: GameState };
  }

  /** The table's latest talk for its snapshots; bots-only games have none (and cost no query). */
  function talkAt(game: StoredGame): Promise<StoredMessage[]> | null {
    return talkOpen(game) ? options.latestTalk(game.id) : null;
  }

  /**
   * The speakers of `lines` whose words `playerId` does not see (blocked). Asked only
   * when someone other than the viewer has spoken, so most frames cost nothing.
   */
  async function hiddenIn(
    lines: readonly StoredMessage[] | null,
    playerId: string | null,
  ): Promise<ReadonlySet<string>> {
    const ask = options.hiddenSpeakers;
    if (!ask || !playerId || !lines?.some((m) => m.playerId !== playerId)) return NOBODY;
    const hidden = await ask(playerId);
    return hidden.size === 0 || !lines.some((m) => hidden.has(m.playerId))
      ? NOBODY
      : hidden;
  }

  /**
   * The game if the caller may see it (table-policy visibleTo); anything else is "not
   * found", the same answer as for no game at all, so every check that could tell a
   * stranger more (the version, the status, the seats) comes after this one.
   */
  function visible(
    game: StoredGame | null,
    playerId: string | null,
    inviteCode: string | null | undefined,
  ): StoredGame {
    if (game && visibleTo(game, playerId, inviteCode)) return game;
    throw notFound("game");
  }

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
    kind: MoveKind,
  ): Promise<MoveResult> {
    const began = performance.now();
    const byBot = kind !== "person";
    for (let attempt = 0; ; attempt++) {
      const game = await cache.load(gameId, expectedVersion);
      if (!game) throw notFound("game");
      if (game.status !== "PLAYING" || !game.state)
        throw wrongStatus(serverWords("notPlaying"));
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
      const record: MoveRecord = {
        seat,
        move,
        byBot,
        next,
        events,
        acting: result.finished ? [] : toAct(next),
        json,
      };
      const at = result.finished
        ? await games.commitFinal(game, record, { ...result, stalemate: next.stalemate })
        : await games.commitMove(game, record);
      if (at) {
        const version = game.version + 1;
        cache.committed(gameId, {
          version,
          state: next,
          events,
          finished: result.finished,
          at,
          stateBytes: json.next.length,
          eventBytes: json.events.length,
        });
        bus.publish(gameId, version);
        await announce(game, version, result.finished);
        await announceTurn(game, version, toAct(previous), record.acting);
        options.metrics.moveCommitted(kind, (performance.now() - began) / 1000);
        log().debug({ gameId, seat, version, kind }, "move committed");
        return { version, finished: result.finished };
      }
      // Someone else's move landed first: our copy is old.
      cache.forget(gameId);
      if (!simultaneous || attempt >= SETUP_RETRIES)
        throw staleVersion(game.version + 1, expectedVersion);
    }
  }

  async function announce(game: StoredGame, version: number, finished: boolean) {
    const gameId = game.id;
    if (finished)
      await events.emit("ended", {
        gameId,
        championshipId: game.championshipId,
        playerIds: peopleAt(game),
      });
    await events.emit("committed", { gameId, version, finished });
  }

  /**
   * When every person at the table has left (resigned, or handed to a bot after
   * timeouts), nobody is left to play for: the game ends where it stands, as abandoned,
   * rather than have bots play it out for an empty room. Leaving counts as a loss: it
   * is rated with those who left last (services/ratings.ts), and everyone is scored as
   * at any end (R-SCORE: the cards in hand; table cards only under the table's house
   * rule), which is what losing at that moment would cost. The rules page and the leave
   * prompt say so. Returns whether it ended the game (and told everyone).
   */
  async function endIfNobodyLeft(gameId: string): Promise<boolean> {
    return endWhere(gameId, (seats) => {
      const people = seats.filter((s) => s.playerId !== null);
      return people.length > 0 && people.every((s) => s.botControlled);
    });
  }

  /**
   * A guest's untimed game against bots nobody has moved in for a day is over where it
   * stands, abandoned: it has no clock to hand the seat on, and would otherwise stay
   * "being played" for ever (issue #63). Nobody is marked as having resigned.
   */
  const endIdle = (gameId: string) => endWhere(gameId, () => true);

  /** Ends a running game as abandoned, where it stands, if `over` says so under its lock. */
  async function endWhere(
    gameId: string,
    over: (seats: StoredSeat[]) => boolean,
  ): Promise<boolean> {
    const ended = await games.abandon(gameId, (state, seats) => {
      if (!over(seats)) return null;
      const { order, scores } = outcome(state);
      return { winner: state.winner, order, scores, stalemate: false };
    });
    if (!ended) return false;
    cache.changed(gameId);
    const game = await cache.load(gameId);
    await events.emit("ended", {
      gameId,
      championshipId: game?.championshipId ?? null,
      playerIds: game ? peopleAt(game) : [],
    });
    await events.emit("changed", { gameId });
    return true;
  }

  /** A person's move: `version` is the one they saw; the server decides the rest. */
  async function submit(
    gameId: string,
    playerId: string,
    move: Move,
    version: number,
  ): Promise<MoveResult> {
    // A version from the future is read for once (another instance may be ahead of
    // ours); if the database has not heard of it either, it is refused at once.
    let game = visible(await cache.load(gameId), playerId, null);
    if (version > game.version)
      game = visible(await cache.load(gameId, version), playerId, null);
    if (version > game.version) throw staleVersion(game.version, version);
    const mine = seatsOf(game, playerId);
    if (mine.length === 0) throw notYourSeat(serverWords("notAtTable"));
    if (!game.state) throw wrongStatus(serverWords("notStarted"));
    const acting = toAct(game.state);
    const seat: Seat = mine.find((s) => acting.includes(s)) ?? mine[0] ?? 0;
    if (game.seats[seat]?.botControlled) throw notYourSeat(serverWords("botHasSeat"));
    addLogFields({ seat }); // the request's lines from here on say whose move it is
    return apply(gameId, seat, move, version, "person");
  }

  /**
   * Hands the caller's seat to its bot (a resign: the game goes on for the others) or
   * takes back a seat a bot is playing for them.
   */
  async function setBotControl(gameId: string, playerId: string, botControlled: boolean) {
    const game = await playingGame(gameId, playerId);
    const seat = seatsOf(game, playerId)[0];
    if (seat === undefined) throw notYourSeat(serverWords("notAtTable"));
    if (!botControlled && !game.seats[seat]?.botControlled)
      throw wrongStatus(serverWords("alreadyPlaying"));
    await games.setBotControl(gameId, seat, botControlled);
    // Judged before any bot is woken, so no bot plays a move for an empty room.
    if (!(botControlled && (await endIfNobodyLeft(gameId)))) await changed(gameId);
    return seat;
  }

  /**
   * A guest who signed in to an account at a table takes their seat into it (issue
   * #63): the seat (and the host's part, if theirs) moves from the guest to the
   * account, unless the account already sits there, and every instance reads the table
   * again. Returns the seat, or null when the guest has none there.
   */
  async function moveSeat(gameId: string, guestId: string, accountId: string) {
    const seat = await games.moveSeat(gameId, guestId, accountId);
    if (seat !== null) await changed(gameId);
    return seat;
  }

  /**
   * The turn timer ran out at `version`: if the game is still there, a bot plays the
   * person's turn (and after too many in a row keeps the seat).
   */
  async function timeout(gameId: string, version: number): Promise<void> {
    const game = await cache.load(gameId, version);
    if (!game?.state || game.status !== "PLAYING" || game.version !== version) return;
    const seat = personToAct(game);
    if (seat === undefined) return;
    const move = await options.think(game, seat);
    try {
      await apply(gameId, seat, move, version, "timeout");
    } catch (error) {
      // Moved on meanwhile, or ended (everyone left): nothing to time out any more.
      const over =
        error instanceof GameServerError &&
        (error.kind === "STALE_VERSION" || error.kind === "WRONG_STATUS");
      if (over) return;
      throw error;
    }
    const { handedOver } = await games.recordTimeout(
      gameId,
      seat,
      TIMEOUTS_BEFORE_HANDOVER,
    );
    if (handedOver && !(await endIfNobodyLeft(gameId))) await changed(gameId);
  }

  /**
   * What `playerId` (null: a spectator) may know of the game now. An invite-only
   * table shows itself to its seated players and to holders of its invite code only.
   */
  async function snapshot(
    gameId: string,
    playerId: string | null,
    locale: Locale,
    inviteCode?: string | null,
  ): Promise<GameSnapshot> {
    const game = visible(await cache.load(gameId), playerId, inviteCode);
    const lines = await talkAt(game);
    const hidden = await hiddenIn(lines, playerId);
    return buildSnapshot(
      game,
      viewerOf(game, playerId),
      locale,
      -1,
      timerMs,
      lines,
      hidden,
    );
  }

  /**
   * The live snapshots of one game for one viewer: the position now (with the moves
   * after `lastVersion` when the viewer names one), then one each time the game moves
   * on or its seats change, until it has ended or `signal` aborts. A seated player's
   * stream outlives the end while a rematch may still be offered (rematchWaitMs: until
   * someone asks, at most REMATCH_WINDOW_MS), so the offer reaches them live. Throws
   * NOT_FOUND before the first snapshot when there is no such game.
   */
  async function* updates(
    gameId: string,
    playerId: string | null,
    locale: Locale,
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
        const game = visible(await cache.load(gameId, announced), playerId, inviteCode);
        // A move brings a frame; so do a change of seats (announced as LOOK_AGAIN) and a
        // new message (TALK_CHANGED), which leave the version where it was; the first
        // frame always comes.
        if (first || game.version > cursor || announced === undefined) {
          const lines = await talkAt(game);
          const hidden = await hiddenIn(lines, playerId);
          const viewer = viewerOf(game, playerId);
          yield buildSnapshot(game, viewer, locale, cursor, timerMs, lines, hidden);
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
  }

  /**
   * An ended game's rating changes (repository.ratingChanges), for whoever may see
   * its table; null while it runs.
   */
  async function ratingChanges(
    gameId: string,
    playerId: string | null,
    inviteCode?: string | null,
  ) {
    visible(await cache.load(gameId), playerId, inviteCode);
    return games.ratingChanges(gameId);
  }

  /**
   * The achievements the caller earned by an ended game (stored in its ending), for
   * the result screen; none for a spectator or while the game runs.
   */
  async function achievementsEarned(
    gameId: string,
    playerId: string | null,
    inviteCode?: string | null,
  ): Promise<string[]> {
    visible(await cache.load(gameId), playerId, inviteCode);
    if (!playerId) return [];
    const earned = await games.achievementsEarned(gameId);
    return earned.filter((a) => a.playerId === playerId).map((a) => a.key);
  }

  /**
   * After a (re)start, and now and then: the games whose bots or turn timers are
   * waiting, for the bot driver to schedule their turns (game-server.ts). A turn is
   * normally run by the instance that made the change; one that died between its
   * commit and the turn leaves it to this. Scheduling is idempotent.
   */
  async function resume(): Promise<string[]> {
    return games.gamesToResume();
  }

  return {
    apply,
    changed,
    dealt,
    visible,
    playingGame,
    submit,
    setBotControl,
    moveSeat,
    endIdle,
    timeout,
    snapshot,
    updates,
    ratingChanges,
    achievementsEarned,
    resume,
  };
}

export type Master = ReturnType<typeof createMaster>;

function runEngine(state: GameState, seat: Seat, move: Move): GameState {
  try {
    return applyMove(state, seat, move);
  } catch (error) {
    // The engine's code is coarse on purpose; the words for the player are told apart
    // from what the mover could see (an equal palace card, a card under a 3…).
    if (error instanceof IllegalMoveError)
      throw new GameServerError(
        "REFUSED",
        error.message,
        error.code,
        refusalWords(error.code, viewFor(state, seat), move),
      );
    throw error;
  }
}
