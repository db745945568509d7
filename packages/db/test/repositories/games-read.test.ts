// The repositories that read or hang off a game: history (ended games, newest first,
// with their decoded results), talk (the newest lines kept) and analyses (started
// once, each step counted once).
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase, type TestDatabase } from "../../src/testing";
import { tableWith } from "./fixtures";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

describe("history repository (real PostgreSQL)", () => {
  it("lists a player's ended games only, newest first, a page at a time", async () => {
    const { players, history } = test.repositories;
    const me = await players.createGuest("Me");
    const older = await tableWith(test.db, [me, null], "FINISHED", {
      finishedAt: new Date("2026-01-01"),
    });
    await test.db.gameResult.create({
      data: {
        gameId: older,
        winnerSeat: 1,
        stalemate: false,
        order: [1, 0],
        scores: [7, 0],
      },
    });
    const newer = await tableWith(test.db, [null, me], "ABANDONED", {
      finishedAt: new Date("2026-02-01"),
    });
    await tableWith(test.db, [me, null], "PLAYING");

    const all = await history.endedGamesOf(me, { offset: 0, limit: 10 }, me);
    expect(all.total).toBe(2);
    expect(all.games.map((g) => g.id)).toEqual([newer, older]);
    expect(all.games[0]).toMatchObject({ abandoned: true, result: null });
    expect(all.games[1]).toMatchObject({
      abandoned: false,
      result: { winnerSeat: 1, order: [1, 0], scores: [7, 0] },
      seats: [
        {
          seat: 0,
          playerId: me,
          botLevel: null,
          player: { displayName: "Me", userId: null },
        },
        { seat: 1, playerId: null, botLevel: "heuristic", player: null },
      ],
    });
    const second = await history.endedGamesOf(me, { offset: 1, limit: 1 }, me);
    expect(second.games.map((g) => g.id)).toEqual([older]);

    // The export's list: oldest first, with the player's seat and its penalty points.
    expect(await history.playedGamesOf(me)).toMatchObject([
      { gameId: older, seat: 0, winnerSeat: 1, scores: [7, 0] },
      { gameId: newer, seat: 1, winnerSeat: null, scores: [] },
    ]);
  });

  it("refuses a result whose scores are not numbers, naming the column", async () => {
    const { players, history } = test.repositories;
    const me = await players.createGuest("Broken");
    const game = await tableWith(test.db, [me], "FINISHED");
    await test.db.gameResult.create({
      data: { gameId: game, stalemate: false, order: [0], scores: ["x"] },
    });
    await expect(history.playedGamesOf(me)).rejects.toThrow(/number list is malformed/);
  });
});

describe("talk repository (real PostgreSQL)", () => {
  it("keeps a table's newest lines, oldest first, and forgets the rest", async () => {
    const { players, talk } = test.repositories;
    const me = await players.createGuest("Talker");
    const game = await tableWith(test.db, [me], "LOBBY");
    const elsewhere = await tableWith(test.db, [me], "LOBBY");
    await talk.add(elsewhere, { playerId: me, seat: 0, kind: "text", body: "other" }, 3);
    for (const body of ["one", "two", "three", "four", "five"])
      await talk.add(game, { playerId: me, seat: 0, kind: "text", body }, 3);
    expect((await talk.latest(game, 10)).map((l) => l.body)).toEqual([
      "three",
      "four",
      "five",
    ]);
    expect((await talk.latest(game, 2)).map((l) => l.body)).toEqual(["four", "five"]);
    // Another table's lines are not trimmed by this one's.
    expect((await talk.latest(elsewhere, 10)).map((l) => l.body)).toEqual(["other"]);
    expect((await talk.saidBy([me])).map((l) => [l.gameId, l.body])).toEqual([
      [elsewhere, "other"],
      [game, "three"],
      [game, "four"],
      [game, "five"],
    ]);
  });
});

describe("analyses repository (real PostgreSQL)", () => {
  const review = (seq: number) => ({
    seq,
    playedChance: 0.25,
    bestChance: 0.5,
    extra: seq,
  });

  it("starts once per game and seat; a step counts only from the `done` it began at", async () => {
    const { players, analyses } = test.repositories;
    const me = await players.createGuest("Analysed");
    const game = await tableWith(test.db, [me], "FINISHED");
    expect(await analyses.find(game, 0)).toBeNull();
    expect(await analyses.start(game, 0, 3)).toBe(true);
    expect(await analyses.start(game, 0, 3)).toBe(false);

    expect(await analyses.addStep(game, 0, 0, 2, [review(1), review(2)])).toBe(true);
    // The same step again (a retried job): nothing changes.
    expect(await analyses.addStep(game, 0, 0, 2, [review(1), review(2)])).toBe(false);
    expect(await analyses.addStep(game, 0, 2, 1, [review(5)])).toBe(true);
    const row = await analyses.find(game, 0);
    expect(row).toMatchObject({ total: 3, done: 3 });
    // The reviews come back as written, the AI's extra fields included.
    expect(row?.reviews).toEqual([review(1), review(2), review(5)]);
  });
});
