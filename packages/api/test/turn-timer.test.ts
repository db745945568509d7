import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@3u3d/db/testing";

import { TIMEOUTS_BEFORE_HANDOVER } from "../src/game-server/game-server";
import { DEFAULT_TURN_TIMER_SECONDS } from "../src/turn-timers";
import { legalOf, setUpHarness, type Harness } from "./helpers";

describe("turn timers (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(() => test.drop());

  // Asks until the check holds, with no deadline of its own: a busy machine makes the
  // turn queue slower, never wrong, and vitest's hang guard ends a wait that never does.
  const waitFor = async (check: () => Promise<boolean>) => {
    while (!(await check())) await new Promise((r) => setTimeout(r, 25));
  };

  it("a seat that lets its time run out is played by a bot, then handed to it; with nobody left the game ends", async () => {
    const sleeper = await h.newPlayer("Sleeper");
    const table = await h.as(sleeper).lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "beginner" }],
      turnTimerSeconds: 30,
    });
    await h.as(sleeper).lobby.start({ gameId: table.id });
    // Clients count down to the deadline: the timer's length (here in test time, 40 ms)
    // after the deal or the last move.
    const dealt = await h.as(sleeper).game.view({ gameId: table.id });
    const startedAt = (
      await test.db.game.findUniqueOrThrow({ where: { id: table.id } })
    ).startedAt!.getTime();
    const deadline = dealt.turnDeadline!.getTime();
    expect(deadline - startedAt).toBeGreaterThanOrEqual(40);
    expect(deadline - startedAt).toBeLessThan(10_000); // bots' setup moves may come first
    const seatRow = () =>
      test.db.gameSeat.findUniqueOrThrow({
        where: { gameId_seat: { gameId: table.id, seat: 0 } },
      });

    // The human never moves: timed-out turns are played for them, then the seat is
    // handed over — and with no person left at the table, the game ends there.
    await waitFor(async () => (await seatRow()).botControlled);
    expect((await seatRow()).timeouts).toBeGreaterThanOrEqual(TIMEOUTS_BEFORE_HANDOVER);
    const timedOut = await test.db.gameMove.count({
      where: { gameId: table.id, seat: 0, byBot: true },
    });
    expect(timedOut).toBeGreaterThanOrEqual(TIMEOUTS_BEFORE_HANDOVER);
    await waitFor(
      async () =>
        (await test.db.game.findUniqueOrThrow({ where: { id: table.id } })).status ===
        "ABANDONED",
    );
    await expect(h.as(sleeper).game.takeBack({ gameId: table.id })).rejects.toMatchObject(
      { code: "CONFLICT" },
    );
    // The history says what happened: their turns ran out, not that they quit (#63).
    const { rows } = await h.as(sleeper).profile.history({});
    expect(rows.find((r) => r.gameId === table.id)).toMatchObject({
      abandoned: true,
      ending: "timedOut",
    });
  });

  it("a seat handed to its bot is taken back while others play on", async () => {
    const [leaver, stayer] = [await h.newPlayer("Leaver"), await h.newPlayer("Stayer")];
    const table = await h.as(leaver).lobby.create({
      seats: [{ kind: "human" }, { kind: "human" }, { kind: "bot", level: "beginner" }],
    });
    await h.as(stayer).lobby.join({ inviteCode: table.inviteCode });
    await h.as(leaver).lobby.start({ gameId: table.id });
    await h.as(leaver).game.resign({ gameId: table.id });
    await h.server.idle(table.id);
    const game = await test.db.game.findUniqueOrThrow({ where: { id: table.id } });
    expect(game.status).toBe("PLAYING"); // the stayer is still there
    await h.as(leaver).game.takeBack({ gameId: table.id });
    const back = await test.db.gameSeat.findUniqueOrThrow({
      where: { gameId_seat: { gameId: table.id, seat: 0 } },
    });
    expect(back.botControlled).toBe(false);
    expect(back.timeouts).toBe(0);
  });

  it("a table made without a timer has the default one, shown as its deadline", async () => {
    // An account's game against a bot: rated, so it keeps the default clock.
    const patient = await h.newAccount("Patient");
    const calm = await h
      .as(patient)
      .lobby.create({ seats: [{ kind: "human" }, { kind: "bot", level: "beginner" }] });
    const stored = await test.db.game.findUniqueOrThrow({ where: { id: calm.id } });
    expect(stored.turnTimerSeconds).toBe(DEFAULT_TURN_TIMER_SECONDS);
    await h.as(patient).lobby.start({ gameId: calm.id });
    await h.server.idle(calm.id);
    // Five real minutes here (the harness shrinks chosen timers only): the person is
    // not hurried, and the deadline players are shown is the default's.
    const view = await h.as(patient).game.view({ gameId: calm.id });
    const turnBegan = Date.now();
    expect(view.turnDeadline!.getTime() - turnBegan).toBeGreaterThan(
      DEFAULT_TURN_TIMER_SECONDS * 1000 - 60_000,
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(await test.db.gameMove.count({ where: { gameId: calm.id, seat: 0 } })).toBe(0);
    // Nothing to take back there: a seat the person plays cannot be "taken back" (it
    // used to be accepted, and each call restarted the turn timer).
    await expect(h.as(patient).game.takeBack({ gameId: calm.id })).rejects.toMatchObject({
      code: "CONFLICT",
    });
  });

  it("a guest's game against bots only is casual and has no clock unless one is chosen (#63)", async () => {
    const guest = await h.newPlayer("Wanderer");
    const againstBots = {
      seats: [
        { kind: "human" as const },
        { kind: "bot" as const, level: "beginner" as const },
      ],
    };
    const calm = await h.as(guest).lobby.create(againstBots);
    const stored = await test.db.game.findUniqueOrThrow({ where: { id: calm.id } });
    expect(stored).toMatchObject({ turnTimerSeconds: null, rated: false });
    await h.as(guest).lobby.start({ gameId: calm.id });
    await h.server.idle(calm.id);
    expect((await h.as(guest).game.view({ gameId: calm.id })).turnDeadline).toBeNull();

    // A timer the guest chose is kept; a table for two people keeps the default.
    const chosen = await h
      .as(guest)
      .lobby.create({ ...againstBots, turnTimerSeconds: 60 });
    const forTwo = await h
      .as(guest)
      .lobby.create({ seats: [{ kind: "human" }, { kind: "human" }] });
    const timers = await test.db.game.findMany({
      where: { id: { in: [chosen.id, forTwo.id] } },
      select: { id: true, turnTimerSeconds: true },
    });
    expect(new Map(timers.map((t) => [t.id, t.turnTimerSeconds]))).toEqual(
      new Map([
        [chosen.id, 60],
        [forTwo.id, DEFAULT_TURN_TIMER_SECONDS],
      ]),
    );
    await h.as(guest).game.resign({ gameId: calm.id });
    await h.server.idle(calm.id);
    const { rows } = await h.as(guest).profile.history({});
    expect(rows.find((r) => r.gameId === calm.id)).toMatchObject({ ending: "resigned" });
    // Played again, it is the same casual game without a clock.
    const again = await h.as(guest).game.rematch({ gameId: calm.id });
    expect(
      await test.db.game.findUniqueOrThrow({
        where: { id: again.gameId },
        select: { turnTimerSeconds: true, rated: true },
      }),
    ).toEqual({ turnTimerSeconds: null, rated: false });
  });

  it("a guest's untimed game against bots left alone for a day is ended where it stands", async () => {
    const guest = await h.newPlayer("Drifter");
    const table = await h.as(guest).lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "beginner" }],
    });
    await h.as(guest).lobby.start({ gameId: table.id });
    await h.server.idle(table.id);
    await h.server.resume(); // an hour's quiet is nothing
    expect(
      (await test.db.game.findUniqueOrThrow({ where: { id: table.id } })).status,
    ).toBe("PLAYING");
    await test.db.$executeRaw`
      update "Game" set "updatedAt" = now() - interval '25 hours' where id = ${table.id}`;
    await h.server.resume();
    expect(
      (await test.db.game.findUniqueOrThrow({ where: { id: table.id } })).status,
    ).toBe("ABANDONED");
    // Nobody resigned: the history says the game stopped.
    const { rows } = await h.as(guest).profile.history({});
    expect(rows.find((r) => r.gameId === table.id)).toMatchObject({
      abandoned: true,
      ending: "played",
    });
  });

  it("a turn the human plays starts the timeout count again; a bot's move does not", async () => {
    const human = await h.newPlayer("Dozer");
    const table = await h
      .as(human)
      .lobby.create({ seats: [{ kind: "human" }, { kind: "bot", level: "beginner" }] });
    await h.as(human).lobby.start({ gameId: table.id });
    await h.server.idle(table.id);
    // Two turns timed out already (on both seats, to see who resets what).
    await test.db.gameSeat.updateMany({
      where: { gameId: table.id },
      data: { timeouts: 2 },
    });
    const botMoves = () =>
      test.db.gameMove.count({ where: { gameId: table.id, seat: 1 } });
    const before = await botMoves();
    // The human plays until the bot has answered at least once.
    for (let turn = 0; turn < 20 && (await botMoves()) === before; turn++) {
      const legal = await legalOf(h.as(human), { gameId: table.id });
      await h
        .as(human)
        .game.move({ gameId: table.id, version: legal.version, move: legal.moves[0]! });
      await h.server.idle(table.id);
    }
    expect(await botMoves()).toBeGreaterThan(before);
    const seats = await test.db.gameSeat.findMany({
      where: { gameId: table.id },
      orderBy: { seat: "asc" },
    });
    expect(seats.map((s) => s.timeouts)).toEqual([0, 2]);
  });
});

