// The coach: a hint for the player's own turn at a table of bots (the expert's move
// from their seat's view, with its reason) and the post-game analysis (analysis.ts).
// It reads games through the master and plays nothing: a hint is advice. A hint is
// searched once per position and seat (hint-cache.ts), in the coach's lane
// (coach-lane.ts), never in front of a bot's move.
import { toAct, viewFor } from "@3u3d/engine";
import type { Hint } from "@3u3d/engine";
import { explainMove, seatHistory } from "@3u3d/ai";
import type { RateLimiter } from "@3u3d/auth";
import type { GameRepository } from "@3u3d/db/repositories";

import type { AnalysisSummary, Analyst } from "./analysis";
import type { CoachLane } from "./coach-lane";
import {
  invalid,
  notYourSeat,
  refusalMsg,
  serverWords,
  staleVersion,
  tooMany,
  wrongStatus,
} from "./errors";
import { eventsAfter } from "./game-cache";
import { createHintCache } from "./hint-cache";
import type { Master } from "./master";
import { hintRefusal, seatsOf } from "./table-policy";
import type { Thinking } from "./think";
import { waitInWords } from "../wait-in-words";

export interface CoachOptions {
  games: GameRepository;
  master: Pick<Master, "playingGame" | "changed">;
  /** The move `level` advises from `seat`'s view (think.ts), asked in the coach's lane. */
  advice: Thinking["advice"];
  /** Hints come one at a time per person. */
  hintLimiter: RateLimiter;
  /** Where hints wait for a search (at most a few at once per instance). */
  lane: CoachLane;
  analyst: Analyst;
}

export function createCoach(options: CoachOptions) {
  const { games, master, analyst, lane } = options;
  const hints = createHintCache();
  return {
    /**
     * A hint for the caller's turn at `version`: the expert's move from their seat's
     * view and history only, and its reason. Only at a table of bots and where no
     * rating of the asker's is at stake (hintRefusal); the game is marked (a hinted
     * game is never rated, should the guest asking sign up). Asked again for the same
     * position, it is the same answer, free of charge.
     */
    async hint(gameId: string, playerId: string, version: number): Promise<Hint> {
      // Who may see the game first: a stranger learns neither its status nor its version.
      const game = await master.playingGame(gameId, playerId);
      if (version !== game.version) throw staleVersion(game.version, version);
      const seat = seatsOf(game, playerId)[0];
      if (seat === undefined) throw notYourSeat(serverWords("notAtTable"));
      const refused = hintRefusal(game, seat);
      if (refused) throw invalid(serverWords(refused));
      if (!toAct(game.state).includes(seat) || game.seats[seat]?.botControlled)
        throw wrongStatus(serverWords("hintNotYourTurn"));
      const given = hints.find(gameId, version, seat);
      if (given) return given;
      const verdict = await options.hintLimiter.attempt(playerId);
      if (!verdict.ok)
        throw tooMany(
          refusalMsg("analysis.hintsTooFast", {
            wait: waitInWords(verdict.retryAfterMs),
          }),
        );
      // Another ask of this position may have started the search meanwhile.
      return (
        hints.find(gameId, version, seat) ??
        hints.keep(
          gameId,
          version,
          seat,
          lane.hint(async () => {
            // Marked once the coach takes the hint: a busy coach's refusal leaves the
            // game unmarked, as no hint was given.
            if (!game.hintsUsed) {
              if (!(await games.markHintsUsed(gameId)))
                throw wrongStatus(serverWords("notPlaying"));
              await master.changed(gameId);
            }
            const move = await options.advice(game, seat, "expert");
            const history = seatHistory(eventsAfter(game, 0), seat);
            return { move, why: explainMove(viewFor(game.state, seat), history, move) };
          }),
        )
      );
    },

    /** The caller's post-game analysis of an ended game of theirs, as far as it has got. */
    analysis: (gameId: string, playerId: string): Promise<AnalysisSummary> =>
      analyst.get(gameId, playerId),

    /** Starts it (once per game and seat): it runs in steps in the analysis queue. */
    analyse: (gameId: string, playerId: string): Promise<AnalysisSummary> =>
      analyst.start(gameId, playerId),
  };
}

export type Coach = ReturnType<typeof createCoach>;
