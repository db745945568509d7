import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@3u3d/db/testing";
import { createDbClient } from "@3u3d/db";
import { viewFor } from "@3u3d/engine";
import type { GameState, Move } from "@3u3d/engine";

import { OPEN_TABLES } from "../src/game-server/game-server";
import { harness, legalOf, playToTheEnd, setUpHarness, type Harness } from "./helpers";

describe("lobby and game routers (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(() => test.drop());

  it("a human and two bots play a full game to the end; the result is stored", async () => {
    const alice = await h.newPlayer("Alice");
    const table = await h.as(alice).lobby.create({
      seats: [
        { kind: "human" },
        { kind: "bot", level: "heuristic" },
        { kind: "bot", level: "random" },
      ],
    });
    await h.as(alice).lobby.start({ gameId: table.id });
    await playToTheEnd(h, table.id, alice);
    const game = await test.db.game.findUniqueOrThrow({
      where: { id: table.id },
      include: { result: true, moves: true },
    });
    expect(game.status).toBe("FINISHED");
    expect(game.result).not.toBeNull();
    expect(game.moves).toHaveLength(game.version);
    expect((game.result!.scores as number[]).length).toBe(3);
    expect(game.moves.some((m) => m.byBot)).toBe(true);
  });

  it("one request opens and deals a table (Play now); with a seat free it is refused and nothing is stored", async () => {
    const quick = await h.newPlayer("Quick");
    const me = h.as(quick);
    const table = await me.lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "heuristic" }],
      deal: true,
    });
    expect(table.dealt).toBe(true);
    // Announced by the game server itself: the bot chooses its face-up cards.
    await h.server.idle(table.id);
    const seen = await me.game.view({ gameId: table.id });
    expect(seen.status).toBe("PLAYING");
    expect(seen.seats[1]?.bot).toBe("heuristic");
    expect(seen.version).toBeGreaterThan(0);
    // A second start finds it dealt.
    await expect(me.lobby.start({ gameId: table.id })).rejects.toMatchObject({
      code: "CONFLICT",
    });

    const tables = () => test.db.game.count({ where: { hostPlayerId: quick } });
    const before = await tables();
    await expect(
      me.lobby.create({ seats: [{ kind: "human" }, { kind: "human" }], deal: true }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: "Waiting for 1 more player." });
    await expect(
      me.lobby.create({
        seats: [{ kind: "human" }, { kind: "bot", level: "random" }],
        // @ts-expect-error a flag, not a word
        deal: "yes",
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await tables()).toBe(before);
  });

  it("only the seated player moves for a seat; spectators and strangers are refused", async () => {
    const host = await h.newPlayer("Host");
    const stranger = await h.newPlayer("Stranger");
    const table = await h.as(host).lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "beginner" }],
      isPublic: true, // a stranger may watch, never move
    });
    await h.as(host).lobby.start({ gameId: table.id });
    await h.server.idle(table.id);
    const { moves } = await legalOf(h.as(host), { gameId: table.id });
    await expect(
      h.as(stranger).game.move({ gameId: table.id, version: 0, move: moves[0]! }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(
      h.as(null).game.move({ gameId: table.id, version: 0, move: moves[0]! }),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    const spectator = await h.as(stranger).game.view({ gameId: table.id });
    expect(spectator.seat).toBeNull();
    expect(spectator.view?.seats.every((s) => s.hand === undefined)).toBe(true);
  });

  it("malformed input is refused with BAD_REQUEST and changes nothing", async () => {
    const host = await h.newPlayer("Careful");
    const table = await h
      .as(host)
      .lobby.create({ seats: [{ kind: "human" }, { kind: "bot", level: "beginner" }] });
    await h.as(host).lobby.start({ gameId: table.id });
    await h.server.idle(table.id);
    const before = await test.db.game.findUniqueOrThrow({ where: { id: table.id } });
    const bad = [
      { type: "play", cards: [] },
      { type: "play", cards: ["<script>"] },
      { type: "teleport" },
      { type: "setup", faceUp: ["1r"] },
      { type: "pickup", extra: true },
    ];
    for (const move of bad) {
      await expect(
        h
          .as(host)
          .game.move({ gameId: table.id, version: before.version, move: move as Move }),
      ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    }
    // A well-formed but illegal move: a card the player does not hold.
    await expect(
      h.as(host).game.move({
        gameId: table.id,
        version: before.version,
        move: { type: "setup", faceUp: ["1r", "2r", "3r"] },
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const after = await test.db.game.findUniqueOrThrow({ where: { id: table.id } });
    expect(after.version).toBe(before.version);
    expect(after.state).toEqual(before.state);
  });

  it("racing double submits of the same move apply exactly once", async () => {
    const host = await h.newPlayer("Racer");
    const table = await h
      .as(host)
      .lobby.create({ seats: [{ kind: "human" }, { kind: "human" }] });
    const guest = await h.newPlayer("Guest");
    await h.as(guest).lobby.join({ inviteCode: table.inviteCode });
    await h.as(host).lobby.start({ gameId: table.id });
    // Setup choices are simultaneous: a repeated one is refused by the engine.
    for (const player of [host, guest]) {
      const { moves, version } = await legalOf(h.as(player), { gameId: table.id });
      const setups = await Promise.allSettled(
        Array.from({ length: 3 }, () =>
          h.as(player).game.move({ gameId: table.id, version, move: moves[0]! }),
        ),
      );
      expect(setups.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    }
    expect(await test.db.gameMove.count({ where: { gameId: table.id } })).toBe(2);
    // In play, the version decides: one applies, the rest are stale.
    const first =
      (await legalOf(h.as(host), { gameId: table.id })).moves.length > 0 ? host : guest;
    const { moves, version } = await legalOf(h.as(first), { gameId: table.id });
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        h.as(first).game.move({ gameId: table.id, version, move: moves[0]! }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results)
      if (r.status === "rejected") expect(r.reason).toMatchObject({ code: "CONFLICT" });
    expect(await test.db.gameMove.count({ where: { gameId: table.id } })).toBe(3);
  });

  it("a restarted server resumes every game exactly where it was", async () => {
    const host = await h.newPlayer("Phoenix");
    const table = await h
      .as(host)
      .lobby.create({ seats: [{ kind: "human" }, { kind: "bot", level: "heuristic" }] });
    await h.as(host).lobby.start({ gameId: table.id });
    await h.server.idle(table.id);
    const { moves, version } = await legalOf(h.as(host), { gameId: table.id });
    await h.as(host).game.move({ gameId: table.id, version, move: moves[0]! });
    await h.server.idle(table.id);
    const before = await h.as(host).game.view({ gameId: table.id });
    // A new process: new database client, new bot runner.
    const db2 = createDbClient(test.url);
    const restarted = harness(db2);
    try {
      const after = await restarted.as(host).game.view({ gameId: table.id });
      expect(after).toEqual(before);
      const stored = await db2.game.findUniqueOrThrow({ where: { id: table.id } });
      expect(viewFor(stored.state as unknown as GameState, 0)).toEqual(before.view);
    } finally {
      await restarted.server.dispose();
      await db2.$disconnect();
    }
  });

  it("lists open public tables and joins by invite code", async () => {
    const host = await h.newPlayer("Public host");
    const open = await h.as(host).lobby.create({
      seats: [{ kind: "human" }, { kind: "human" }],
      isPublic: true,
      options: { reverseOnOne: true },
    });
    const listed = await h.as(null).lobby.open();
    expect(listed.map((t) => t.id)).toContain(open.id);
    // The list carries the table's options, so it can say what the table plays by.
    expect(listed.find((t) => t.id === open.id)?.options).toEqual({ reverseOnOne: true });
    const joiner = await h.newPlayer("Joiner");
    expect(
      await h.as(joiner).lobby.join({ inviteCode: open.inviteCode.toLowerCase() }),
    ).toEqual({ gameId: open.id, seat: 1 });
    await expect(h.as(joiner).lobby.start({ gameId: open.id })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect((await h.as(null).lobby.open()).map((t) => t.id)).not.toContain(open.id);
    await h.as(host).lobby.start({ gameId: open.id });
    const live = await h.as(null).lobby.live();
    expect(live.find((t) => t.id === open.id)?.players).toEqual([
      "Public host",
      "Joiner",
    ]);
    expect(live.find((t) => t.id === open.id)?.options).toEqual({ reverseOnOne: true });
    // A spectator watches with the spectator's view: no hand at all.
    const watched = await h.as(null).game.view({ gameId: open.id });
    expect(watched.seat).toBeNull();
    expect(watched.inviteCode).toBeNull();
    expect(watched.view?.seats.every((s) => s.hand === undefined)).toBe(true);
  });

  it("takes a particular seat, moves between free seats, and cannot take a taken one", async () => {
    const host = await h.newPlayer("Seat host");
    const table = await h.as(host).lobby.create({
      seats: [
        { kind: "human" },
        { kind: "human" },
        { kind: "bot", level: "random" },
        { kind: "human" },
      ],
      isPublic: true, // seats are taken by the table's id
    });
    const guest = await h.newPlayer("Seat guest");
    expect(await h.as(guest).lobby.takeSeat({ gameId: table.id, seat: 3 })).toEqual({
      gameId: table.id,
      seat: 3,
    });
    expect(await h.as(guest).lobby.takeSeat({ gameId: table.id, seat: 1 })).toEqual({
      gameId: table.id,
      seat: 1,
    });
    const seats = await test.db.gameSeat.findMany({
      where: { gameId: table.id },
      orderBy: { seat: "asc" },
      select: { playerId: true },
    });
    expect(seats.map((s) => s.playerId)).toEqual([host, guest, null, null]);
    for (const seat of [0, 2]) {
      await expect(
        h.as(guest).lobby.takeSeat({ gameId: table.id, seat }),
      ).rejects.toMatchObject({
        code: "CONFLICT",
        message: `Seat ${seat + 1} is not free.`,
      });
    }
    await expect(
      h.as(guest).lobby.takeSeat({ gameId: table.id, seat: 12 }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  // Issue #37, item 4: create-then-leave got past the open-table cap and left tables
  // nobody sits at in the public list for ever.
  it("a table its last person leaves is closed: create-then-leave leaves nothing open", async () => {
    const leaver = await h.newPlayer("Leaver");
    const me = h.as(leaver);
    const made: string[] = [];
    for (let i = 0; i < OPEN_TABLES + 2; i++) {
      const table = await me.lobby.create({
        seats: [{ kind: "human" }, { kind: "human" }],
        isPublic: true,
      });
      await me.lobby.leave({ gameId: table.id });
      made.push(table.id);
    }
    const rows = await test.db.game.findMany({ where: { id: { in: made } } });
    expect(rows.map((g) => g.status)).toEqual(made.map(() => "ABANDONED"));
    const listed = (await h.as(null).lobby.open({ limit: 50 })).map((t) => t.id);
    expect(listed.filter((id) => made.includes(id))).toEqual([]);
    // A closed table seats nobody.
    const joiner = await h.newPlayer("Late joiner");
    await expect(h.as(joiner).lobby.join({ gameId: made[0]! })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "This table is closed.",
    });
    // A host who leaves others seated hands the table on: the next person may deal.
    const table = await me.lobby.create({
      seats: [{ kind: "human" }, { kind: "human" }, { kind: "bot", level: "random" }],
    });
    await h.as(joiner).lobby.join({ inviteCode: table.inviteCode });
    await me.lobby.leave({ gameId: table.id });
    await h.as(leaver).lobby.join({ inviteCode: table.inviteCode });
    await h.as(joiner).lobby.start({ gameId: table.id });
    expect(
      (await test.db.game.findUniqueOrThrow({ where: { id: table.id } })).status,
    ).toBe("PLAYING");
  });

  it("tables nobody sits at are swept and a table one hosts counts against the cap", async () => {
    const host = await h.newPlayer("Vanishing host");
    const first = await h.as(host).lobby.create({
      seats: [{ kind: "human" }, { kind: "human" }],
      isPublic: true,
    });
    for (let i = 1; i < OPEN_TABLES; i++)
      await h.as(host).lobby.create({ seats: [{ kind: "human" }, { kind: "human" }] });
    // The host's seat emptied behind the lobby's back (as a deleted account's is): the
    // table still counts against its host, and is not listed.
    await test.db.gameSeat.update({
      where: { gameId_seat: { gameId: first.id, seat: 0 } },
      data: { playerId: null },
    });
    await expect(
      h.as(host).lobby.create({ seats: [{ kind: "human" }, { kind: "human" }] }),
    ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect((await h.as(null).lobby.open({ limit: 50 })).map((t) => t.id)).not.toContain(
      first.id,
    );
    // The sweep (with every resume) closes it, and the host may open another.
    await h.server.resume();
    expect(
      (await test.db.game.findUniqueOrThrow({ where: { id: first.id } })).status,
    ).toBe("ABANDONED");
    await h.as(host).lobby.create({ seats: [{ kind: "human" }, { kind: "human" }] });
  });

  it("a public game nobody has moved in for a quarter of an hour is not listed as being played", async () => {
    const host = await h.newPlayer("Frozen host");
    const table = await h.as(host).lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "beginner" }],
      isPublic: true,
    });
    await h.as(host).lobby.start({ gameId: table.id });
    await h.server.idle(table.id);
    const live = async () =>
      (await h.as(null).lobby.live({ limit: 50 })).map((t) => t.id);
    expect(await live()).toContain(table.id);
    await test.db
      .$executeRaw`update "Game" set "updatedAt" = "updatedAt" - interval '16 minutes'
      where id = ${table.id}`;
    expect(await live()).not.toContain(table.id);
  });
});
