// Quick pairing ("Play a person now", issue #36) through the routers on a real
// PostgreSQL: people asking for the same game are seated at one dealt table, others
// wait; cancel, stale pages, rated needs an account, the widening rating window, bot
// fill; and two server instances on one database with thirty people asking at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { closeDbClient, createDbClient, type DbClient } from "@3u3d/db";
import type { WaitingSeek } from "@3u3d/db/repositories";
import { createTestDatabase, type TestDatabase } from "@3u3d/db/testing";

import { createInProcessBus } from "../src";
import { OPEN_TABLES } from "../src/game-server/tables";
import { pickGroup, ratingWindow } from "../src/services/pairing-rules";
import { harness, setUpHarness, type Harness } from "./helpers";

/** Paired tables keep their real 60-second turn timer here: no game plays itself out. */
const realTimers = { turnTimerMs: (seconds: number) => seconds * 1000 };

const casual = (ruleset: "3up3down" | "palace", players: number) => ({
  ruleset,
  players,
  rated: false,
});

/** Makes a person look as if they asked `seconds` earlier. */
const askedEarlier = (db: DbClient, playerId: string, seconds: number) =>
  db.$executeRaw`update "PairingSeek"
    set "createdAt" = "createdAt" - (${seconds}::float8 * interval '1 second')
    where "playerId" = ${playerId}`;

const seek = (over: Partial<WaitingSeek>): WaitingSeek => ({
  id: Math.random().toString(36),
  playerId: "p",
  rating: 1500,
  botFillAfterSeconds: null,
  waitedMs: 0,
  apart: [],
  ...over,
});

describe("the pairing rule (pure)", () => {
  it("the window is ±100, 50 wider every 5 seconds, and open after 30 seconds", () => {
    expect(ratingWindow(0)).toBe(100);
    expect(ratingWindow(4_999)).toBe(100);
    expect(ratingWindow(5_000)).toBe(150);
    expect(ratingWindow(29_999)).toBe(350);
    expect(ratingWindow(30_000)).toBe(Number.POSITIVE_INFINITY);
  });

  it("pairs the oldest who fit, within the wider window of the two", () => {
    const old = seek({ id: "old", rating: 1500, waitedMs: 20_000 }); // ±300
    const far = seek({ id: "far", rating: 1900 });
    const near = seek({ id: "near", rating: 1750 });
    expect(pickGroup([old, far], 2, false)).toBeNull();
    expect(pickGroup([old, far, near], 2, false)?.people.map((s) => s.id)).toEqual([
      "old",
      "near",
    ]);
  });

  it("two people kept apart by a block never fit, however long they wait", () => {
    const ann = seek({ id: "ann", playerId: "ann", waitedMs: 60_000, apart: ["bob"] });
    const bob = seek({ id: "bob", playerId: "bob", waitedMs: 60_000 });
    const cy = seek({ id: "cy", playerId: "cy" });
    expect(pickGroup([ann, bob], 2, false)).toBeNull();
    expect(pickGroup([ann, bob, cy], 2, false)?.people.map((s) => s.id)).toEqual([
      "ann",
      "cy",
    ]);
  });

  it("a group fits only when every two of its members do", () => {
    const a = seek({ id: "a", rating: 1400 });
    const b = seek({ id: "b", rating: 1490 });
    const c = seek({ id: "c", rating: 1580 }); // fits b, not a
    expect(pickGroup([a, b, c], 3, false)).toBeNull();
    expect(pickGroup([a, b, c], 2, false)?.people.map((s) => s.id)).toEqual(["a", "b"]);
  });

  it("bots fill only where allowed, for people whose chosen wait is over", () => {
    const due = seek({ id: "due", botFillAfterSeconds: 10, waitedMs: 11_000 });
    const early = seek({ id: "early", botFillAfterSeconds: 60, waitedMs: 11_000 });
    const never = seek({ id: "never", rating: 2500 });
    expect(pickGroup([due, early, never], 4, false)).toBeNull();
    expect(pickGroup([due, early, never], 4, true)).toEqual({ people: [due], bots: 3 });
    expect(pickGroup([early], 4, true)).toBeNull();
  });
});

