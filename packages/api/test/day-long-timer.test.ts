import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { closeDbClient, createDbClient, type DbClient } from "@3u3d/db";
import { createTestDatabase, type TestDatabase } from "@3u3d/db/testing";

import { createInProcessBus } from "../src";
import { harness, type Harness } from "./helpers";

// A game that waits: a one-hour turn timer, and the server restarted while the hour
// runs. The deadline is a job in PostgreSQL (the turn queue), not a timer in one
// process, so the instance that comes up after the restart plays the timed-out turn
// when the hour is over, and not before. The hour is not waited for: while no instance
// runs, the game's clock and the job's are moved an hour back, as if it had passed.
describe("a one-hour turn timer across a restart (real PostgreSQL)", () => {
  const HOUR_MS = 3_600_000;
  // Real timers: the table's 3600 seconds are 3600 seconds.
  const realTime = { turnTimerMs: (seconds: number) => seconds * 1000 };
  let test: TestDatabase;
  const clients: DbClient[] = [];
  let running: Harness | null = null;

  /** One server instance, as the web app starts it (its own connections). */
  async function startInstance(): Promise<Harness> {
    const db = createDbClient(test.url);
    clients.push(db);
    running = harness(db, createInProcessBus(), realTime);
    await running.server.resume();
    return running;
  }

  async function stopInstance() {
    await running?.server.dispose();
    running = null;
  }

  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await stopInstance();
    await Promise.all(clients.map((db) => closeDbClient(db)));
    await test.drop();
  });

  const deadlineJobs = (gameId: string) =>
    test.db.$queryRaw<{ state: string; startAfter: Date }[]>`
      select state::text as state, start_after as "startAfter" from pgboss.job
      where name = 'game-turn' and data->>'kind' = 'deadline' and data->>'gameId' = ${gameId}`;

  const timedOutMoves = (gameId: string) =>
    test.db.gameMove.count({ where: { gameId, seat: 0, byBot: true } });

  async function waitFor(check: () => Promise<boolean>, tries = 800) {
    for (let i = 0; i < tries; i++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error("timed out waiting");
  }

  it("fires an hour after the turn began, on the instance running then", async () => {
    const first = await startInstance();
    const sleeper = await first.newPlayer("Sleeper");
    const table = await first.as(sleeper).lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "beginner" }],
      turnTimerSeconds: 3600,
    });
    await first.as(sleeper).lobby.start({ gameId: table.id });
    await first.server.idle(table.id);

    // The deadline players are shown is one hour after the turn began, and the queued
    // job waits for exactly that moment.
    const view = await first.as(sleeper).game.view({ gameId: table.id });
    const game = await test.db.game.findUniqueOrThrow({
      where: { id: table.id },
      include: { moves: { orderBy: { seq: "desc" }, take: 1 } },
    });
    const turnBegan = (game.moves[0]?.createdAt ?? game.startedAt!).getTime();
    expect(view.turnDeadline!.getTime()).toBe(turnBegan + HOUR_MS);
    await waitFor(async () => (await deadlineJobs(table.id)).length === 1);
    const [job] = await deadlineJobs(table.id);
    expect(job!.state).toBe("created");
    expect(Math.abs(job!.startAfter.getTime() - (turnBegan + HOUR_MS))).toBeLessThan(
      1000,
    );

    // Restart before the hour is over: the new instance resumes the game and, with the
    // hour still running, plays nothing for the sleeper.
    await stopInstance();
    const second = await startInstance();
    await second.server.idle(table.id);
    expect(await timedOutMoves(table.id)).toBe(0);
    expect((await deadlineJobs(table.id)).map((j) => j.state)).toEqual(["created"]);

    // Down again; meanwhile the hour passes (every clock of the game moved an hour
    // back), then an instance comes up: the turn is timed out once.
    await stopInstance();
    await test.db
      .$executeRaw`update "Game" set "startedAt" = "startedAt" - interval '1 hour'
      where id = ${table.id}`;
    await test.db
      .$executeRaw`update "GameMove" set "createdAt" = "createdAt" - interval '1 hour'
      where "gameId" = ${table.id}`;
    await test.db
      .$executeRaw`update pgboss.job set start_after = start_after - interval '1 hour'
      where name = 'game-turn' and data->>'gameId' = ${table.id}`;
    const third = await startInstance();
    await waitFor(async () => (await timedOutMoves(table.id)) === 1);
    // The timeout is counted just after its move is stored (master.timeout), while the
    // bot's answer may already be under way: wait for the count, then for the bot.
    const seatZero = () =>
      test.db.gameSeat.findUniqueOrThrow({
        where: { gameId_seat: { gameId: table.id, seat: 0 } },
      });
    await waitFor(async () => (await seatZero()).timeouts > 0);
    await third.server.idle(table.id);
    expect(await timedOutMoves(table.id)).toBe(1);
    const seat = await seatZero();
    expect(seat.timeouts).toBe(1);
    expect(seat.botControlled).toBe(false); // one timeout is not a handover
    // The next turn has its own hour, counted from the timed-out move.
    const after = await third.as(sleeper).game.view({ gameId: table.id });
    expect(after.turnDeadline!.getTime() - Date.now()).toBeGreaterThan(HOUR_MS - 60_000);
  });
});
