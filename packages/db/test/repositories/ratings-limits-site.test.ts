// The ratings, limits and site repositories against real PostgreSQL: leaderboards
// (accounts only, by games played, sorted by each metric), the rating writes of a
// game's end, counting attempts atomically, pruning, and one setting agreed on.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ratingWrites } from "../../src/repositories";
import { inTransaction } from "../../src/repositories/sql-transaction";
import { createTestDatabase, type TestDatabase } from "../../src/testing";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

describe("ratings repository (real PostgreSQL)", () => {
  it("ratingWrites: the first game creates the row, later ones count on", async () => {
    const player = await test.repositories.players.createGuest("Rated");
    for (const game of [
      { mu: 26, sigma: 8, win: 1, penalty: 0 },
      { mu: 25.5, sigma: 7.5, win: 0, penalty: 12 },
    ])
      await inTransaction(test.db.pool, async (sql) => {
        const writes = ratingWrites(sql);
        await writes.lockPlayers([player]);
        await writes.add(player, "palace", game);
      });
    expect(await test.repositories.ratings.ratingsOf(player)).toEqual([
      { ruleset: "palace", mu: 25.5, sigma: 7.5, games: 2, wins: 1, penaltyTotal: 12 },
    ]);
    await inTransaction(test.db.pool, async (sql) => {
      expect(await ratingWrites(sql).read("palace", [player, "nobody"])).toEqual([
        { playerId: player, mu: 25.5, sigma: 7.5, games: 2 },
      ]);
    });
  });

  it("leaderboard: accounts only, in the games range asked, by the metric asked", async () => {
    const { players, ratings } = test.repositories;
    const rows: [string, number, number, number, number][] = [
      // name, mu, games, wins, penaltyTotal
      ["high", 30, 10, 2, 50],
      ["winner", 20, 10, 8, 90],
      ["careful", 25, 10, 1, 10],
      ["newcomer", 40, 2, 2, 0],
    ];
    for (const [name, mu, games, wins, penaltyTotal] of rows) {
      const made = await players.createAccount({
        username: `lb_${name}`,
        passwordHash: "h",
        displayName: name,
        guestPlayerId: null,
      });
      if (!made.ok) throw new Error("sign-up failed");
      await test.db.rating.create({
        data: {
          playerId: made.playerId,
          ruleset: "3up3down",
          mu,
          sigma: 5,
          games,
          wins,
          penaltyTotal,
        },
      });
    }
    // A guest with the best rating of all is not listed.
    const guest = await players.createGuest("guest");
    await test.db.rating.create({
      data: { playerId: guest, ruleset: "3up3down", mu: 50, sigma: 5, games: 20 },
    });
    const names = async (metric: "rating" | "wins" | "avgPenalty") =>
      (
        await ratings.leaderboard({
          ruleset: "3up3down",
          metric,
          games: { from: 5, below: null },
          limit: 10,
          offset: 0,
        })
      ).rows.map((r) => r.name);
    expect(await names("rating")).toEqual(["high", "careful", "winner"]);
    expect(await names("wins")).toEqual(["winner", "high", "careful"]);
    expect(await names("avgPenalty")).toEqual(["careful", "high", "winner"]);
    const provisional = await ratings.leaderboard({
      ruleset: "3up3down",
      metric: "rating",
      games: { from: 1, below: 5 },
      limit: 10,
      offset: 0,
    });
    expect(provisional.total).toBe(1);
    expect(provisional.rows).toMatchObject([{ name: "newcomer", mu: 40, games: 2 }]);
    const page = await ratings.leaderboard({
      ruleset: "3up3down",
      metric: "rating",
      games: { from: 5, below: null },
      limit: 1,
      offset: 1,
    });
    expect(page).toMatchObject({ total: 3, rows: [{ name: "careful" }] });
  });
});

describe("limits repository (real PostgreSQL)", () => {
  const noWait = () => 0;

  it("counts an attempt on every key, or on none when one must wait", async () => {
    const { limits } = test.repositories;
    expect(await limits.attempt(["a", "b"], 1000, 60_000, noWait)).toBe(0);
    const seen: number[] = [];
    // "b" must wait: neither bucket is counted.
    const wait = await limits.attempt(["a", "b"], 2000, 60_000, (bucket) => {
      seen.push(bucket.attempts);
      return bucket.lastAttemptAt === 1000 ? 500 : 0;
    });
    expect(wait).toBe(500);
    expect(seen).toEqual([1, 1]);
    const stored = await test.db.rateBucket.findMany({
      where: { key: { in: ["a", "b"] } },
      orderBy: { key: "asc" },
    });
    expect(stored.map((b) => [b.attempts, Number(b.forgetAt)])).toEqual([
      [1, 61_000],
      [1, 61_000],
    ]);
  });

  it("a bucket past its forgetAt starts again at one attempt, and is pruned", async () => {
    const { limits } = test.repositories;
    await limits.attempt(["old"], 1000, 100, noWait);
    await limits.attempt(["old"], 1050, 100, noWait);
    await limits.attempt(["old"], 5000, 100, noWait);
    const bucket = await test.db.rateBucket.findUniqueOrThrow({ where: { key: "old" } });
    expect(bucket.attempts).toBe(1);
    await limits.pruneForgotten(6000);
    expect(await test.db.rateBucket.findUnique({ where: { key: "old" } })).toBeNull();
  });

  it("parallel attempts are counted one after another", async () => {
    const { limits } = test.repositories;
    // At most 3 attempts: each attempt sees the count the ones before it left.
    const verdicts = await Promise.all(
      Array.from({ length: 8 }, () =>
        limits.attempt(["busy"], 1000, 60_000, (b) => (b.attempts >= 3 ? 1 : 0)),
      ),
    );
    expect(verdicts.filter((w) => w === 0)).toHaveLength(3);
  });
});

describe("site repository (real PostgreSQL)", () => {
  it("keepFirstSetting: instances starting together agree on the first value", async () => {
    const { site } = test.repositories;
    const kept = await Promise.all(
      ["one", "two", "three"].map((value) => site.keepFirstSetting("shared", value)),
    );
    expect(new Set(kept).size).toBe(1);
    expect(await site.keepFirstSetting("shared", "later")).toBe(kept[0]);
    expect(await site.migrationVersion()).toMatch(/^\d{14}_/);
  });
});
