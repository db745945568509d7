// Two people's pair lock: a transaction-scoped advisory lock on the unordered pair, so
// a block, a new challenge and an accept between the same two people take turns. Why
// not the Player rows' locks: a game's end locks those (ratings), and this must not
// wait on a game.
import type { Prisma } from "../../generated/prisma/client";

/** The advisory-lock namespace of friend pairs (pairing's pools use 3636). */
const PAIR_LOCK_CLASS = 3637;

export async function lockPair(tx: Prisma.TransactionClient, a: string, b: string) {
  const key = a < b ? `${a}/${b}` : `${b}/${a}`;
  await tx.$queryRaw`
    select 1 as locked from pg_advisory_xact_lock(${PAIR_LOCK_CLASS}::int, hashtext(${key}))`;
}

// A pair lock may wait for another transaction on the same two people.
export const TX_OPTIONS = { maxWait: 10_000, timeout: 20_000 };
