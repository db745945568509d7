// Moves, after boardgame.io's master: every move — a person's, a bot's or a timed-out
// turn's — goes through `apply`, which loads the game, runs the engine, commits with
// the version it started from, updates this instance's copy, tells every watcher (the
// bus) and announces the commit (announce.ts), to which the turns listen.
//
//   submit ─▶ apply: cache.load ▸ engine ▸ games.commit ▸ cache.committed
//                    ▸ bus.publish (every instance's watchers) ▸ events "committed"
//                    ▸ "turn" (people whose turn it became)
import { applyMove, IllegalMoveError, outcome, toAct, viewFor } from "@3u3d/engine";
import { refusalWords } from "@3u3d/i18n/refusal";
import type { GameState, Move, Seat } from "@3u3d/engine";
import type { GameRepository, MoveRecord } from "@3u3d/db/repositories";
import { addLogFields, log } from "@3u3d/log";

import type { Announcer } from "./announce";
import {
  GameServerError,
  notFound,
  notYourSeat,
  serverWords,
  staleVersion,
  wrongStatus,
} from "./errors";
import type { GameEventBus } from "./event-bus";
import type { GameServerMetrics, MoveKind } from "../metrics";
import type { GameCache } from "./game-cache";
import { seatsOf } from "./table-policy";
import { visible } from "./visible";

/** Setup choices race only with other seats' choices: retry these a few times. */
const SETUP_RETRIES = 5;

export interface MoveResult {
  version: number;
  finished: boolean;
}

export interface MovesOptions {
  games: Pick<GameRepository, "commitMove" | "commitFinal">;
  cache: GameCache;
  bus: GameEventBus;
  announce: Pick<Announcer, "moved">;
  /** Told of each committed move (a counter and a histogram: nothing slower). */
  metrics: GameServerMetrics;
}

export interface Moves {
  /**
   * The one path of a move: the engine's answer on the version the mover saw, one
   * guarded write, then everyone is told. Throws STALE_VERSION when the game moved on
   * and REFUSED (with the engine's code) when the rules say no.
   */
  apply: (
    gameId: string,
    seat: Seat,
    move: Move,
    expectedVersion: number,
    kind: MoveKind,
  ) => Promise<MoveResult>;
  /** A person's move: `version` is the one they saw; the server decides the rest. */
  submit: (
    gameId: string,
    playerId: string,
    move: Move,
    version: number,
  ) => Promise<MoveResult>;
}

export function createMoves(options: MovesOptions): Moves {
  const { games, cache, bus, announce } = options;

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
        await announce.moved(
          game,
          version,
          result.finished,
          toAct(previous),
          record.acting,
        );
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

  return {
    apply,
    async submit(gameId, playerId, move, version) {
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
    },
  };
}

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
