// What a game's last move costs the server: the games repository's `commitFinal` (the
// move with the version check, the result, two people's ratings and their
// achievements, in one transaction) on BENCH_GAMES dealt four-seat games, one after
// another. Prints the median wall time and the CPU this process spent per call
// (process.cpuUsage: the client side of the work, where an ORM's query compiler runs;
// the database's own work is not counted).
//   pnpm --filter @3u3d/db bench:commit-final      (BENCH_GAMES to resize)
import { afterAll, beforeAll, it } from "vitest";

import { createGame, toAct } from "@3u3d/engine";

import { createPostgresGames, type GameRepository } from "../src/repositories";
import { createTestDatabase, pointForTheWinner, type TestDatabase } from "../src/testing";

const GAMES = Number(process.env.BENCH_GAMES ?? 300);

let test: TestDatabase;
let games: GameRepository;
beforeAll(async () => {
  test = await createTestDatabase();
  games = createPostgresGames(test.db, {
    rate: pointForTheWinner,
    award: ({ seats }) =>
      seats.flatMap((s) => (s.playerId ? [{ playerId: s.playerId, key: "played" }] : [])),
  });
});
afterAll(async () => {
  await test.drop();
});

it(`commits the final move of ${GAMES} games`, async () => {
  const people = await Promise.all(
    ["Ada", "Bo"].map(
      async (displayName) => (await test.db.player.create({ data: { displayName } })).id,
    ),
  );
  const ids: string[] = [];
  for (let i = 0; i < GAMES + 20; i++) {
    const config = { ruleset: "3up3down" as const, players: 4, options: {} };
    const state = createGame({ ...config, seed: `bench-${i}` });
    const made = await games.createTable({
      table: {
        config,
        seed: `bench-${i}`,
        inviteCode: `BENCH${String(i).padStart(4, "0")}`,
        isPublic: false,
        hostPlayerId: people[0] as string,
        turnTimerSeconds: null,
        championshipId: null,
        championshipIndex: null,
        seats: [
          { playerId: people[0] as string, botLevel: null },
          { playerId: people[1] as string, botLevel: null },
          { playerId: null, botLevel: "random" },
          { playerId: null, botLevel: "random" },
        ],
      },
      dealt: { state, acting: toAct(state) },
    });
    ids.push(made.id);
  }
  const loaded = await Promise.all(ids.map((id) => games.load(id)));
  const run = async (from: number, to: number) => {
    const walls: number[] = [];
    const cpu = process.cpuUsage();
    for (const game of loaded.slice(from, to)) {
      if (!game?.state) throw new Error("no game");
      const next = game.state;
      const json = { next: JSON.stringify(next), events: "[]" };
      const started = performance.now();
      const at = await games.commitFinal(
        game,
        {
          seat: 0,
          move: { type: "pickUp" } as never,
          byBot: false,
          next,
          events: [],
          acting: [],
          json,
        },
        { winner: 0, stalemate: false, order: [0, 1, 2, 3], scores: [0, 3, 5, 7] },
      );
      walls.push(performance.now() - started);
      if (!at) throw new Error("commitFinal lost a race nobody ran");
    }
    const used = process.cpuUsage(cpu);
    return { walls, cpuMs: (used.user + used.system) / 1000 };
  };
  await run(0, 20); // warm-up
  const { walls, cpuMs } = await run(20, 20 + GAMES);
  walls.sort((a, b) => a - b);
  const median = walls[Math.floor(walls.length / 2)] ?? 0;
  console.log(
    `commitFinal x${GAMES}: median ${median.toFixed(2)} ms wall, ` +
      `${(cpuMs / GAMES).toFixed(2)} ms CPU per call (this process)`,
  );
});
