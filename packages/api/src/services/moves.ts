// Applying a move to a stored game: one transaction that locks the game row, checks
// the version the client saw, runs the engine, appends the move with its events and
// replaces the state snapshot. Two racing submits serialize on the lock; the second
// sees a newer version and is refused, so nothing is ever applied twice.
import { applyMove, outcome, toAct } from "@3u3d/engine";
import type { GameEvent, GameState, Move, Seat } from "@3u3d/engine";
import type { DbClient, Prisma } from "@3u3d/db";

import { conflict, forbidden, notFound, toTrpcError } from "./errors";
import { inTransaction, loadForUpdate } from "./game-record";
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

export async function submitMove(db: DbClient, input: SubmitMove): Promise<MoveApplied> {
  return inTransaction(db, async (tx) => {
    const game = await loadForUpdate(tx, input.gameId);
    if (!game) throw notFound("Game");
    if (game.status !== "PLAYING" || !game.state)
      throw conflict("This game is not being played.");
    // Setup choices are made at the same time by everyone, so other seats' choices
    // move the version on; a seat's own second choice is refused by the engine
    // (ALREADY_CHOSEN), which keeps the never-twice guarantee.
    const simultaneous = input.move.type === "setup" && game.state.phase === "setup";
    if (input.expectedVersion !== game.version && !simultaneous) {
      throw conflict(
        `The game has moved on (version ${game.version}, you sent ${input.expectedVersion}): refresh and try again.`,
      );
    }
    if (!game.seats.some((s) => s.seat === input.seat))
      throw forbidden("There is no such seat.");
    const previous = game.state;
    let next: GameState;
    try {
      next = applyMove(previous, input.seat, input.move);
    } catch (error) {
      throw toTrpcError(error);
    }
    const events = next.log.filter((e) => e.seq > previous.eventSeq);
    const version = game.version + 1;
    await tx.gameMove.create({
      data: {
        gameId: input.gameId,
        seq: version,
        seat: input.seat,
        move: input.move,
        events: events,
        byBot: input.byBot ?? false,
      },
    });
    const result = outcome(next);
    await tx.game.update({
      where: { id: input.gameId },
      data: {
        version,
        state: next as unknown as Prisma.InputJsonValue,
        ...(result.finished ? { status: "FINISHED", finishedAt: new Date() } : {}),
      },
    });
    if (result.finished) {
      await updateRatings(tx, next.config.ruleset, game.seats, result);
      await tx.gameResult.create({
        data: {
          gameId: input.gameId,
          winnerSeat: result.winner,
          stalemate: next.stalemate,
          order: result.order,
          scores: result.scores,
        },
      });
    }
    return { version, events, finished: result.finished, toAct: toAct(next) };
  });
}
