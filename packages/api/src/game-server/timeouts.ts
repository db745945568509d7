// A person's turn timer ran out (the scheduler's "deadline" job, deadlines.ts): the
// seat's bot plays the turn for them through the one path of moves, and after
// TIMEOUTS_BEFORE_HANDOVER in a row keeps the seat until the person takes it back.
import type { GameRepository } from "@3u3d/db/repositories";

import type { Announcer } from "./announce";
import { GameServerError } from "./errors";
import type { GameCache } from "./game-cache";
import type { Moves } from "./moves";
import type { SeatControl } from "./seat-control";
import { personToAct } from "./table-policy";
import type { Thinking } from "./think";

/** After this many timed-out turns in a row, a bot keeps the seat until the person takes it back. */
export const TIMEOUTS_BEFORE_HANDOVER = 3;

export interface TimeoutsOptions {
  games: Pick<GameRepository, "recordTimeout">;
  cache: Pick<GameCache, "load">;
  apply: Moves["apply"];
  /** The move the seat's bot makes in the person's place (think.ts). */
  botMove: Thinking["botMove"];
  endIfNobodyLeft: SeatControl["endIfNobodyLeft"];
  announce: Pick<Announcer, "changed">;
}

/**
 * The turn timer ran out at `version`: if the game is still there, a bot plays the
 * person's turn (and after too many in a row keeps the seat).
 */
export function createTimeout(options: TimeoutsOptions) {
  const { games, cache } = options;
  return async function timeout(gameId: string, version: number): Promise<void> {
    const game = await cache.load(gameId, version);
    if (!game?.state || game.status !== "PLAYING" || game.version !== version) return;
    const seat = personToAct(game);
    if (seat === undefined) return;
    const move = await options.botMove(game, seat);
    try {
      await options.apply(gameId, seat, move, version, "timeout");
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
    if (handedOver && !(await options.endIfNobodyLeft(gameId)))
      await options.announce.changed(gameId);
  };
}
