// How long queries wait for one of the pool's connections (issue #65: the overload's
// reading of a database that is behind, packages/api/src/overload.ts). The pool's own
// `waitingCount` says how many wait, which does not tell a burst from a database that
// is behind: 200 tables opened at once on a quiet machine queued 10 and more queries
// for seconds, each served within milliseconds, and a count of 10 refused 60 tables
// and 140 streams the server then played at its usual pace; with 1,000 games on a busy
// machine a move's queries waited 1.5 s. The time the oldest waiter has waited tells
// them apart.
import { performance } from "node:perf_hooks";

import type pg from "pg";

/**
 * Starts timing `pool`'s waits for a connection: every `connect` (the pool's `query`
 * and Prisma's transactions check out through it) is noted until it has its connection.
 * Returns a reading: how long the query now waiting longest has waited (ms; 0 when none
 * waits). Checkouts are served in order, so the oldest one noted is the one in front.
 */
export function watchPoolWait(pool: pg.Pool): () => number {
  /** The checkouts not yet served, in the order they asked (a Set keeps it). */
  const waiting = new Set<{ since: number }>();
  type Callback = (error: Error | undefined, client?: unknown, done?: unknown) => void;
  // pg's two forms: with a callback (its `query` uses it) nothing is returned; without
  // one (Prisma's transactions) a promise is.
  const connect = pool.connect.bind(pool) as unknown as {
    (callback: Callback): void;
    (): Promise<unknown>;
  };
  const timed = (callback?: Callback) => {
    const ticket = { since: performance.now() };
    waiting.add(ticket);
    if (callback)
      return connect((error, client, done) => {
        waiting.delete(ticket);
        callback(error, client, done);
      });
    return connect().finally(() => waiting.delete(ticket));
  };
  pool.connect = timed as unknown as typeof pool.connect;
  return () => {
    for (const ticket of waiting) return performance.now() - ticket.since;
    return 0;
  };
}
