// The lobby's lists: open tables to join and public games to watch.
import type { DbClient } from "@3u3d/db";

import { decodeConfig } from "../game-server/decode";
import { rulesetSchema } from "../schemas";
import { seatName } from "./seat-name";

/** The options the table was created with, so the lists can say what it plays by. */
const optionsOf = (config: unknown) => decodeConfig(config).options ?? {};

/** Open public tables with a free human seat, newest first. */
export async function listOpenTables(db: DbClient, limit: number) {
  const games = await db.game.findMany({
    where: { status: "LOBBY", isPublic: true },
    orderBy: { createdAt: "desc" },
    take: limit,
    select: {
      id: true,
      ruleset: true,
      config: true,
      seatCount: true,
      createdAt: true,
      seats: {
        select: {
          seat: true,
          playerId: true,
          botLevel: true,
          player: { select: { displayName: true } },
        },
      },
    },
  });
  return games
    .map((g) => ({
      id: g.id,
      ruleset: rulesetSchema.parse(g.ruleset),
      options: optionsOf(g.config),
      seatCount: g.seatCount,
      createdAt: g.createdAt,
      seats: g.seats.map((s) => ({
        seat: s.seat,
        bot: s.botLevel,
        player: s.player?.displayName ?? null,
      })),
      freeSeats: g.seats.filter((s) => s.playerId === null && s.botLevel === null).length,
    }))
    .filter((g) => g.freeSeats > 0);
}

/** Public games being played right now, newest first: anyone may watch them. */
export async function listLiveTables(db: DbClient, limit: number) {
  const games = await db.game.findMany({
    where: { status: "PLAYING", isPublic: true },
    orderBy: { startedAt: "desc" },
    take: limit,
    select: {
      id: true,
      ruleset: true,
      config: true,
      seats: {
        orderBy: { seat: "asc" },
        select: { botLevel: true, player: { select: { displayName: true } } },
      },
    },
  });
  return games.map((g) => ({
    id: g.id,
    ruleset: rulesetSchema.parse(g.ruleset),
    options: optionsOf(g.config),
    players: g.seats.map((s, i) => seatName(s.player, s.botLevel, i)),
  }));
}
