// The players repository: players and accounts (Player, User, Account), assembled from
// one part per job. Each part keeps to one query style: the Prisma model API, except
// the two per-request checks in plain SQL (request-checks.ts says why).
import { sqlPool, type DbClient } from "../../client";
import { accountDeletion } from "./account-deletion";
import { accountRows } from "./accounts";
import { playerRows } from "./players";
import { requestChecks } from "./request-checks";
import type { PlayersRepository } from "./types";

export type * from "./types";

export function createPlayersRepository(db: DbClient): PlayersRepository {
  return {
    ...requestChecks(sqlPool(db)),
    ...playerRows(db),
    ...accountRows(db),
    ...accountDeletion(db),
  };
}