describe("quick pairing (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness(realTimers)));
  afterAll(() => test.drop());

  const account = (name: string) => h.newAccount(name);

  it("two people asking for the same game are seated at one dealt table; another game waits", async () => {
    const [ann, bob, cat] = await Promise.all(
      ["Ann", "Bob", "Cat"].map((name) => h.newPlayer(name)),
    );
    const first = await h.as(ann!).pairing.seek(casual("3up3down", 2));
    expect(first).toMatchObject({ state: "waiting", waiting: 1, ratingWindow: 100 });
    const other = await h.as(cat!).pairing.seek(casual("palace", 2));
    expect(other).toMatchObject({ state: "waiting", ruleset: "palace" });
    expect(await h.as(null).pairing.pools()).toEqual(
      expect.arrayContaining([
        { ruleset: "3up3down", players: 2, rated: false, waiting: 1 },
        { ruleset: "palace", players: 2, rated: false, waiting: 1 },
      ]),
    );

    const second = await h.as(bob!).pairing.seek(casual("3up3down", 2));
    expect(second.state).toBe("matched");
    const gameId = second.state === "matched" ? second.gameId : "";
    expect(await h.as(ann!).pairing.status()).toEqual({ state: "matched", gameId });
    const view = await h.as(ann!).game.view({ gameId });
    expect(view.version).toBe(0);
    const table = await test.db.game.findUniqueOrThrow({
      where: { id: gameId },
      include: { seats: { orderBy: { seat: "asc" } } },
    });
    expect(table).toMatchObject({
      status: "PLAYING",
      rated: false,
      turnTimerSeconds: 60,
    });
    expect(table.seats.map((s) => s.playerId)).toEqual([ann, bob]);

    expect(await h.as(cat!).pairing.status()).toMatchObject({ state: "waiting" });
  });

  it("people who blocked each other wait apart; a third person is paired with one", async () => {
    const [ann, bob, cy] = await Promise.all(
      ["Ann", "Bob", "Cy"].map((name) => h.newPlayer(name)),
    );
    await test.db.pairingSeek.deleteMany({}); // nobody left waiting by the tests before
    await test.db.block.create({ data: { blockerId: bob!, blockedId: ann! } });
    await h.as(ann!).pairing.seek(casual("palace", 2));
    expect(await h.as(bob!).pairing.seek(casual("palace", 2))).toMatchObject({
      state: "waiting",
      waiting: 2,
    });
    expect(await h.pairing.sweep()).toEqual([]);
    const third = await h.as(cy!).pairing.seek(casual("palace", 2));
    expect(third.state).toBe("matched");
    const table = await test.db.gameSeat.findMany({
      where: { gameId: third.state === "matched" ? third.gameId : "" },
      orderBy: { seat: "asc" },
    });
    expect(table.map((s) => s.playerId)).toEqual([ann, cy]);
    expect(await h.as(bob!).pairing.status()).toMatchObject({ state: "waiting" });
    await h.as(bob!).pairing.cancel();
  });

  it("cancel leaves nobody waiting; cancelling after being seated keeps the table", async () => {
    const [dan, eve, fay] = await Promise.all(
      ["Dan", "Eve", "Fay"].map((name) => h.newPlayer(name)),
    );
    await h.as(dan!).pairing.seek(casual("3up3down", 4));
    expect(await h.as(dan!).pairing.cancel()).toEqual({ state: "idle" });
    expect(await h.as(dan!).pairing.status()).toEqual({ state: "idle" });
    const counts = await h.deps().repositories.pairing.pools(10_000);
    expect(counts.find((p) => p.players === 4)).toBeUndefined();

    await h.as(eve!).pairing.seek(casual("3up3down", 3));
    await h.as(fay!).pairing.seek(casual("3up3down", 3));
    const gil = await h.newPlayer("Gil");
    const seated = await h.as(gil).pairing.seek(casual("3up3down", 3));
    expect(seated.state).toBe("matched");
    expect(await h.as(eve!).pairing.cancel()).toEqual(seated);
  });

  it("a page that stops polling is dropped by the sweep", async () => {
    const hal = await h.newPlayer("Hal");
    await h.as(hal).pairing.seek(casual("3up3down", 5));
    await test.db.$executeRaw`update "PairingSeek"
      set "lastSeenAt" = now() - interval '1 minute' where "playerId" = ${hal}`;
    await h.pairing.sweep();
    expect(await h.as(hal).pairing.status()).toEqual({ state: "idle" });
  });

  it("rated games need an account, and wait for people only", async () => {
    const guest = await h.newPlayer("Guest Ivy");
    await expect(
      h.as(guest).pairing.seek({ ...casual("palace", 2), rated: true }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message:
        "Rated games need an account: sign up to play rated, or look for a casual game.",
    });
    const [jo, kim] = [await account("Jo"), await account("Kim")];
    await expect(
      h
        .as(jo)
        .pairing.seek({ ...casual("palace", 2), rated: true, botFillAfterSeconds: 30 }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message:
        "Bots fill empty seats in casual games only: a rated game waits for people.",
    });
    await h.as(jo).pairing.seek({ ...casual("palace", 2), rated: true });
    const matched = await h.as(kim).pairing.seek({ ...casual("palace", 2), rated: true });
    expect(matched.state).toBe("matched");
    const gameId = matched.state === "matched" ? matched.gameId : "";
    const table = await test.db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(table.rated).toBe(true);
  });

  it("people 300 points apart wait until the window has widened enough", async () => {
    const [lea, max] = [await account("Lea"), await account("Max")];
    // Max's shown rating is 1800 (1500 + (mu - 25) × 42).
    await test.db.rating.create({
      data: { playerId: max, ruleset: "3up3down", mu: 25 + 300 / 42, sigma: 5 },
    });
    const rated = { ...casual("3up3down", 2), rated: true };
    await h.as(lea).pairing.seek(rated);
    expect(await h.as(max).pairing.seek(rated)).toMatchObject({ state: "waiting" });
    await h.pairing.sweep();
    expect(await h.as(lea).pairing.status()).toMatchObject({ state: "waiting" });

    await askedEarlier(test.db, lea, 20); // ±300 now
    expect(await h.as(lea).pairing.status()).toMatchObject({ ratingWindow: 300 });
    const tables = await h.pairing.sweep();
    expect(tables).toHaveLength(1);
    expect(await h.as(max).pairing.status()).toEqual({
      state: "matched",
      gameId: tables[0],
    });
  });

  it("bots take the empty seats of a casual table once the chosen wait is over", async () => {
    const ned = await h.newPlayer("Ned");
    await h.as(ned).pairing.seek({ ...casual("palace", 3), botFillAfterSeconds: 20 });
    await h.pairing.sweep();
    expect(await h.as(ned).pairing.status()).toMatchObject({ state: "waiting" });
    await askedEarlier(test.db, ned, 21);
    const [gameId] = await h.pairing.sweep();
    const table = await test.db.game.findUniqueOrThrow({
      where: { id: gameId! },
      include: { seats: { orderBy: { seat: "asc" } } },
    });
    expect(table.status).toBe("PLAYING");
    expect(table.seats.map((s) => [s.playerId, s.botLevel])).toEqual([
      [ned, null],
      [null, "heuristic"],
      [null, "heuristic"],
    ]);
  });

  it("the open-tables limit holds", async () => {
    const busy = await h.newPlayer("Busy");
    for (let i = 0; i < OPEN_TABLES; i++)
      await h.as(busy).lobby.create({ seats: [{ kind: "human" }, { kind: "human" }] });
    await expect(h.as(busy).pairing.seek(casual("3up3down", 6))).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
  });
});

