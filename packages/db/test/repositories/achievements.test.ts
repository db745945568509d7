// The achievements repository against real PostgreSQL: `awardAchievements` on a
// caller's transaction (what a daily-puzzle streak uses, with no game) keeps each once
// per player even when two transactions award it at once, and a player's go with them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { awardAchievements } from "../../src/repositories";
import { inTransaction } from "../../src/repositories/sql-transaction";
import { createTestDatabase, type TestDatabase } from "../../src/testing";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

describe("achievements repository (real PostgreSQL)", () => {
  it("awards one outside a game once, however many transactions try at the same time", async () => {
    const player = await test.repositories.players.createGuest("Streaker");
    const award = [{ playerId: player, key: "puzzle-streak-7" }];
    const tries = await Promise.all(
      [1, 2, 3].map(() =>
        inTransaction(test.db.pool, (sql) => awardAchievements(sql, award, null)),
      ),
    );
    // Exactly one transaction stored it; the others found it held.
    expect(tries.map((earned) => earned.length).sort()).toEqual([0, 0, 1]);
    const held = await test.repositories.achievements.of(player);
    expect(held.map(({ key, gameId }) => ({ key, gameId }))).toEqual([
      { key: "puzzle-streak-7", gameId: null },
    ]);
    expect(held[0]?.earnedAt).toBeInstanceOf(Date);
  });

  it("returns the newly earned in the order given, an award listed twice once", async () => {
    const player = await test.repositories.players.createGuest("Lister");
    await test.repositories.achievements.award([{ playerId: player, key: "b-held" }]);
    const earned = await test.repositories.achievements.award([
      { playerId: player, key: "c-new" },
      { playerId: player, key: "b-held" },
      { playerId: player, key: "a-new" },
      { playerId: player, key: "c-new" },
    ]);
    expect(earned).toEqual([
      { playerId: player, key: "c-new" },
      { playerId: player, key: "a-new" },
    ]);
  });

  it("a player's achievements go when the player does", async () => {
    const player = await test.repositories.players.createGuest("Gone");
    await inTransaction(test.db.pool, (sql) =>
      awardAchievements(sql, [{ playerId: player, key: "first-win" }], null),
    );
    await test.db.player.delete({ where: { id: player } });
    expect(await test.db.achievement.count({ where: { playerId: player } })).toBe(0);
  });
});
