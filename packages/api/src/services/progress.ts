// A player's progress per ruleset, as every profile shows it: the stored rating, the
// counters of all their games with a result (rated or not: the progress repository
// says which count and how), the record against each bot level from the weakest up,
// and the rating after each of the last rated games for the graph. Aggregates only:
// no game's id, so a stranger learns nothing they could open.
import { BOT_LEVELS, isBotLevel } from "@3u3d/ai";
import type { Repositories } from "@3u3d/db/repositories";

import { ratingSummary } from "./ratings";

/** Rated games drawn in the graph: the last ones, enough to see a trend on a phone. */
export const GRAPH_POINTS = 100;

const LEVEL_ORDER: string[] = BOT_LEVELS.map((l) => l.level);
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

export async function progressOf(
  repositories: Pick<Repositories, "progress" | "ratings">,
  playerId: string,
) {
  const [records, ratings] = await Promise.all([
    repositories.progress.progressOf(playerId, { points: GRAPH_POINTS }),
    repositories.ratings.ratingsOf(playerId),
  ]);
  return records.map(({ averagePlace, averagePenalty, levels, ...record }) => {
    const stored = ratings.find((r) => r.ruleset === record.ruleset);
    const shown = stored && ratingSummary(stored);
    return {
      ...record,
      averagePlace: oneDecimal(averagePlace),
      averagePenalty: oneDecimal(averagePenalty),
      /** Null until a rated game of the ruleset (guests are never rated). */
      rating: shown
        ? {
            rating: shown.rating,
            deviation: shown.deviation,
            provisional: shown.provisional,
          }
        : null,
      levels: levels
        // A level no longer offered is left out (its name is not in the catalogues).
        .flatMap((l) => (isBotLevel(l.level) ? [{ ...l, level: l.level }] : []))
        .sort((a, b) => LEVEL_ORDER.indexOf(a.level) - LEVEL_ORDER.indexOf(b.level)),
    };
  });
}
