// profile.progress on games played through the API (real PostgreSQL): the stats agree
// with the match history the same player reads, the per-level record with the bots
// that sat at each table, and the graph's points with the ratings the game ends wrote.
// Everyone may read anyone's progress; it names no game.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@3u3d/db/testing";

import { playToTheEnd, setUpHarness, UNKNOWN_ID, type Harness } from "./helpers";

describe("profile.progress (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(() => test.drop());

  /** A short game (two colours) of `player` against one bot of `level`, dealt. */
  async function againstABot(player: string, level: "random" | "beginner") {
    const table = await h.as(player).lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level }],
      options: { colors: ["red", "blue"] },
    });
    await h.as(player).lobby.start({ gameId: table.id });
    return table.id;
  }

  it("counts every game with a result, moves the graph only with rated ones, and names no game", async () => {
    const player = await h.newAccount("Climber");
    const me = h.as(player);
    const levels: ("random" | "beginner")[] = [];
    // Three rated games, against two levels (the first legal move seldom wins: streaks
    // and places of every kind are the progress repository's test).
    for (const level of ["random", "beginner", "random"] as const) {
      await playToTheEnd(h, await againstABot(player, level), player);
      levels.push(level);
    }
    // A casual game: in the record, not in the graph.
    const casual = await againstABot(player, "beginner");
    await test.db.game.update({ where: { id: casual }, data: { rated: false } });
    await h.server.master.changed(casual);
    await playToTheEnd(h, casual, player);
    levels.push("beginner");
    // A game left at once: a rated loss in last place (the table ends: nobody is left).
    const left = await againstABot(player, "random");
    await me.game.resign({ gameId: left });
    await h.server.idle(left);
    levels.push("random");

    const { rulesets } = await me.profile.progress({ playerId: player });
    expect(rulesets).toHaveLength(1);
    const progress = rulesets[0]!;

    // The oracle: the match history of the same games, oldest first.
    const history = (await me.profile.history({ pageSize: 50 })).rows.reverse();
    expect(history).toHaveLength(5);
    expect(history.at(-1)).toMatchObject({ abandoned: true, left: true, won: false });
    const won = history.map((g) => g.won);
    const runs = won
      .map(String)
      .join("")
      .split("false")
      .map((run) => run.length / "true".length);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(progress).toMatchObject({
      ruleset: "3up3down",
      games: 5,
      wins: won.filter(Boolean).length,
      averagePlace: Math.round(mean(history.map((g) => g.place!)) * 10) / 10,
      averagePenalty: Math.round(mean(history.map((g) => g.penalty!)) * 10) / 10,
      bestStreak: Math.max(...runs),
      currentStreak: runs.at(-1),
      ratedGames: 4,
    });
    expect(history.at(-1)!.place).toBe(2);
    // Per level, from the weakest up: the games with that bot, and the wins among them.
    const record = (level: string) => ({
      level,
      games: levels.filter((l) => l === level).length,
      wins: history.filter((g, i) => g.won && levels[i] === level).length,
    });
    expect(progress.levels).toEqual([record("random"), record("beginner")]);

    // The graph: the rated games' ratings as their ends wrote them, in order, from the
    // start (1500) to the rating the profile shows.
    const stored = await test.db.gameResult.findMany({
      where: { game: { seats: { some: { playerId: player } } }, ratings: { not: {} } },
      orderBy: { finishedAt: "asc" },
      select: { ratings: true },
    });
    const written = stored
      .map((r) => (r.ratings as ({ before: number; after: number } | null)[] | null)?.[0])
      .filter((r) => r != null)
      // A stored change also says whether it was provisional; the graph needs the two numbers.
      .map(({ before, after }) => ({ before, after }));
    expect(written).toHaveLength(4);
    expect(progress.ratings.map(({ before, after }) => ({ before, after }))).toEqual(
      written,
    );
    expect(progress.ratings[0]!.before).toBe(1500);
    progress.ratings.slice(1).forEach((p, i) => {
      expect(p.before).toBe(progress.ratings[i]!.after);
    });
    expect(progress.rating?.rating).toBe(progress.ratings.at(-1)!.after);
    expect(progress.rating?.provisional).toBe(true);

    // Anyone reads the same aggregates (a stranger, nobody signed in), and no game id
    // is in them: private games stay unnamed.
    const stranger = await h.newPlayer("Stranger");
    expect(await h.as(stranger).profile.progress({ playerId: player })).toEqual({
      rulesets,
    });
    const said = JSON.stringify(await h.as(null).profile.progress({ playerId: player }));
    for (const g of history) expect(said).not.toContain(g.gameId);
  });

  it("a guest has stats but no rating, for themselves only; an unknown player is not found", async () => {
    const guest = await h.newPlayer("Visitor");
    await playToTheEnd(h, await againstABot(guest, "beginner"), guest);
    const { rulesets } = await h.as(guest).profile.progress({ playerId: guest });
    expect(rulesets).toMatchObject([
      {
        games: 1,
        rating: null,
        ratedGames: 0,
        ratings: [],
        levels: [{ level: "beginner", games: 1 }],
      },
    ]);
    // Theirs alone: a guest has no lasting profile for others to read.
    await expect(h.as(null).profile.progress({ playerId: guest })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(
      h.as(null).profile.progress({ playerId: UNKNOWN_ID }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
