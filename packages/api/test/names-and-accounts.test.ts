// Issue 24 against the real PostgreSQL: guest names, distinct names at one table, the
// accounts-only leaderboard on the 1500 scale, and the account page's procedures.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { signUp, verifyCredentials } from "@3u3d/auth";
import type { TestDatabase } from "@3u3d/db/testing";

import { distinctNames } from "../src/game-server/distinct-names";
import { displayNameSchema } from "../src/schemas";
import { FORMER_PLAYER_NAME } from "../src/services/account-data";
import { suggestGuestName } from "../src/services/guest-names";
import { shownRating } from "@3u3d/ai";
import { playToTheEnd, setUpHarness, watch, type Harness } from "./helpers";

describe("names (no database)", () => {
  it("every suggested guest name is a valid display name", () => {
    for (let i = 0; i < 200; i++)
      expect(displayNameSchema.safeParse(suggestGuestName()).success).toBe(true);
    expect(suggestGuestName(() => 0)).toBe("Brave Badger");
  });

  it("repeated names at a table are numbered, past names already taken", () => {
    expect(distinctNames(["Robin", "Ann", "robin"])).toEqual([
      "Robin",
      "Ann",
      "robin (2)",
    ]);
    expect(distinctNames(["Robin", "Robin", "Robin (2)"])).toEqual([
      "Robin",
      "Robin (3)",
      "Robin (2)",
    ]);
    expect(distinctNames(["A", "B"])).toEqual(["A", "B"]);
  });

  it("the rating scale: a newcomer reads 1500 ± 350", () => {
    expect(shownRating({ mu: 25, sigma: 25 / 3 })).toEqual({
      rating: 1500,
      deviation: 350,
    });
    expect(shownRating({ mu: 30, sigma: 2 })).toEqual({ rating: 1710, deviation: 84 });
  });
});

