// What a live subscriber receives when its game moves on: the position as its seat
// sees it, the events since its cursor, the turn deadline and, when it must act, its
// legal moves. A client needs nothing else to follow a game and play its turn, so it
// sends no request per move but the move itself.
//
// Every subscriber used to build its own frame and the transport serialised each one
// again. Subscribers in the same position (the spectators of a table, a player's
// several tabs, everyone woken by the same move) now share one frame per game version,
// seats and cursor, built once on this instance and frozen so the transport
// serialises it once too (see transformer.ts). Frames hang off the stored game object
// of their version, which is never changed (a commit replaces it): when the game
// moves on, its frames go with it.
import { legalMoves, redactEvent, toAct, viewFor } from "@3u3d/engine";
import type { GameEvent, Move, PlayerView, Seat } from "@3u3d/engine";

import { eventsAfter, type StoredGame } from "./game-store";

export interface LegalNow {
  version: number;
  /** The seat that must act now, when it is one of the receiver's; else null. */
  seat: Seat | null;
  moves: Move[];
}

export interface LiveFrame {
  version: number;
  status: StoredGame["status"];
  /** The moves after the subscriber's cursor, redacted for its seat (none on connect). */
  events: GameEvent[];
  view: PlayerView | null;
  turnDeadline: Date | null;
  legal: LegalNow;
}

/** When the player to act runs out of time, if the table has a turn timer. */
export function turnDeadline(game: StoredGame): Date | null {
  // The timer runs from the last move (or the deal); clients count down to it.
  const since = game.lastMoveAt ?? game.startedAt;
  return game.turnTimerSeconds && since && game.status === "PLAYING"
    ? new Date(since.getTime() + game.turnTimerSeconds * 1000)
    : null;
}

/** The moves the holder of `seats` may make now (none when no seat of theirs must act). */
export function legalNow(game: StoredGame, seats: readonly Seat[]): LegalNow {
  if (!game.state || seats.length === 0)
    return { version: game.version, seat: null, moves: [] };
  const acting = toAct(game.state);
  const seat = seats.find((s) => acting.includes(s)) ?? null;
  return {
    version: game.version,
    seat,
    moves: seat === null ? [] : legalMoves(game.state, seat),
  };
}

const framesByGame = new WeakMap<StoredGame, Map<string, LiveFrame>>();

/**
 * The frame that brings the holder of `seats` (none: a spectator) from version
 * `cursor` (-1: just connected, send the position only) to `game.version`. The view
 * is the first seat's. Shared and frozen: do not change it.
 */
export function liveFrame(
  game: StoredGame,
  seats: readonly Seat[],
  cursor: number,
): LiveFrame {
  let frames = framesByGame.get(game);
  if (!frames) {
    frames = new Map();
    framesByGame.set(game, frames);
  }
  const key = `${seats.join(",")}:${cursor}`;
  let frame = frames.get(key);
  if (!frame) {
    const seat = seats[0] ?? null;
    frame = Object.freeze({
      version: game.version,
      status: game.status,
      events:
        cursor === -1 ? [] : eventsAfter(game, cursor).map((e) => redactEvent(e, seat)),
      view: game.state ? viewFor(game.state, seat) : null,
      turnDeadline: turnDeadline(game),
      legal: legalNow(game, seats),
    });
    frames.set(key, frame);
  }
  return frame;
}
