// The progress repository against real PostgreSQL, on results written row by row so
// that each rule is met on purpose: which games count, places (ties, a seat handed to
// its bot), streaks, the record per bot level, and the rating points.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase, type TestDatabase } from "../../src/testing";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

interface SeatRow {
  playerId?: string | null;
  botLevel?: string | null;
  resigned?: boolean;
}

let made = 0;
/** An ended game at minute `at`, its seats and result as the game's end writes them. */
async function ended(
  at: number,
  seats: SeatRow[],
  result: {
    winner: number | null;
    order: number[];
    scores: number[];
    ratings?: ({ before: number; after: number } | null)[];
  } | null,
  extra: { ruleset?: string; status?: "FINISHED" | "ABANDONED" | "PLAYING" } = {},
) {
  made++;
  const finishedAt = new Date(Date.UTC(2026, 0, 1, 12, at));
  await test.db.game.create({
    data: {
      ruleset: extra.ruleset ?? "3up3down",
      config: { players: seats.length },
      seed: `progress-${made}`,
      status: extra.status ?? "FINISHED",
      inviteCode: `P${String(made).padStart(7, "0")}`,
      seatCount: seats.length,
      finishedAt: extra.status === "PLAYING" ? null : finishedAt,
      seats: {
        create: seats.map((s, seat) => ({
          seat,
          playerId: s.playerId ?? null,
          botLevel: s.botLevel ?? null,
          resigned: s.resigned ?? false,
          botControlled: s.resigned ?? false,
        })),
      },
      ...(result && {
        result: {
          create: {
            winnerSeat: result.winner,
            stalemate: false,
            order: result.order,
            scores: result.scores,
            ...(result.ratings && { ratings: result.ratings }),
          },
        },
      }),
    },
  });
}

describe("progress repository (real PostgreSQL)", () => {
  it("counts games, wins, places, penalties, streaks, bot levels and rating points", async () => {
    const { players, progress } = test.repositories;
    const me = await players.createGuest("Progress");
    const friend = await players.createGuest("Friend");
    const bot = (botLevel: string): SeatRow => ({ botLevel });
    const rated = (before: number, after: number) => [{ before, after }, null];

    // 3UP 3DOWN, oldest first: won, won, lost, won, won, won, left, won.
    await ended(1, [{ playerId: me }, bot("expert")], {
      winner: 0,
      order: [0],
      scores: [0, 5],
      ratings: rated(1500, 1520),
    });
    await ended(2, [{ playerId: me }, bot("expert")], {
      winner: 0,
      order: [0],
      scores: [0, 3],
      ratings: rated(1520, 1535),
    });
    // Not out, tied on 4 points with seat 2: both share place 2. Two Beginners count once.
    await ended(3, [{ playerId: me }, bot("beginner"), bot("beginner")], {
      winner: 1,
      order: [1],
      scores: [4, 0, 4],
    });
    await ended(4, [{ playerId: me }, bot("heuristic"), bot("expert")], {
      winner: 0,
      order: [0, 2],
      scores: [0, 6, 0],
      ratings: [{ before: 1535, after: 1550 }, null, null],
    });
    // Against a person: no bot level.
    for (const at of [5, 6])
      await ended(at, [{ playerId: me }, { playerId: friend }], {
        winner: 0,
        order: [0],
        scores: [0, 2],
      });
    // Handed to its bot, which then won: a loss, in last place.
    await ended(
      7,
      [{ playerId: me, botLevel: "heuristic", resigned: true }, bot("random")],
      {
        winner: 0,
        order: [0],
        scores: [0, 3],
      },
    );
    // A former player's seat (account deleted: no player) is no bot, even with a level.
    await ended(
      8,
      [
        { playerId: me },
        bot("random"),
        { playerId: null, botLevel: "heuristic", resigned: true },
      ],
      { winner: 0, order: [0, 1], scores: [0, 0, 8] },
    );
    // Not counted: a game being played, a table closed before a result.
    await ended(9, [{ playerId: me }, bot("expert")], null, { status: "PLAYING" });
    await ended(10, [{ playerId: me }, bot("expert")], null, { status: "ABANDONED" });
    // Palace: third of three, an abandoned game with its result (everyone left).
    await ended(
      11,
      [bot("tactician"), { playerId: me }, bot("tactician")],
      { winner: 0, order: [0, 2], scores: [0, 7, 0] },
      { ruleset: "palace" },
    );

    const [threeUp, palace, ...rest] = await progress.progressOf(me, { points: 2 });
    expect(rest).toEqual([]);
    expect(threeUp).toEqual({
      ruleset: "3up3down",
      games: 8,
      wins: 6,
      averagePlace: (1 + 1 + 2 + 1 + 1 + 1 + 2 + 1) / 8,
      averagePenalty: 4 / 8,
      bestStreak: 3,
      currentStreak: 1,
      levels: [
        { level: "beginner", games: 1, wins: 0 },
        { level: "expert", games: 3, wins: 3 },
        { level: "heuristic", games: 1, wins: 1 },
        { level: "random", games: 2, wins: 1 },
      ],
      ratedGames: 3,
      // The last two of three, oldest first.
      ratings: [
        { finishedAt: new Date(Date.UTC(2026, 0, 1, 12, 2)), before: 1520, after: 1535 },
        { finishedAt: new Date(Date.UTC(2026, 0, 1, 12, 4)), before: 1535, after: 1550 },
      ],
    });
    expect(palace).toEqual({
      ruleset: "palace",
      games: 1,
      wins: 0,
      averagePlace: 3,
      averagePenalty: 7,
      bestStreak: 0,
      currentStreak: 0,
      levels: [{ level: "tactician", games: 1, wins: 0 }],
      ratedGames: 0,
      ratings: [],
    });
    // The friend's record: two losses to a person, nothing else.
    expect(await progress.progressOf(friend, { points: 10 })).toMatchObject([
      { ruleset: "3up3down", games: 2, wins: 0, averagePlace: 2, levels: [] },
    ]);
    expect(await progress.progressOf("nobody", { points: 10 })).toEqual([]);
  });

  it("a streak still running is both the current and, when longest, the best", async () => {
    const { players, progress } = test.repositories;
    const me = await players.createGuest("Streaker");
    const outcomes = [false, true, true, false, true, true, true, true];
    for (const [i, won] of outcomes.entries())
      await ended(100 + i, [{ playerId: me }, { botLevel: "beginner" }], {
        winner: won ? 0 : 1,
        order: [won ? 0 : 1],
        scores: won ? [0, 2] : [3, 0],
      });
    expect(await progress.progressOf(me, { points: 10 })).toMatchObject([
      { games: 8, wins: 6, bestStreak: 4, currentStreak: 4 },
    ]);
  });
});
