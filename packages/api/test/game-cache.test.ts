// The per-instance game copies (game-cache.ts) against the database as the authority:
// two instances that never hear of each other's moves (separate in-process buses, the
// worst case for staleness) still never apply a move twice or on an old position.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { closeDbClient, createDbClient } from "@3u3d/db";
import { createTestDatabase, type TestDatabase } from "@3u3d/db/testing";

import { createInProcessBus } from "../src/game-server/event-bus";
import { createGameCache } from "../src/game-server/game-cache";
import type { GameRepository, StoredGame } from "@3u3d/db/repositories";
import { harness, legalOf, type Harness } from "./helpers";

describe("per-instance game copies", () => {
  let test: TestDatabase;
  let a: Harness;
  let b: Harness;
  const otherDb = () => createDbClient(test.url, { maxConnections: 3 });
  let dbB: ReturnType<typeof otherDb>;
  beforeAll(async () => {
    test = await createTestDatabase();
    dbB = otherDb();
    a = harness(test.db);
    b = harness(dbB);
  });
  afterAll(async () => {
    await Promise.all([a.server.dispose(), b.server.dispose()]);
    await closeDbClient(dbB);
    await test.drop();
  });

  /** A two-human game dealt and with both setup choices made (through instance A). */
  async function dealt() {
    const [p0, p1] = [await a.newPlayer("P0"), await a.newPlayer("P1")];
    const table = await a
      .as(p0)
      .lobby.create({ seats: [{ kind: "human" }, { kind: "human" }], isPublic: true });
    await a.as(p1).lobby.join({ inviteCode: table.inviteCode });
    await a.as(p0).lobby.start({ gameId: table.id });
    for (const p of [p0, p1]) {
      const legal = await legalOf(a.as(p), { gameId: table.id });
      await a
        .as(p)
        .game.move({ gameId: table.id, version: legal.version, move: legal.moves[0]! });
    }
    return { gameId: table.id, players: [p0, p1] as const };
  }

  const stored = (gameId: string) =>
    test.db.gameMove.findMany({ where: { gameId }, orderBy: { seq: "asc" } });

  it("an instance that missed moves catches up from the version a client saw, and refuses old ones", async () => {
    const { gameId, players } = await dealt();
    // B reads the game now and keeps it; A then moves on without B hearing of it.
    await b.as(null).game.view({ gameId });
    const mover = (await legalOf(a.as(players[0]), { gameId })).moves.length
      ? players[0]
      : players[1];
    const seen = await legalOf(a.as(mover), { gameId });
    const applied = await a
      .as(mover)
      .game.move({ gameId, version: seen.version, move: seen.moves[0]! });
    expect((await b.as(null).game.view({ gameId })).version).toBe(seen.version); // B is behind

    // The next mover saw the new version through A and sends its move through B.
    let nextMover = players[0];
    for (const p of players)
      if ((await legalOf(a.as(p), { gameId })).moves.length > 0) nextMover = p;
    const legal = await legalOf(a.as(nextMover), { gameId });
    expect(legal.version).toBe(applied.version);
    // The first move sent again through B: B's old copy accepts it, the database's
    // version check refuses it, and nothing changes.
    await expect(
      b.as(mover).game.move({ gameId, version: seen.version, move: seen.moves[0]! }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await stored(gameId)).toHaveLength(applied.version);
    // The version the client saw works through B, which reads the game again for it.
    const through = await b
      .as(nextMover)
      .game.move({ gameId, version: legal.version, move: legal.moves[0]! });
    expect(through.version).toBe(applied.version + 1);
    const moves = await stored(gameId);
    expect(moves.map((m) => m.seq)).toEqual(
      Array.from({ length: through.version }, (_, i) => i + 1),
    );
    // And A, which did not hear of B's move, refuses to build on its old copy.
    const againA = await legalOf(a.as(nextMover), { gameId });
    expect(againA.version).toBe(applied.version); // still A's old copy
    await expect(
      a
        .as(nextMover)
        .game.move({ gameId, version: againA.version, move: legal.moves[0]! }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await stored(gameId)).toHaveLength(through.version);
    // After the refusal A has dropped its copy and shows the real position.
    expect((await a.as(null).game.view({ gameId })).version).toBe(through.version);
  });

  it("the same move sent through both instances at once is applied exactly once", async () => {
    for (let round = 0; round < 10; round++) {
      const { gameId, players } = await dealt();
      await b.as(null).game.view({ gameId }); // both instances hold the game
      let mover = players[0];
      for (const p of players)
        if ((await legalOf(a.as(p), { gameId })).moves.length > 0) mover = p;
      const legal = await legalOf(a.as(mover), { gameId });
      const send = (h: Harness) =>
        h.as(mover).game.move({ gameId, version: legal.version, move: legal.moves[0]! });
      const results = await Promise.allSettled([send(a), send(b)]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const refused = results.find((r) => r.status === "rejected");
      expect(refused?.reason).toMatchObject({ code: "CONFLICT" });
      expect(await stored(gameId)).toHaveLength(legal.version + 1);
    }
  });
});

describe("a game read while another instance moves it", () => {
  /** Just what the store looks at: a game being played at `version`. */
  const playing = (id: string, version: number) =>
    ({
      id,
      version,
      status: "PLAYING",
      moveEvents: [],
      stateBytes: 1,
      eventBytes: 1,
    }) as unknown as StoredGame;

  it("is not kept when a newer version was announced during the read: the next load reads again", async () => {
    const bus = createInProcessBus();
    let inDatabase = 5;
    const firstRead: { release?: () => void } = {};
    let reads = 0;
    const repository = {
      async load(id: string) {
        const snapshot = inDatabase; // what the read's query sees
        if (reads++ === 0) await new Promise<void>((r) => (firstRead.release = r));
        return playing(id, snapshot);
      },
    } as unknown as GameRepository;
    const store = createGameCache(repository, bus);

    const first = store.load("g");
    // Another instance commits version 6 and announces it while our read is in flight.
    inDatabase = 6;
    bus.publish("g", 6);
    firstRead.release?.();
    expect((await first)?.version).toBe(5); // the read saw the game before the move
    // Kept, that copy would stay at 5 until the game's next change: a person shown a
    // bot's turn already played, and nobody left to move.
    expect((await store.load("g"))?.version).toBe(6);
    expect(reads).toBe(2);
    // Now the copy is current and kept: no more reads until the next announcement.
    await store.load("g");
    expect(reads).toBe(2);
    bus.publish("g", 7);
    inDatabase = 7;
    expect((await store.load("g"))?.version).toBe(7);
  });
});
