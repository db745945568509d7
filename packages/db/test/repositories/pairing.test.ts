// The pairing repository on a real PostgreSQL: one seek per person, cancel, the
// heartbeat, the pools' counts, stale seeks, and `match`: one dealt table with every
// member seated, each seek matched once even when many matches run at once.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createGame, toAct, type GameConfig } from "@3u3d/engine";

import type { PairingGroup, PairingPool, WaitingSeek } from "../../src/repositories";
import { createTestDatabase, type TestDatabase } from "../../src/testing";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

// A page counts as open while it polled within ALIVE. The app uses seconds; a test
// uses ten minutes, so that a busy machine between a seek and its match can never make
// a waiting page look closed, and a closed page is made one hour quiet (quietFor).
const ALIVE = 10 * 60_000;
let pools = 0;
/**
 * A pool of its own per test, so that tests never see each other's seeks: a made-up
 * ruleset name keeps pools apart (the repository does not judge it; the tables are
 * dealt as 3up3down).
 */
const freshPool = (players = 2, rated = false): PairingPool => ({
  ruleset: `test-${++pools}`,
  players,
  rated,
});

/** The first `players` waiting seeks, seated in age order at a dealt table. */
function firstComers(players: number, rated = false) {
  return (waiting: WaitingSeek[]): PairingGroup | null => {
    if (waiting.length < players) return null;
    const members = waiting.slice(0, players);
    const config: GameConfig = { ruleset: "3up3down", players, options: {} };
    const seed = randomUUID();
    const state = createGame({ ...config, seed });
    return {
      seekIds: members.map((m) => m.id),
      table: {
        config,
        seed,
        inviteCode: randomUUID().slice(0, 8).toUpperCase(),
        isPublic: false,
        hostPlayerId: members[0]!.playerId,
        turnTimerSeconds: 60,
        championshipId: null,
        championshipIndex: null,
        seats: members.map((m) => ({ playerId: m.playerId, botLevel: null })),
        rated,
      },
      dealt: { state, acting: toAct(state) },
    };
  };
}

async function seekers(pool: PairingPool, count: number, rating = 1500) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const playerId = await test.repositories.players.createGuest(`Seeker ${i + 1}`);
    await test.repositories.pairing.seek({
      ...pool,
      playerId,
      rating,
      botFillAfterSeconds: null,
    });
    ids.push(playerId);
  }
  return ids;
}

/** Makes a person's page look closed: no poll for `ms`. */
const quietFor = (playerId: string, ms: number) =>
  test.db.$executeRaw`update "PairingSeek"
    set "lastSeenAt" = now() - (${ms}::float8 * interval '1 millisecond')
    where "playerId" = ${playerId}`;

describe("pairing repository (real PostgreSQL)", () => {
  it("keeps one seek per person: asking again replaces it; cancel withdraws it", async () => {
    const { pairing } = test.repositories;
    const first = freshPool(2);
    const second = freshPool(3);
    const [me] = await seekers(first, 1, 1620);
    expect(await pairing.heartbeat(me!)).toMatchObject({
      state: "waiting",
      ...first,
      rating: 1620,
      botFillAfterSeconds: null,
    });
    await pairing.seek({
      ...second,
      playerId: me!,
      rating: 1600,
      botFillAfterSeconds: 20,
    });
    const counts = await pairing.pools(ALIVE);
    expect(counts.find((p) => p.ruleset === first.ruleset)).toBeUndefined();
    expect(counts.find((p) => p.ruleset === second.ruleset)).toMatchObject({
      waiting: 1,
    });
    expect(await pairing.heartbeat(me!)).toMatchObject({
      state: "waiting",
      players: 3,
      botFillAfterSeconds: 20,
    });

    expect(await pairing.cancel(me!)).toBe(true);
    expect(await pairing.cancel(me!)).toBe(false);
    expect(await pairing.heartbeat(me!)).toBeNull();
  });

  it("match seats the oldest waiting seeks at one dealt table and marks them", async () => {
    const { pairing, games } = test.repositories;
    const pool = freshPool(2);
    const other = freshPool(2);
    const [a, b, c] = await seekers(pool, 3);
    const [elsewhere] = await seekers(other, 1);
    let judged: WaitingSeek[] = [];
    const matched = await pairing.match(pool, ALIVE, (waiting) => {
      judged = waiting;
      return firstComers(2)(waiting);
    });
    expect(judged.map((s) => s.playerId)).toEqual([a, b, c]);
    expect(matched?.playerIds).toEqual([a, b]);

    const table = await games.load(matched!.gameId);
    expect(table).toMatchObject({ status: "PLAYING", version: 0 });
    expect(table!.seats.map((s) => s.playerId)).toEqual([a, b]);
    expect(table!.state).not.toBeNull();
    const row = await test.db.game.findUniqueOrThrow({ where: { id: matched!.gameId } });
    expect(row.rated).toBe(false);

    expect(await pairing.heartbeat(a!)).toEqual({
      state: "matched",
      gameId: matched!.gameId,
    });
    // Too late to cancel once seated.
    expect(await pairing.cancel(b!)).toBe(false);
    expect(await pairing.heartbeat(c!)).toMatchObject({ state: "waiting" });
    expect(await pairing.heartbeat(elsewhere!)).toMatchObject({ state: "waiting" });
    // The one left has nobody to play with.
    expect(await pairing.match(pool, ALIVE, firstComers(2))).toBeNull();
  });

  it("a match the caller declines changes nothing", async () => {
    const { pairing } = test.repositories;
    const pool = freshPool(2);
    const [a, b] = await seekers(pool, 2);
    expect(await pairing.match(pool, ALIVE, () => null)).toBeNull();
    expect(await pairing.heartbeat(a!)).toMatchObject({ state: "waiting" });
    expect(await pairing.heartbeat(b!)).toMatchObject({ state: "waiting" });
  });

  it("seeks of pages gone quiet are neither seated nor counted, and are dropped", async () => {
    const { pairing } = test.repositories;
    const pool = freshPool(2);
    const [gone, here] = await seekers(pool, 2);
    await quietFor(gone!, 6 * ALIVE);
    expect((await pairing.pools(ALIVE)).find((p) => p.ruleset === pool.ruleset)).toEqual({
      ...pool,
      waiting: 1,
    });
    expect(await pairing.match(pool, ALIVE, firstComers(2))).toBeNull();
    expect(await pairing.dropStale(ALIVE)).toBeGreaterThanOrEqual(1);
    expect(await test.db.pairingSeek.count({ where: { playerId: gone! } })).toBe(0);
    expect(await pairing.heartbeat(here!)).toMatchObject({ state: "waiting" });
  });

  it("many matches at once seat every seek exactly once", async () => {
    const { pairing } = test.repositories;
    const pool = freshPool(3);
    const people = await seekers(pool, 20);
    const matchAll = async () => {
      const tables: string[][] = [];
      for (;;) {
        const matched = await pairing.match(pool, ALIVE, firstComers(3));
        if (!matched) return tables;
        tables.push(matched.playerIds);
      }
    };
    const results = await Promise.all([matchAll(), matchAll(), matchAll(), matchAll()]);
    const seated = results.flat(2);
    expect(new Set(seated).size).toBe(seated.length);
    expect(seated).toHaveLength(18);
    const waiting = await test.db.pairingSeek.count({
      where: { playerId: { in: people }, gameId: null },
    });
    expect(waiting).toBe(2);
  });
});
