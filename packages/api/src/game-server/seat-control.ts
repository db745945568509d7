// Seats changing hands in a running game: a person hands their seat to its bot (a
// resign) or takes it back, a guest who signs in takes their seat into the account,
// and a game nobody is left to play for ends where it stands.
import { outcome } from "@3u3d/engine";
import type { GameRepository, StoredSeat } from "@3u3d/db/repositories";

import type { Announcer } from "./announce";
import { notYourSeat, serverWords, wrongStatus } from "./errors";
import type { GameCache } from "./game-cache";
import { seatsOf } from "./table-policy";
import { playingGame } from "./visible";

export interface SeatControlOptions {
  games: Pick<GameRepository, "abandon" | "setBotControl" | "moveSeat">;
  cache: Pick<GameCache, "load">;
  announce: Pick<Announcer, "changed" | "abandoned">;
}

export function createSeatControl(options: SeatControlOptions) {
  const { games, cache, announce } = options;

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
    await announce.abandoned(gameId);
    return true;
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
  function endIfNobodyLeft(gameId: string): Promise<boolean> {
    return endWhere(gameId, (seats) => {
      const people = seats.filter((s) => s.playerId !== null);
      return people.length > 0 && people.every((s) => s.botControlled);
    });
  }

  return {
    endIfNobodyLeft,

    /**
     * A guest's untimed game against bots nobody has moved in for a day is over where it
     * stands, abandoned: it has no clock to hand the seat on, and would otherwise stay
     * "being played" for ever (issue #63). Nobody is marked as having resigned.
     */
    endIdle: (gameId: string) => endWhere(gameId, () => true),

    /**
     * Hands the caller's seat to its bot (a resign: the game goes on for the others) or
     * takes back a seat a bot is playing for them.
     */
    setBotControl: async (gameId: string, playerId: string, botControlled: boolean) => {
      const game = await playingGame(cache, gameId, playerId);
      const seat = seatsOf(game, playerId)[0];
      if (seat === undefined) throw notYourSeat(serverWords("notAtTable"));
      if (!botControlled && !game.seats[seat]?.botControlled)
        throw wrongStatus(serverWords("alreadyPlaying"));
      await games.setBotControl(gameId, seat, botControlled);
      // Judged before any bot is woken, so no bot plays a move for an empty room.
      if (!(botControlled && (await endIfNobodyLeft(gameId))))
        await announce.changed(gameId);
      return seat;
    },

    /**
     * A guest who signed in to an account at a table takes their seat into it (issue
     * #63): the seat (and the host's part, if theirs) moves from the guest to the
     * account, unless the account already sits there, and every instance reads the
     * table again. Returns the seat, or null when the guest has none there.
     */
    moveSeat: async (gameId: string, guestId: string, accountId: string) => {
      const seat = await games.moveSeat(gameId, guestId, accountId);
      if (seat !== null) await announce.changed(gameId);
      return seat;
    },
  };
}

export type SeatControl = ReturnType<typeof createSeatControl>;
