// The live updates of one game for one caller, as a sequence of frames: the position
// now, then one frame each time the game moves on, until it is finished or the caller
// leaves. Both live transports use it: tRPC's `game.subscribe` and the plain event
// stream the browser reads (event-stream.ts), so they can never disagree.
import type { Seat } from "@3u3d/engine";

import { notFound } from "./errors";
import { changes, type GameEventBus } from "./event-bus";
import type { GameStore } from "./game-store";
import { liveFrame, type LiveFrame } from "./live-frames";

export interface LiveUpdateDeps {
  games: GameStore;
  bus: GameEventBus;
}

export interface LiveUpdateRequest {
  gameId: string;
  /** The caller's player (null: a spectator). */
  playerId: string | null;
  /** The last version the caller has (null: just connected, send the position only). */
  lastVersion: number | null;
}

/** The seats a player holds at a game (usually one). */
export function seatsOf(
  seats: readonly { seat: number; playerId: string | null }[],
  playerId: string | null,
): Seat[] {
  return playerId ? seats.filter((s) => s.playerId === playerId).map((s) => s.seat) : [];
}

/**
 * Frames for the caller, each bringing it to the game's newest version (events since
 * its cursor redacted for its seat). Throws NOT_FOUND before the first frame when the
 * game does not exist. Ends when the game is finished or `signal` aborts.
 */
export async function* liveUpdates(
  deps: LiveUpdateDeps,
  request: LiveUpdateRequest,
  signal: AbortSignal | undefined,
): AsyncGenerator<LiveFrame, void, undefined> {
  // Listening before the first read closes the gap between the two.
  const wakeups = changes(deps.bus, request.gameId, signal);
  try {
    let cursor = request.lastVersion ?? -1;
    let announced: number | undefined;
    for (;;) {
      // Kept in memory per instance: a wake-up reads the database only when this
      // instance has not seen the announced version yet.
      const game = await deps.games.load(request.gameId, announced);
      if (!game) throw notFound("Game");
      if (game.version > cursor || cursor === -1) {
        yield liveFrame(game, seatsOf(game.seats, request.playerId), cursor);
        cursor = game.version;
      }
      if (game.status === "FINISHED") return;
      const next = await wakeups.next();
      if (next === null) return;
      announced = next >= 0 ? next : undefined;
    }
  } finally {
    wakeups.close();
  }
}
