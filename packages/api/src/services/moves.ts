// Applying a move to a stored game. The engine runs on this instance's copy of the
// game (game-store.ts); the write is one statement that bumps the version only if the
// database still holds the version the move was computed from, and appends the move
// with its events. Two racing submits (here or on another instance) cannot both pass
// that check, so nothing is ever applied twice; the loser is told the game moved on.
// The final move of a game also writes the result and ratings, in one transaction.
import { applyMove, outcome, toAct } from "@3u3d/engine";
import type { GameEvent, GameState, Move, Seat } from "@3u3d/engine";
import { sqlPool, type DbClient, type Prisma } from "@3u3d/db";

import { conflict, forbidden, notFound, toTrpcError } from "./errors";
import { inTransaction } from "./game-record";
import type { GameStore, StoredGame } from "./game-store";
import { updateRatings } from "./ratings";

export interface SubmitMove {
  gameId: string;
  seat: Seat;
  move: Move;
  /** The game version the mover saw; a different one means the move is stale. */
  expectedVersion: number;
  byBot?: boolean;
}

export interface MoveApplied {
  version: number;
  events: GameEvent[];
  finished: boolean;
  toAct: Seat[];
}

export interface MoveDeps {
  db: DbClient;
  games: GameStore;
}

/** Setup choices race only with other seats' choices: retry these a few times. */
const SETUP_RETRIES = 5;

export async function submitMove(
  deps: MoveDeps,
  input: SubmitMove,
): Promise<MoveApplied> {
  for (let attempt = 0; ; attempt++) {
    const game = await deps.games.load(input.gameId, input.expectedVersion);
    if (!game) throw notFound("Game");
    const next = nextState(game, input);
    const version = game.version + 1;
    const previous = game.state as GameState;
    const events = next.log.filter((e) => e.seq > previous.eventSeq);
    const result = outcome(next);
    const at = result.finished
      ? await commitFinal(deps.db, game, input, next, events)
      : await commit(deps.db, game, input, next, events);
    if (at) {
      deps.games.committed(input.gameId, {
        version,
        state: next,
        events,
        finished: result.finished,
        at,
      });
      return { version, events, finished: result.finished, toAct: toAct(next) };
    }
    // Someone else's move landed first: our copy is old.
    deps.games.forget(input.gameId);
    const simultaneous = input.move.type === "setup" && previous.phase === "setup";
    if (!simultaneous || attempt >= SETUP_RETRIES) throw movedOn(game.version + 1, input);
  }
}

/** The engine's answer to this move on this version, or the reason it is refused. */
function nextState(game: StoredGame, input: SubmitMove): GameState {
  if (game.status !== "PLAYING" || !game.state)
    throw conflict("This game is not being played.");
  // Setup choices are made at the same time by everyone, so other seats' choices
  // move the version on; a seat's own second choice is refused by the engine
  // (ALREADY_CHOSEN), which keeps the never-twice guarantee.
  const simultaneous = input.move.type === "setup" && game.state.phase === "setup";
  if (input.expectedVersion !== game.version && !simultaneous)
    throw movedOn(game.version, input);
  if (!game.seats.some((s) => s.seat === input.seat))
    throw forbidden("There is no such seat.");
  try {
    return applyMove(game.state, input.seat, input.move);
  } catch (error) {
    throw toTrpcError(error);
  }
}

function movedOn(version: number, input: SubmitMove) {
  return conflict(
    `The game has moved on (version ${version}, you sent ${input.expectedVersion}): refresh and try again.`,
  );
}

/**
 * One statement: the version check, the new state, the appended move and, for a human's
 * move, its seat's timeout count reset. Returns the move's time, or null when the
 * database no longer holds the version we started from.
 */
async function commit(
  db: DbClient,
  game: StoredGame,
  input: SubmitMove,
  next: GameState,
  events: GameEvent[],
): Promise<Date | null> {
  const result = await sqlPool(db).query<{ createdAt: Date }>(
    `with bumped as (
       update "Game" set version = $3, state = $4::jsonb, "updatedAt" = now() at time zone 'utc'
       where id = $1 and version = $2 and status = 'PLAYING'
       returning id
     ),
     -- Timeouts count turns in a row: a turn the human played starts the count again.
     played as (
       update "GameSeat" set timeouts = 0
       where "gameId" = (select id from bumped) and seat = $5 and timeouts > 0 and not $8
     )
     insert into "GameMove" ("gameId", seq, seat, move, events, "byBot")
     select id, $3, $5, $6::jsonb, $7::jsonb, $8 from bumped
     returning "createdAt"`,
    [
      game.id,
      game.version,
      game.version + 1,
      JSON.stringify(next),
      input.seat,
      JSON.stringify(input.move),
      JSON.stringify(events),
      input.byBot ?? false,
    ],
  );
  return result.rows[0]?.createdAt ?? null;
}

/** The last move: state, move, result and ratings together, or nothing (null). */
async function commitFinal(
  db: DbClient,
  game: StoredGame,
  input: SubmitMove,
  next: GameState,
  events: GameEvent[],
): Promise<Date | null> {
  const version = game.version + 1;
  const result = outcome(next);
  const finishedAt = new Date();
  try {
    return await inTransaction(db, async (tx) => {
      const bumped = await tx.game.updateMany({
        where: { id: game.id, version: game.version, status: "PLAYING" },
        data: {
          version,
          state: next as unknown as Prisma.InputJsonValue,
          status: "FINISHED",
          finishedAt,
        },
      });
      if (bumped.count === 0) throw new LostRace();
      const move = await tx.gameMove.create({
        data: {
          gameId: game.id,
          seq: version,
          seat: input.seat,
          move: input.move,
          events,
          byBot: input.byBot ?? false,
        },
        select: { createdAt: true },
      });
      await updateRatings(tx, next.config.ruleset, game.seats, result);
      await tx.gameResult.create({
        data: {
          gameId: game.id,
          winnerSeat: result.winner,
          stalemate: next.stalemate,
          order: result.order,
          scores: result.scores,
        },
      });
      return move.createdAt;
    });
  } catch (error) {
    if (error instanceof LostRace) return null;
    throw error;
  }
}

class LostRace extends Error {}
