// Plain SQL on the client's node-postgres pool (`db.pool`), for the repositories'
// hot paths: what a statement runs on, and a transaction on one pooled connection.
// Prisma's interactive transactions cost its query compiler on every statement; these
// cost the statement (packages/db/README.md, "Query style").
import type pg from "pg";

/** What a statement runs on: the pool itself, or one connection inside a transaction. */
export interface Sql {
  query<Row extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<Row>>;
  /** A named statement is prepared once per connection, then only bound and run. */
  query<Row extends pg.QueryResultRow = pg.QueryResultRow>(
    config: pg.QueryConfig<unknown[]>,
  ): Promise<pg.QueryResult<Row>>;
}

/**
 * Runs `fn` in one transaction on one connection of `pool`: committed when it returns,
 * rolled back when it throws (the error is thrown on). A connection whose rollback
 * fails is broken, and is dropped rather than handed back to the pool.
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  fn: (sql: Sql) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query("begin");
    const value = await fn(client);
    await client.query("commit");
    return value;
  } catch (error) {
    await client.query("rollback").catch((failed: unknown) => {
      broken = failed instanceof Error ? failed : new Error(String(failed));
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