// Rating integrity (issue #37, item 4): every table has a turn deadline, so a person
// who stops moving cannot keep a rated game, and its ratings, open for ever. Here the
// default timer is shrunk to test time as well (40 ms), and waits are counted in tries.
describe("the default turn timer ends a stalled rated game (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness({ turnTimerMs: () => 40 })));
  afterAll(() => test.drop());

  async function settle(check: () => Promise<boolean>, tries = 400) {
    for (let i = 0; i < tries; i++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`not settled after ${tries} tries`);
  }

  it("a player who stops moving at a table made without a timer ends last, and is rated", async () => {
    const staller = await h.newAccount("Staller");
    const table = await h.as(staller).lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "beginner" }],
    });
    await h.as(staller).lobby.start({ gameId: table.id });
    // The staller never moves: the default timer plays their turns, hands the seat
    // over, and with nobody left the game ends there.
    await settle(
      async () =>
        (await test.db.game.findUniqueOrThrow({ where: { id: table.id } })).status ===
        "ABANDONED",
    );
    const seat = await test.db.gameSeat.findUniqueOrThrow({
      where: { gameId_seat: { gameId: table.id, seat: 0 } },
    });
    expect(seat.resigned).toBe(true);
    const changes = await h.as(staller).game.ratingChanges({ gameId: table.id });
    expect(changes?.rated).toBe(true);
    expect(changes!.seats[0]!.after).toBeLessThan(changes!.seats[0]!.before);
    const rating = await test.db.rating.findUniqueOrThrow({
      where: { playerId_ruleset: { playerId: staller, ruleset: "3up3down" } },
    });
    expect(rating).toMatchObject({ games: 1, wins: 0 });
  });
});
