// Invite-only tables open with their invite code or to the people seated at them; an id
// alone opens nothing, not even the knowledge that the table exists.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@3u3d/db/testing";

import { OPEN_TABLES } from "../src/game-server/game-server";
import { legalOf, setUpHarness, unwrapTracked, watch, type Harness } from "./helpers";

describe("invite-only tables (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(() => test.drop());

  const notFound = { code: "NOT_FOUND" };

  it("cannot be joined, watched or followed by id alone; the invite code opens it", async () => {
    const host = await h.newPlayer("Host");
    const stranger = await h.newPlayer("Stranger");
    const friend = await h.newPlayer("Friend");
    const table = await h.as(host).lobby.create({
      seats: [{ kind: "human" }, { kind: "human" }, { kind: "bot", level: "beginner" }],
    });
    const gameId = table.id;
    await expect(h.as(stranger).lobby.join({ gameId })).rejects.toMatchObject(notFound);
    await expect(
      h.as(stranger).lobby.takeSeat({ gameId, seat: 1 }),
    ).rejects.toMatchObject(notFound);
    await expect(h.as(stranger).game.view({ gameId })).rejects.toMatchObject(notFound);
    await expect(h.as(null).game.view({ gameId })).rejects.toMatchObject(notFound);
    // A wrong code is no better than none.
    await expect(
      h.as(null).game.view({ gameId, inviteCode: "AAAAAAAA" }),
    ).rejects.toMatchObject(notFound);

    // The friend has the code: sits down, and then sees the table like the host.
    await h.as(friend).lobby.join({ inviteCode: table.inviteCode.toLowerCase() });
    await h.as(host).lobby.start({ gameId });
    expect((await h.as(friend).game.view({ gameId })).seat).toBe(1);
    expect((await h.as(host).game.view({ gameId })).seat).toBe(0);

    // Watching takes the code; seated players need none.
    await expect(h.as(stranger).game.view({ gameId })).rejects.toMatchObject(notFound);
    const watched = await h
      .as(stranger)
      .game.view({ gameId, inviteCode: table.inviteCode });
    expect(watched.seat).toBeNull();
    expect(watched.inviteCode).toBeNull(); // spectators are not handed the code to pass on
    await expect(legalOf(h.as(stranger), { gameId })).rejects.toMatchObject(notFound);
    await expect(
      (async () => {
        const stream = watch(h, stranger, { gameId });
        await stream.next();
      })(),
    ).rejects.toMatchObject({ kind: "NOT_FOUND" }); // the game server's, before HTTP
    const stream = watch(h, stranger, { gameId, inviteCode: table.inviteCode });
    expect(unwrapTracked((await stream.next()).value).id).toBe(String(watched.version));
    await stream.return?.(undefined);
  });

  it("a public table is open to everyone, as before", async () => {
    const host = await h.newPlayer("Open host");
    const walkIn = await h.newPlayer("Walk-in");
    const table = await h.as(host).lobby.create({
      seats: [{ kind: "human" }, { kind: "human" }],
      isPublic: true,
    });
    expect((await h.as(null).game.view({ gameId: table.id })).status).toBe("LOBBY");
    expect(await h.as(walkIn).lobby.join({ gameId: table.id })).toEqual({
      gameId: table.id,
      seat: 1,
    });
  });

  it("championship standings name their games' ids to members only", async () => {
    const host = await h.newPlayer("Cup host");
    const champ = await h.as(host).championship.create({
      name: "Private cup",
      seats: [{ kind: "human" }, { kind: "bot", level: "beginner" }],
      games: 2,
    });
    const forHost = await h.as(host).championship.standings({
      championshipId: champ.championshipId,
    });
    expect(forHost.games.map((g) => g.gameId)).toEqual([champ.gameId]);
    const forOthers = await h.as(null).championship.standings({
      championshipId: champ.championshipId,
    });
    expect(forOthers.games.map((g) => g.gameId)).toEqual([null]);
  });

  it("a version from the future is refused at once, not read over and over", async () => {
    const host = await h.newPlayer("Time traveller");
    const table = await h.as(host).lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "beginner" }],
    });
    await h.as(host).lobby.start({ gameId: table.id });
    await h.server.idle(table.id);
    const { moves } = await legalOf(h.as(host), { gameId: table.id });
    await expect(
      h.as(host).game.move({ gameId: table.id, version: 999_999, move: moves[0]! }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await test.db.gameMove.count({ where: { gameId: table.id, seat: 0 } })).toBe(
      0,
    );
  });
});

describe("how many tables one person may play at", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(() => test.drop());

  it(`at most ${OPEN_TABLES} tables waiting or being played at once`, async () => {
    const busy = await h.newPlayer("Busy");
    const host = await h.newPlayer("Other host");
    const seats = [
      { kind: "human" as const },
      { kind: "bot" as const, level: "beginner" as const },
    ];
    const tables = [];
    for (let i = 0; i < OPEN_TABLES; i++)
      tables.push(await h.as(busy).lobby.create({ seats }));
    await expect(h.as(busy).lobby.create({ seats })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
    const elsewhere = await h.as(host).lobby.create({
      seats: [{ kind: "human" }, { kind: "human" }],
      isPublic: true,
    });
    await expect(h.as(busy).lobby.join({ gameId: elsewhere.id })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
    // A championship seats its host at its first table: the same limit holds.
    await expect(
      h.as(busy).championship.create({ name: "One more", seats, games: 2 }),
    ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    // Leaving one frees a place.
    await h.as(busy).lobby.leave({ gameId: tables[0]!.id });
    expect((await h.as(busy).lobby.join({ gameId: elsewhere.id })).seat).toBe(1);
  });
});
