// Invite-only tables open with their invite code or to the people seated at them; an id
// alone opens nothing, not even the knowledge that the table exists. Once the game is
// over its replay and export stay just as private (services/finished-games.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@3u3d/db/testing";

import { OPEN_TABLES } from "../src/game-server/game-server";
import {
  legalOf,
  playToTheEnd,
  setUpHarness,
  unwrapTracked,
  watch,
  type Harness,
} from "./helpers";

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

  it("a finished invite-only game stays private: seats and members only, its code dead (#61)", async () => {
    const host = await h.newPlayer("Private host");
    const guest = await h.newPlayer("Private guest");
    const stranger = await h.newPlayer("Nosy stranger");
    const table = await h.as(host).lobby.create({
      seats: [{ kind: "human" }, { kind: "human" }],
    });
    const gameId = table.id;
    await h.as(guest).lobby.join({ inviteCode: table.inviteCode });
    await h.as(host).lobby.start({ gameId });
    // The guest leaves (a bot takes the seat), the host plays it out.
    await h.as(guest).game.resign({ gameId });
    await playToTheEnd(h, gameId, host);

    for (const reader of [stranger, null]) {
      await expect(
        h.as(reader).profile.replay({ gameId, seat: 0 }),
      ).rejects.toMatchObject(notFound);
      await expect(h.as(reader).profile.export({ gameId })).rejects.toMatchObject(
        notFound,
      );
    }
    // The code died with the game: it opens no table, and no replay.
    expect(
      await h.as(stranger).lobby.byInvite({ inviteCode: table.inviteCode }),
    ).toBeNull();
    await expect(
      h.as(stranger).lobby.join({ inviteCode: table.inviteCode }),
    ).rejects.toMatchObject(notFound);
    await expect(
      h
        .as(stranger)
        .profile.replay({ gameId, seat: null, inviteCode: table.inviteCode } as never),
    ).rejects.toThrow();
    // Whoever sat there, even after leaving.
    for (const seated of [host, guest]) {
      expect((await h.as(seated).profile.export({ gameId })).gameId).toBe(gameId);
      expect((await h.as(seated).profile.replay({ gameId, seat: 1 })).seat).toBe(1);
    }
    // Histories list what their reader may open.
    const hostHistory = async (reader: string | null) =>
      (await h.as(reader).profile.history({ playerId: host })).rows.map((r) => r.gameId);
    expect(await hostHistory(host)).toEqual([gameId]);
    expect(await hostHistory(guest)).toEqual([gameId]);
    expect(await hostHistory(stranger)).toEqual([]);
    expect(await hostHistory(null)).toEqual([]);
    expect((await h.as(stranger).profile.history({ playerId: host })).total).toBe(0);
  });

  it("a finished public game opens to everyone and shows in every history", async () => {
    const host = await h.newPlayer("Public host");
    const table = await h.as(host).lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "beginner" }],
      isPublic: true,
    });
    await h.as(host).lobby.start({ gameId: table.id });
    await playToTheEnd(h, table.id, host);
    expect((await h.as(null).profile.export({ gameId: table.id })).gameId).toBe(table.id);
    expect(
      (await h.as(null).profile.history({ playerId: host })).rows.map((r) => r.gameId),
    ).toEqual([table.id]);
  });

  it("a championship's games open to its members, not through a player's history", async () => {
    const host = await h.newPlayer("Cup host two");
    const member = await h.newPlayer("Cup member");
    const stranger = await h.newPlayer("Cup stranger");
    const champ = await h.as(host).championship.create({
      name: "Closed cup",
      seats: [{ kind: "human" }, { kind: "human" }],
      games: 1,
    });
    const { inviteCode } = await h.as(host).game.view({ gameId: champ.gameId });
    await h.as(member).lobby.join({ inviteCode: inviteCode! });
    await h.as(host).lobby.start({ gameId: champ.gameId });
    await h.as(member).game.resign({ gameId: champ.gameId });
    await playToTheEnd(h, champ.gameId, host);
    const listed = async (reader: string | null) =>
      (await h.as(reader).profile.history({ playerId: member })).rows.map(
        (r) => r.gameId,
      );
    expect(await listed(host)).toEqual([champ.gameId]);
    expect(await listed(stranger)).toEqual([]);
    await expect(
      h.as(stranger).profile.replay({ gameId: champ.gameId, seat: null }),
    ).rejects.toMatchObject(notFound);
    expect(
      (await h.as(host).profile.replay({ gameId: champ.gameId, seat: null })).total,
    ).toBeGreaterThan(1);
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
