// Rows the repository tests stand on, written with the client directly: a game in any
// status at any time (an ended game finished on a given day), which the games
// repository would only reach by playing it out.
import type { DbClient } from "../../src";

let tables = 0;

/** A table with `seats` seats (the players given sit in the first ones), in `status`. */
export async function tableWith(
  db: DbClient,
  players: (string | null)[],
  status: "LOBBY" | "PLAYING" | "FINISHED" | "ABANDONED",
  extra: { finishedAt?: Date; hostPlayerId?: string } = {},
): Promise<string> {
  tables++;
  const game = await db.game.create({
    data: {
      ruleset: "3up3down",
      config: { players: players.length },
      seed: `seed-${tables}`,
      status,
      inviteCode: `T${String(tables).padStart(7, "0")}`,
      seatCount: players.length,
      ...extra,
      seats: {
        create: players.map((playerId, seat) => ({
          seat,
          playerId,
          botLevel: playerId ? null : "heuristic",
        })),
      },
    },
    select: { id: true },
  });
  return game.id;
}
