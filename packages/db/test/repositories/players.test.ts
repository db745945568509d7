// The players repository against real PostgreSQL: the per-request identity checks,
// sign-up outcomes (a taken name, a claimed guest), renaming with the account, the
// session epoch and an account's deletion handing its seats to one anonymous player.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase, type TestDatabase } from "../../src/testing";
import { tableWith } from "./fixtures";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

const account = (username: string, guestPlayerId: string | null = null) => ({
  username,
  passwordHash: "hash",
  displayName: null,
  guestPlayerId,
});

describe("players repository (real PostgreSQL)", () => {
  it("isGuest: a player with no account only; unknown ids are not guests", async () => {
    const { players } = test.repositories;
    const guest = await players.createGuest("Robin");
    expect(await players.isGuest(guest)).toBe(true);
    const created = await players.createAccount(account("robin", guest));
    expect(created).toMatchObject({ ok: true, playerId: guest });
    expect(await players.isGuest(guest)).toBe(false);
    expect(await players.isGuest("no-such-player")).toBe(false);
  });

  it("createAccount: a taken name and a guest already claimed are outcomes, not rows", async () => {
    const { players } = test.repositories;
    const first = await players.createAccount(account("taken"));
    expect(first.ok).toBe(true);
    expect(await players.createAccount(account("taken"))).toEqual({
      ok: false,
      reason: "USERNAME_TAKEN",
    });
    const guest = await players.createGuest("Wren");
    const [a, b] = await Promise.all([
      players.createAccount(account("wren_a", guest)),
      players.createAccount(account("wren_b", guest)),
    ]);
    // Two sign-ups racing with one guest: one wins, the other leaves no user behind.
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    expect([a, b].find((r) => !r.ok)).toEqual({
      ok: false,
      reason: "ALREADY_AN_ACCOUNT",
    });
    expect(
      await test.db.user.count({ where: { username: { in: ["wren_a", "wren_b"] } } }),
    ).toBe(1);
  });

  it("rename: the player's name and its account's name together", async () => {
    const { players } = test.repositories;
    const created = await players.createAccount(account("renamer"));
    if (!created.ok) throw new Error("sign-up failed");
    await players.rename(created.playerId, "New Name");
    expect((await players.find(created.playerId))?.displayName).toBe("New Name");
    expect((await players.account(created.userId))?.name).toBe("New Name");
    expect(await players.setDisplayName("no-such-player", "x")).toBe(false);
  });

  it("setLocale: the player's language for the site, null until chosen", async () => {
    const { players } = test.repositories;
    const guest = await players.createGuest("Traveller");
    expect((await players.find(guest))?.locale).toBeNull();
    expect(await players.setLocale(guest, "es")).toBe(true);
    expect((await players.find(guest))?.locale).toBe("es");
    expect(await players.setLocale("no-such-player", "es")).toBe(false);
  });

  it("session epoch: raised by ending sessions and by a new password; null once deleted", async () => {
    const { players } = test.repositories;
    const created = await players.createAccount(account("epochs"));
    if (!created.ok) throw new Error("sign-up failed");
    expect(await players.sessionEpoch(created.userId)).toBe(0);
    expect(await players.endAllSessions(created.userId)).toBe(1);
    expect(await players.changePasswordHash(created.userId, "new-hash")).toBe(2);
    expect(await players.sessionEpoch(created.userId)).toBe(2);
    expect((await players.passwordLogin("epochs"))?.passwordHash).toBe("new-hash");
    await players.deleteAccount(created.userId, "Former player");
    expect(await players.sessionEpoch(created.userId)).toBeNull();
  });

  it("deleteAccount: seats, tables and talk handled; the user and its players gone", async () => {
    const { players } = test.repositories;
    const created = await players.createAccount(account("leaver"));
    if (!created.ok) throw new Error("sign-up failed");
    const other = await players.createGuest("Stays");
    const lobby = await tableWith(test.db, [created.playerId, null], "LOBBY", {
      hostPlayerId: created.playerId,
    });
    const playing = await tableWith(test.db, [other, created.playerId], "PLAYING");
    const ended = await tableWith(test.db, [created.playerId, other], "FINISHED");
    expect(
      (await players.unfinishedSeatsOf(created.userId)).sort((a, b) =>
        a.gameId.localeCompare(b.gameId),
      ),
    ).toEqual(
      [
        { gameId: lobby, playerId: created.playerId, playing: false },
        { gameId: playing, playerId: created.playerId, playing: true },
      ].sort((a, b) => a.gameId.localeCompare(b.gameId)),
    );
    await test.repositories.talk.add(
      ended,
      { playerId: created.playerId, seat: 0, kind: "text", body: "gg" },
      10,
    );

    // The unfinished games it rewrote are named (the game server reads them again);
    // the finished one is history and is not.
    expect((await players.deleteAccount(created.userId, "Former player")).sort()).toEqual(
      [lobby, playing].sort(),
    );

    expect(await players.account(created.userId)).toBeNull();
    expect(await players.find(created.playerId)).toBeNull();
    const seats = await test.db.gameSeat.findMany({
      where: { gameId: { in: [lobby, playing, ended] }, playerId: { not: other } },
      select: { playerId: true, player: { select: { displayName: true } } },
    });
    expect(seats).toHaveLength(3);
    // One anonymous player takes every seat, and the table the account hosted.
    expect(new Set(seats.map((s) => s.playerId)).size).toBe(1);
    expect(seats[0]?.player?.displayName).toBe("Former player");
    const host = await test.db.game.findUniqueOrThrow({ where: { id: lobby } });
    expect(host.hostPlayerId).toBe(seats[0]?.playerId);
    expect(await test.repositories.talk.latest(ended, 10)).toEqual([]);
  });
});
