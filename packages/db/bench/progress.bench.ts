// How long a heavy player's progress takes to read (the progress repository's two
// queries, as every profile page asks them): BENCH_GAMES ended games of 4 seats (two
// rulesets, bots of every level, every game rated) for the player read, and as many
// again for someone else, so the player's rows must be found among others'. Prints the
// median and the slowest of BENCH_RUNS reads after one to warm up.
//   pnpm --filter @3u3d/db bench:progress      (BENCH_GAMES, BENCH_RUNS to resize)
import { afterAll, beforeAll, it } from "vitest";

import { createTestDatabase, type TestDatabase } from "../src/testing";

const GAMES = Number(process.env.BENCH_GAMES ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const LEVELS = ["random", "beginner", "heuristic", "tactician", "expert"];

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

/** `count` ended games of `playerId`, in bulk: one seat theirs, three bots. */
async function endedGames(playerId: string, count: number) {
  const ids = Array.from({ length: count }, (_, i) => `bench-${playerId}-${i}`);
  const mine = (i: number) => i % 4;
  await test.db.game.createMany({
    data: ids.map((id, i) => ({
      id,
      ruleset: i % 3 ? "3up3down" : "palace",
      config: { players: 4 },
      seed: "bench",
      status: "FINISHED" as const,
      inviteCode: id,
      seatCount: 4,
      finishedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
    })),
  });
  await test.db.gameSeat.createMany({
    data: ids.flatMap((gameId, i) =>
      [0, 1, 2, 3].map((seat) => ({
        gameId,
        seat,
        playerId: seat === mine(i) ? playerId : null,
        botLevel: seat === mine(i) ? null : (LEVELS[(seat + i) % LEVELS.length] ?? null),
      })),
    ),
  });
  await test.db.gameResult.createMany({
    data: ids.map((gameId, i) => ({
      gameId,
      winnerSeat: i % 3,
      stalemate: false,
      order: [i % 3, (i + 1) % 4],
      scores: [3, 0, 5, 3],
      ratings: [0, 1, 2, 3].map((seat) =>
        seat === mine(i) ? { before: 1500 + (i % 50), after: 1501 + (i % 50) } : null,
      ),
    })),
  });
}

it(`progress of a player with ${GAMES} games`, async () => {
  const { players, progress } = test.repositories;
  const heavy = await players.createGuest("Heavy");
  await endedGames(heavy, GAMES);
  await endedGames(await players.createGuest("Someone else"), GAMES);
  await test.db.$executeRaw`analyze`;
  await progress.progressOf(heavy, { points: 100 });
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    await progress.progressOf(heavy, { points: 100 });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const ms = (t: number | undefined) => `${(t ?? 0).toFixed(1)} ms`;
  console.log(
    `progressOf, ${GAMES} games: median ${ms(times[Math.floor(RUNS / 2)])}, slowest ${ms(times.at(-1))} (${RUNS} runs)`,
  );
});
