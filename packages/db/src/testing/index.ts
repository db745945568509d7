import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";

import { HANG_GUARD_MS } from "@3u3d/vitest-config";

import { closeDbClient, createDbClient, type DbClient } from "../client";
import {
  createRepositories,
  type AchievementRule,
  type EndingRules,
  type RatingRule,
  type Repositories,
} from "../repositories";

import "./provided-context";

/**
 * A plain rating rule for tests and benchmarks that end games: the winner gains a point,
 * everyone else loses one (enough to read, lock and write each rating).
 */
export const pointForTheWinner: RatingRule = ({ seats, result, current }) => {
  const changes = seats.map(() => null as { before: number; after: number } | null);
  const updates = seats.flatMap((s) => {
    if (!s.playerId) return [];
    const before = current.get(s.playerId)?.mu ?? 25;
    const after = before + (result.winner === s.seat ? 1 : -1);
    changes[s.seat] = { before, after };
    const win: 0 | 1 = result.winner === s.seat ? 1 : 0;
    return [
      {
        playerId: s.playerId,
        rating: { mu: after, sigma: 8 },
        win,
        penalty: result.scores[s.seat] ?? 0,
      },
    ];
  });
  return { changes, updates };
};

export interface TestDatabase {
  url: string;
  name: string;
  db: DbClient;
  /** The repositories on `db`. */
  repositories: Repositories;
  /** Disconnects and drops the database. */
  drop(): Promise<void>;
}

/** Tests that end games hand in the API's rules (endingRules); without them, an ending fails loudly. */
const noRatingRule: RatingRule = () => {
  throw new Error("this test database was made without a rating rule: pass { rate }");
};
const noAchievementRule: AchievementRule = () => {
  throw new Error(
    "this test database was made without an achievement rule: pass { award }",
  );
};

/**
 * A fresh, migrated database of its own for one test file or suite, cloned from the
 * template the global setup migrated. Call drop() in afterAll. `rate` and `award`: the
 * rules its games repository applies when a game ends.
 */

export async function createTestDatabase(
  options: Partial<EndingRules> = {},
): Promise<TestDatabase> {
  const adminUrl = inject("pgAdminUrl");
  const template = inject("pgTemplateDatabase");
  const name = `test_${randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, `create database "${name}" template "${template}"`);
  const url = withDatabase(adminUrl, name);
  // Prisma's default limits on a transaction (2 s to get a connection from these five)
  // are wall-clock limits a busy machine exceeds when a test runs many requests at
  // once (issue #61): here they are the hang guard. Transactions that name their own
  // limits keep them.
  const db = createDbClient(url, {
    maxConnections: 5,
    transactionOptions: { maxWait: HANG_GUARD_MS, timeout: HANG_GUARD_MS },
  });
  return {
    url,
    name,
    db,
    repositories: createRepositories(db, {
      rate: options.rate ?? noRatingRule,
      award: options.award ?? noAchievementRule,
    }),
    async drop() {
      await closeDbClient(db);
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/**
 * A database of its own with nothing in it, not even Prisma's migrations table: what a
 * deployment that forgot `db:migrate` points at (readiness tests). Call drop().
 */
export async function createUnmigratedTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject("pgAdminUrl");
  const name = `test_${randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, `create database "${name}" template template0`);
  const url = withDatabase(adminUrl, name);
  const db = createDbClient(url, { maxConnections: 2 });
  return {
    url,
    name,
    db,
    repositories: createRepositories(db, {
      rate: noRatingRule,
      award: noAchievementRule,
    }),
    async drop() {
      await closeDbClient(db);
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
