// The friends repository: follows, blocks and challenges between accounts, one part
// per job (follows.ts, people.ts, blocks.ts, challenges.ts). The three that race — a block, a new
// challenge, an accept — take the same pair lock (pair-lock.ts).
import type { DbClient } from "../../client";
import { blockRows } from "./blocks";
import type { TableWrites } from "../pairing";
import { challengeRows } from "./challenges";
import { followRows } from "./follows";
import { peopleRows } from "./people";
import type { FriendsRepository } from "./types";

export type * from "./types";

export function createFriendsRepository(
  db: DbClient,
  games: TableWrites,
): FriendsRepository {
  return {
    ...followRows(db),
    ...peopleRows(db),
    ...blockRows(db),
    ...challengeRows(db, games),
  };
}
