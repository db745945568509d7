import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { closeDbClient, createDbClient, type DbClient } from "@3u3d/db";
import { createTestDatabase, type TestDatabase } from "@3u3d/db/testing";

import { createInProcessBus } from "../src";
import { harness, legalOf, type Harness } from "./helpers";

// Issue #38: the instance that schedules a turn runs it itself (claiming its job by id)
// and deletes the job when done, so the queue does not fill with completed bot turns;
// a turn timer a move overtook is withdrawn, so one deadline waits per game, not one
// per move; and a turn whose instance died is still taken, by another instance's
// worker, once its fallback time has come.
describe("turns run by the instance that scheduled them (real PostgreSQL)", () => {
  // Some of these wait for a turn timer to be queued (5 s after its turn began).
  let test: TestDatabase;
  const clients: DbClient[] = [];
  const running: Harness[] = [];

  function startInstance(extra: Parameters<typeof harness>[2] = {}): Harness {
    const db = createDbClient(test.url);
    clients.push(db);
    const instance = harness(db, createInProcessBus(), extra);
    running.push(instance);
    return instance;
  }

  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(running.map((h) => h.server.dispose()));
    await Promise.all(clients.map((db) => closeDbClient(db)));
    await test.drop();
  });

  const jobsOf = (gameId: string) =>
    test.db.$queryRaw<{ kind: string; state: string; version: number }[]>`
      select data->>'kind' as kind, state::text as state, (data->>'version')::int as version
      from pgboss.job where name = 'game-turn' and data->>'gameId' = ${gameId}
      order by version`;

  async function waitFor(check: () => Promise<boolean>, tries = 800) {
    for (let i = 0; i < tries; i++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error("timed out waiting");
  }

  it("leaves no finished bot turn in the queue and one turn timer per game", async () => {
    const h = startInstance();
    // An account: a guest's game against bots has no turn timer (new-table.ts).
    const me = await h.newAccount("Mover");
    const table = await h.as(me).lobby.create({
      // The default timer (five real minutes in tests): no turn times out here.
      seats: [{ kind: "human" }, { kind: "bot", level: "heuristic" }],
    });
    await h.as(me).lobby.start({ gameId: table.id });
    for (let moves = 0; moves < 12;) {
      await h.server.idle(table.id);
      const { moves: legal, version } = await legalOf(h.as(me), { gameId: table.id });
      const view = await h.as(me).game.view({ gameId: table.id });
      if (view.status !== "PLAYING") break;
      if (legal.length === 0) continue;
      await h.as(me).game.move({ gameId: table.id, version, move: legal[0]! });
      moves++;
    }
    await h.server.idle(table.id);
    const view = await h.as(me).game.view({ gameId: table.id });
    const jobs = await jobsOf(table.id);
    // Every bot turn ran (the game moved on past many) and none is kept.
    expect(jobs.filter((j) => j.kind === "bot")).toEqual([]);
    // No timer of an overtaken turn is left: each was withdrawn, or (the person moved
    // within 5 s) never queued. The turn now waiting is queued 5 s after it began.
    expect(jobs).toEqual([]);
    await waitFor(async () => (await jobsOf(table.id)).length > 0);
    expect(await jobsOf(table.id)).toEqual([
      { kind: "deadline", state: "created", version: view.version },
    ]);
  });

  it("an instance shutting down queues the turn timers it had not queued yet", async () => {
    const h = startInstance();
    const me = await h.newAccount("Thinker");
    const table = await h.as(me).lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "heuristic" }],
    });
    await h.as(me).lobby.start({ gameId: table.id });
    await h.server.idle(table.id);
    expect(await jobsOf(table.id)).toEqual([]); // the person's turn began just now
    await h.server.drain(1_000);
    const view = await h.as(me).game.view({ gameId: table.id });
    expect(await jobsOf(table.id)).toEqual([
      { kind: "deadline", state: "created", version: view.version },
    ]);
  });

  it("a bot turn whose instance stopped before running it is taken by another instance", async () => {
    // The first instance schedules bot turns half a second ahead, then stops at once:
    // its own timers are dropped, the jobs stay in the queue, due a second later.
    const first = startInstance({ botDelayMs: 500 });
    const me = await first.newPlayer("Leaver");
    const table = await first.as(me).lobby.create({
      seats: [
        { kind: "bot", level: "heuristic" },
        { kind: "bot", level: "beginner" },
        { kind: "human" },
      ],
    });
    await first.as(me).lobby.start({ gameId: table.id });
    await waitFor(async () => (await jobsOf(table.id)).some((j) => j.kind === "bot"));
    const before = await test.db.game.findUniqueOrThrow({ where: { id: table.id } });
    await first.server.dispose();

    const second = startInstance();
    await waitFor(async () => {
      const game = await test.db.game.findUniqueOrThrow({ where: { id: table.id } });
      return game.version > before.version;
    });
    await second.server.idle(table.id);
    expect(
      (await jobsOf(table.id)).filter((j) => j.kind === "bot" && j.state === "created"),
    ).toEqual([]);
  });
});
