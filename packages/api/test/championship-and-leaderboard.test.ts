import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@3u3d/db/testing";
import { scoreCards } from "@3u3d/engine";
import type { GameState } from "@3u3d/engine";

import { setUpHarness, playToTheEnd, type Harness } from "./helpers";

describe("championships and leaderboards (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(() => test.drop());

  it("a championship's name is words and everyday punctuation", async () => {
    const me = h.as(await h.newPlayer("Namer"));
    const seats = [
      { kind: "human" as const },
      { kind: "bot" as const, level: "random" as const },
    ];
    for (const name of ["<b>cup</b>", "cup\u202e", "   "])
      await expect(
        me.championship.create({ name, seats, games: 1 }),
      ).rejects.toMatchObject({
        code: "BAD_REQUEST",
      });
    const made = await me.championship.create({
      name: "Friday night: round #2!",
      seats,
      games: 1,
    });
    expect(made.gameId).toBeTruthy();
  });

  it("a three-game championship: cumulative penalties, R-SCORE values, dealer moving left, lowest first", async () => {
    const host = await h.newPlayer("Champion");
    const me = h.as(host);
    const created = await me.championship.create({
      name: "Sunday cup",
      seats: [
        { kind: "human" },
        { kind: "bot", level: "heuristic" },
        { kind: "bot", level: "beginner" },
      ],
      games: 3,
      deal: true, // bots only: its first game is dealt in the same request
    });
    let gameId = created.gameId;
    const perGameScores: number[][] = [];
    for (let index = 0; index < 3; index++) {
      await playToTheEnd(h, gameId, host);
      const game = await test.db.game.findUniqueOrThrow({
        where: { id: gameId },
        include: { result: true },
      });
      const state = game.state as unknown as GameState;
      expect(state.config.dealer).toBe((2 + index) % 3);
      // R-SCORE from the cards left in hand (the table did not choose scoreTableCards):
      // numbers at face value, Clears 15/20/25.
      expect(state.config.options.scoreTableCards).toBe(false);
      const expected = state.seats.map((seat, i) =>
        i === state.winner || seat.out ? 0 : scoreCards("3up3down", seat.hand),
      );
      expect(game.result!.scores).toEqual(expected);
      perGameScores.push(expected);
      if (index < 2) {
        // Its people are the last game's, all there: dealt in the same request.
        const next = await me.championship.nextGame({
          championshipId: created.championshipId,
        });
        expect(next).toMatchObject({ index: index + 1, dealt: true });
        expect((await me.game.view({ gameId: next.gameId })).status).toBe("PLAYING");
        gameId = next.gameId;
      }
    }
    await expect(
      me.championship.nextGame({ championshipId: created.championshipId }),
    ).rejects.toMatchObject({ code: "CONFLICT" });

    const standings = await h
      .as(null)
      .championship.standings({ championshipId: created.championshipId });
    expect(standings.gamesPlayed).toBe(3);
    expect(standings.over).toBe(true);
    // What every game was dealt with, for the standings page to say.
    expect(standings).toMatchObject({ ruleset: "3up3down", options: {}, players: 3 });
    const totals = [0, 1, 2].map((seat) =>
      perGameScores.reduce((sum, scores) => sum + scores[seat]!, 0),
    );
    for (const row of standings.rows) expect(row.total).toBe(totals[row.seat]);
    const sorted = standings.rows.map((r) => r.total);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
    expect(standings.rows.find((r) => r.seat === 0)!.name).toBe("Champion");
  });

  it("finished games feed the leaderboards: rating, wins and average penalty, per ruleset, paginated", async () => {
    const players = await Promise.all(["Ana", "Ben", "Cy"].map((n) => h.newPlayer(n)));
    // Leaderboards list accounts only: these three have signed up.
    for (const player of players)
      await test.db.player.update({
        where: { id: player },
        data: { user: { create: {} } },
      });
    for (const player of players) {
      const table = await h
        .as(player)
        .lobby.create({ seats: [{ kind: "human" }, { kind: "bot", level: "random" }] });
      await h.as(player).lobby.start({ gameId: table.id });
      await playToTheEnd(h, table.id, player);
    }
    const page1 = await h
      .as(null)
      .leaderboard.list({ metric: "rating", provisional: true, pageSize: 2 });
    expect(page1.total).toBeGreaterThanOrEqual(3);
    expect(page1.rows).toHaveLength(2);
    expect(page1.rows[0]!.place).toBe(1);
    const page2 = await h
      .as(null)
      .leaderboard.list({ metric: "rating", provisional: true, pageSize: 2, page: 2 });
    expect(page2.rows[0]!.place).toBe(3);
    const ids = [...page1.rows, ...page2.rows].map((r) => r.playerId);
    expect(new Set(ids).size).toBe(ids.length);
    const byPenalty = await h
      .as(null)
      .leaderboard.list({ metric: "avgPenalty", provisional: true, pageSize: 100 });
    const averages = byPenalty.rows.map((r) => r.averagePenalty ?? Infinity); // never null: every listed player has games
    expect(averages).toEqual([...averages].sort((a, b) => a - b));
    expect(byPenalty.rows.every((r) => r.provisional === r.games < 5)).toBe(true);
    const palace = await h
      .as(null)
      .leaderboard.list({ ruleset: "palace", provisional: true });
    expect(palace.total).toBe(0);
  });
});