describe("names, leaderboard and accounts (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(() => test.drop());

  /** An account made through sign-up, with its player. */
  const account = async (username: string, password = "long-enough-pass") =>
    signUp(test.repositories.players, {
      username,
      password,
      displayName: null,
      guestPlayerId: null,
    });

  it("a guest without a chosen name gets a suggested one, and can rename", async () => {
    const anonymous = h.as(null);
    const { name } = await anonymous.session.suggestName();
    expect(name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    const player = await h.newPlayer("Guest");
    await h.as(player).session.rename({ name: " Plucky Otter " });
    expect((await h.as(player).session.me())?.name).toBe("Plucky Otter");
    await expect(h.as(player).session.rename({ name: "x" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(anonymous.session.rename({ name: "Nobody" })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });

  it("two guests with the same name are told apart at one table", async () => {
    const [a, b] = [await h.newPlayer("Robin"), await h.newPlayer("Robin")];
    const table = await h.as(a).lobby.create({
      seats: [{ kind: "human" }, { kind: "human" }],
      options: { colors: ["red", "blue"] },
    });
    await h.as(b).lobby.join({ inviteCode: table.inviteCode });
    const seen = await h.as(b).game.view({ gameId: table.id });
    expect(seen.seats.map((s) => s.name)).toEqual(["Robin", "Robin (2)"]);
  });

  it("the leaderboard lists accounts only, provisional players apart, on the 1500 scale", async () => {
    const guest = await h.newPlayer("Guest star");
    const settled = await account("settled_one");
    const newcomer = await account("newcomer_one");
    const rate = (playerId: string, games: number, mu: number) =>
      test.db.rating.create({
        data: {
          playerId,
          ruleset: "palace",
          mu,
          sigma: 3,
          games,
          wins: 1,
          penaltyTotal: games,
        },
      });
    await rate(guest, 40, 40); // the best of all, but a guest
    await rate(settled.playerId, 6, 27);
    await rate(newcomer.playerId, 2, 30);
    const board = await h.as(null).leaderboard.list({ ruleset: "palace" });
    expect(board.rows.map((r) => r.playerId)).toEqual([settled.playerId]);
    expect(board.rows[0]).toMatchObject({
      rating: 1584,
      deviation: 126,
      provisional: false,
    });
    expect(board.minimumGames).toBe(5);
    const apart = await h
      .as(null)
      .leaderboard.list({ ruleset: "palace", provisional: true });
    expect(apart.rows.map((r) => r.playerId)).toEqual([newcomer.playerId]);
    expect(apart.rows[0]!.provisional).toBe(true);
    const profile = await h.as(null).profile.stats({ playerId: settled.playerId });
    expect(profile).toMatchObject({ name: "settled_one", account: true });
  });

  it("a password change needs the current one and ends every session", async () => {
    const { playerId, userId } = await account("changer_one", "first-password-1");
    const me = h.as(playerId);
    await expect(
      me.account.changePassword({
        current: "wrong-password-1",
        next: "second-password-2",
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(
      me.account.changePassword({ current: "first-password-1", next: "short" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await test.repositories.players.sessionEpoch(userId)).toBe(0);
    await me.account.changePassword({
      current: "first-password-1",
      next: "second-password-2",
    });
    expect(await test.repositories.players.sessionEpoch(userId)).toBe(1);
    const login = (password: string) =>
      verifyCredentials(test.repositories.players, { username: "changer_one", password });
    expect(await login("first-password-1")).toBeNull();
    expect(await login("second-password-2")).toMatchObject({ playerId, sessionEpoch: 1 });
    await me.account.signOutEverywhere();
    expect(await test.repositories.players.sessionEpoch(userId)).toBe(2);
    // Guests have no account to manage.
    await expect(h.as(await h.newPlayer("Guesty")).account.mine()).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });

  it("an account downloads its data, then leaves; the other player's history keeps the game", async () => {
    const leaver = await account("leaver_one", "leaver-password-1");
    const stayer = await h.newPlayer("Stayer");
    // With a bot: a guest is not rated, so the leaver's rating is the one against the bot.
    const table = await h.as(leaver.playerId).lobby.create({
      seats: [{ kind: "human" }, { kind: "human" }, { kind: "bot", level: "random" }],
      options: { colors: ["red", "blue", "green"] },
    });
    await h.as(stayer).lobby.join({ inviteCode: table.inviteCode });
    await h.as(leaver.playerId).lobby.start({ gameId: table.id });
    await h.as(leaver.playerId).game.say({ gameId: table.id, text: "Sorry, I must go" });
    // The leaver's seat is played by a bot; the stayer plays theirs.
    await h.as(leaver.playerId).game.resign({ gameId: table.id });
    await playToTheEnd(h, table.id, stayer);

    const data = await h.as(leaver.playerId).account.exportData();
    expect(data.account.username).toBe("leaver_one");
    expect(data.players[0]!.games.map((g) => g.gameId)).toEqual([table.id]);
    expect(data.players[0]!.ratings).toHaveLength(1);
    expect(data.players[0]!.talk.map((t) => t.body)).toEqual(["Sorry, I must go"]);

    await expect(
      h.as(leaver.playerId).account.delete({ confirm: "not-my-password" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await h.as(leaver.playerId).account.delete({ confirm: "leaver-password-1" });

    expect(await test.db.user.findUnique({ where: { id: leaver.userId } })).toBeNull();
    expect(await test.db.rating.count({ where: { playerId: leaver.playerId } })).toBe(0);
    expect(await test.repositories.players.sessionEpoch(leaver.userId)).toBeNull();
    const history = await h.as(stayer).profile.history({});
    expect(history.rows[0]).toMatchObject({ gameId: table.id });
    expect(history.rows[0]!.players).toContain(FORMER_PLAYER_NAME);
    expect(history.rows[0]!.profiles.every((p) => p === null)).toBe(true);
    // The replay still opens for everyone.
    const replay = await h.as(stayer).profile.replay({ gameId: table.id, seat: null });
    expect(replay.steps.length).toBeGreaterThan(1);
  });

  it("a deleted account's name leaves a live table at once (issue #64)", async () => {
    const leaver = await signUp(test.repositories.players, {
      username: "leaver_live",
      password: "leaver-password-3",
      displayName: "Vanishing Vera",
      guestPlayerId: null,
    });
    const stayer = await h.newPlayer("Staying Sam");
    const table = await h.as(leaver.playerId).lobby.create({
      seats: [{ kind: "human" }, { kind: "human" }, { kind: "bot", level: "random" }],
      options: { colors: ["red", "blue", "green"] },
    });
    await h.as(stayer).lobby.join({ inviteCode: table.inviteCode });
    await h.as(leaver.playerId).lobby.start({ gameId: table.id });
    const names = (seats: { name: string }[]) => seats.map((s) => s.name);

    const stream = watch(h, stayer, { gameId: table.id });
    const before = (await stream.next()).value!.data;
    expect(names(before.seats)).toContain("Vanishing Vera");
    // The stayer's page waits for its next frame while the account goes, as a live
    // page does: the seat handed to its bot wakes it and the game is read again then,
    // before the seat is renamed.
    const waiting = stream.next();
    await h.as(leaver.playerId).account.delete({ confirm: "leaver-password-3" });
    await waiting;
    await h.server.idle(table.id);

    // Anyone reading the table now sees the former player, not the deleted name…
    const seen = await h.as(stayer).game.view({ gameId: table.id });
    expect(seen.status).toBe("PLAYING");
    expect(names(seen.seats)).not.toContain("Vanishing Vera");
    expect(names(seen.seats)).toContain(FORMER_PLAYER_NAME);
    // …and so does the next frame the stayer's live page gets.
    const frame = (await stream.next()).value!.data;
    expect(names(frame.seats)).not.toContain("Vanishing Vera");
    expect(names(frame.seats)).toContain(FORMER_PLAYER_NAME);
    await stream.return?.();
  });
});
