// The players repository: players and accounts (Player, PlayerHandle, User, Account), assembled from
// one part per job. Each part keeps to one query style: the Prisma model API, except
// the two per-request checks in plain SQL (request-checks.ts says why).
import type { DbClient } from "../../client";
import { accountDeletion } from "./account-deletion";
import { accountRows } from "./accounts";
import { handleRows } from "./handles";
import { playerRows } from "./players";
import { requestChecks } from "./request-checks";
import type { PlayersRepository } from "./types";

export type * from "./types";

export function createPlayersRepository(db: DbClient): PlayersRepository {
  const { forgetGuests, ...checks } = requestChecks(db.pool);
  // Signing up, signing in with a provider and deleting an account can each end a
  // guest: after any of them this instance asks again, so the old guest cookie stops
  // acting at once here (other instances believe it for GUEST_CHECK_TTL_MS at most).
  const thenForgetGuests = <Part extends object>(part: Part): Part =>
    Object.fromEntries(
      Object.entries(part).map(([name, method]) => [
        name,
        async (...args: unknown[]) => {
          try {
            return await (method as (...a: unknown[]) => Promise<unknown>)(...args);
          } finally {
            forgetGuests();
          }
        },
      ]),
    ) as Part;
  return {
    ...checks,
    ...playerRows(db),
    ...handleRows(db),
    ...thenForgetGuests(accountRows(db)),
    ...thenForgetGuests(accountDeletion(db)),
  };
}
