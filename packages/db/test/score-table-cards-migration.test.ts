// R-SCORE changed to count the hand only; the data migration marks everything stored
// before it as using the old count (house rule `scoreTableCards`), so stored games keep
// the scores they were played for. The migration already ran on the (empty) test
// database; here rows written the old way go through its SQL again.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { dbPackageDir } from "../src/server";
import { createTestDatabase, type TestDatabase } from "../src/testing";

const migrationSql = readFileSync(
  path.join(
    dbPackageDir,
    "prisma/migrations/20261123151500_score_table_cards_for_stored_games/migration.sql",
  ),
  "utf8",
);

/** The migration's statements, one at a time (the driver runs one per call). */
function statements(sql: string): string[] {
  return sql
    .split("\n")
    .filter((line) => !line.startsWith("--"))
    .join("\n")
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter(Boolean);
}

describe("migration score_table_cards_for_stored_games (R-SCORE)", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test.drop();
  });

  const migrate = async () => {
    for (const statement of statements(migrationSql))
      await test.db.$executeRawUnsafe(statement);
  };

  it("marks stored games and championships as counting table cards; leaves chosen ones and results alone", async () => {
    const champ = await test.db.championship.create({
      data: {
        name: "old series",
        ruleset: "3up3down",
        config: { options: {}, seats: [] },
      },
    });
    const game = (id: string, config: object, state: object | null) =>
      test.db.game.create({
        data: {
          id,
          ruleset: "3up3down",
          config,
          seed: "seed",
          inviteCode: `code-${id}`,
          seatCount: 2,
          state: state ?? undefined,
        },
      });
    const oldState = {
      version: 1,
      config: { options: { colorFour: false } },
      phase: "over",
    };
    await game("finished", { players: 2, options: { colorFour: true } }, oldState);
    await game("lobby", { players: 2 }, null);
    await game(
      "chosen",
      { players: 2, options: { scoreTableCards: false } },
      {
        config: { options: { scoreTableCards: false } },
      },
    );
    await test.db.gameResult.create({
      data: {
        gameId: "finished",
        winnerSeat: 0,
        stalemate: false,
        order: [0],
        scores: [0, 63],
      },
    });

    await migrate();
    await migrate(); // a second run changes nothing

    const read = async (id: string) =>
      test.db.game.findUniqueOrThrow({
        where: { id },
        select: { config: true, state: true },
      });
    expect(await read("finished")).toEqual({
      config: { players: 2, options: { colorFour: true, scoreTableCards: true } },
      state: {
        ...oldState,
        config: { options: { colorFour: false, scoreTableCards: true } },
      },
    });
    expect((await read("lobby")).config).toEqual({
      players: 2,
      options: { scoreTableCards: true },
    });
    expect(await read("chosen")).toEqual({
      config: { players: 2, options: { scoreTableCards: false } },
      state: { config: { options: { scoreTableCards: false } } },
    });
    const series = await test.db.championship.findUniqueOrThrow({
      where: { id: champ.id },
    });
    expect(series.config).toEqual({ options: { scoreTableCards: true }, seats: [] });
    const result = await test.db.gameResult.findUniqueOrThrow({
      where: { gameId: "finished" },
    });
    expect(result.scores).toEqual([0, 63]);
  });
});