describe("quick pairing on two instances sharing one PostgreSQL", () => {
  let test: TestDatabase;
  const dbs: DbClient[] = [];
  const instances: Harness[] = [];
  beforeAll(async () => {
    test = await createTestDatabase();
    for (let i = 0; i < 2; i++) {
      const db = createDbClient(test.url);
      dbs.push(db);
      // Started together: the turn queue sets itself up one instance at a time.
      instances.push(harness(db, createInProcessBus(), realTimers));
    }
  });
  afterAll(async () => {
    await Promise.all(instances.map((h) => h.server.dispose()));
    await Promise.all(dbs.map((db) => closeDbClient(db)));
    await test.drop();
  });

  it("thirty people asking at once are each seated once; nobody who could be paired waits", async () => {
    const [a, b] = instances as [Harness, Harness];
    // 13 for two-player tables (6 tables, 1 left), 17 for three-player (5 tables, 2 left).
    const asks = Array.from({ length: 30 }, (_, i) => ({
      players: i < 13 ? 2 : 3,
      via: i % 2 === 0 ? a : b,
    }));
    const people = await Promise.all(asks.map((_, i) => a.newPlayer(`Person ${i + 1}`)));
    await Promise.all(
      asks.map(({ players, via }, i) =>
        via.as(people[i]!).pairing.seek(casual("3up3down", players)),
      ),
    );
    await Promise.all([a.pairing.sweep(), b.pairing.sweep(), a.pairing.sweep()]);

    const seats = await test.db.gameSeat.findMany({
      where: { playerId: { in: people } },
      include: { game: { select: { status: true, seatCount: true } } },
    });
    const seated = seats.map((s) => s.playerId);
    expect(new Set(seated).size).toBe(seated.length); // nobody at two tables
    expect(seated).toHaveLength(12 + 15);
    expect(seats.every((s) => s.game.status === "PLAYING")).toBe(true);

    const statuses = await Promise.all(
      people.map((p, i) => (i % 2 === 0 ? b : a).as(p).pairing.status()),
    );
    const waiting = people.filter((_, i) => statuses[i]!.state === "waiting");
    expect(waiting).toHaveLength(1 + 2);
    for (const [i, status] of statuses.entries()) {
      const seat = seats.find((s) => s.playerId === people[i]);
      expect(status.state === "matched" ? status.gameId : null).toBe(
        seat?.gameId ?? null,
      );
      if (seat) expect(seat.game.seatCount).toBe(asks[i]!.players);
    }
  });

  it("sweeps racing on both instances seat a backlog once each", async () => {
    const [a, b] = instances as [Harness, Harness];
    const { pairing } = a.deps().repositories;
    // Seeks stored without the immediate match (as if their instance died right after),
    // left for the sweeps: 15 for two-player palace tables, 16 for four-player ones.
    const asks = Array.from({ length: 31 }, (_, i) => (i < 15 ? 2 : 4));
    const people = await Promise.all(asks.map((_, i) => a.newPlayer(`Later ${i + 1}`)));
    await Promise.all(
      asks.map((players, i) =>
        pairing.seek({
          playerId: people[i]!,
          ...casual("palace", players),
          rating: 1500,
          botFillAfterSeconds: null,
        }),
      ),
    );
    const swept = await Promise.all([
      a.pairing.sweep(),
      b.pairing.sweep(),
      a.pairing.sweep(),
      b.pairing.sweep(),
    ]);
    expect(swept.flat()).toHaveLength(7 + 4);

    const seats = await test.db.gameSeat.findMany({
      where: { playerId: { in: people } },
      select: { playerId: true },
    });
    const seated = seats.map((s) => s.playerId);
    expect(new Set(seated).size).toBe(seated.length);
    expect(seated).toHaveLength(14 + 16);
    const waiting = await test.db.pairingSeek.count({
      where: { playerId: { in: people }, gameId: null },
    });
    expect(waiting).toBe(1);
  });
});
