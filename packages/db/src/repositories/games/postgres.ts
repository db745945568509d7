// The games repository on PostgreSQL, assembled from its three parts (contract.ts):
// the move path (play.ts: plain SQL on the pool, no ORM), the table queries
// (tables.ts) and the records (records.ts). These are the only code that writes Game,
// GameSeat, GameMove and GameResult rows; an ending writes Rating and Achievement rows
// through their repositories' writes, on its own transaction (ending.ts).
import type { DbClient } from "../../client";
import type { GameRepository } from "./contract";
import { createPostgresPlay } from "./play";
import { createPostgresRecords } from "./records";
import { createPostgresTables, type TableWrites } from "./tables";
import type { EndingRules } from "./types";

/** The games repository on `db`: its move path runs on `db.pool`, the client's own pool. */
export function createPostgresGames(
  db: DbClient,
  rules: EndingRules,
): GameRepository & TableWrites {
  return {
    ...createPostgresPlay(db.pool, rules),
    ...createPostgresTables(db),
    ...createPostgresRecords(db),
  };
}
