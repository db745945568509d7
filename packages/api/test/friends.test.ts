// Friends through the routers on a real PostgreSQL (issue #36): follows, challenges
// (one table with both seated however often it is accepted; decline, cancel, expiry,
// the push hook, the rate limit), blocks (no challenge, no follow, talk hidden from the
// blocker only) and guests refused. Presence: one write per player per interval.
import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase, type TestDatabase } from "@3u3d/db/testing";

import { createInProcessBus, type GameSnapshot } from "../src";
import { ACCOUNTS_ONLY } from "../src/services/friends";
import { speak } from "../src/words";
import type { NewChallengeNotice } from "../src/services/challenges";
import { createPresence } from "../src/services/presence";
import {
  harness,
  testLimiter,
  UNKNOWN_ID,
  unwrapTracked,
  watch,
  type Harness,
} from "./helpers";

let test: TestDatabase;
let h: Harness;
const noticed: NewChallengeNotice[] = [];
beforeAll(async () => {
  test = await createTestDatabase();
  h = harness(test.db, createInProcessBus(), {
    onChallenged: (c) => {
      noticed.push(c);
    },
    // Real turn timers: no challenge table plays itself out during a test.
    turnTimerMs: (seconds) => seconds * 1000,
  });
});
afterAll(async () => {
  await h.server.dispose();
  await test.drop();
});

let accounts = 0;
/** An account's player, made the way sign-up makes one. */
async function account(name = `Friend ${++accounts}`): Promise<string> {
  const made = await test.repositories.players.createAccount({
    username: `friend_${++accounts}_${Date.now() % 100_000}`,
    passwordHash: "not-a-real-hash",
    displayName: name,
    guestPlayerId: null,
  });
  if (!made.ok) throw new Error(made.reason);
  return made.playerId;
}

const TWO_COLOURS = { colors: ["red" as const, "green" as const] };

describe("friends (real PostgreSQL)", () => {
  it("guests are refused everything but relation, kindly", async () => {
    const guest = await h.newPlayer("Guesty");
    const someone = await account();
    const asGuest = h.as(guest);
    const refused = { code: "FORBIDDEN", message: speak("en", ACCOUNTS_ONLY) };
    await expect(asGuest.friends.follow({ playerId: someone })).rejects.toMatchObject(
      refused,
    );
    await expect(asGuest.friends.list()).rejects.toMatchObject(refused);
    await expect(asGuest.friends.incoming()).rejects.toMatchObject(refused);
    await expect(asGuest.friends.challenge({ playerId: someone })).rejects.toMatchObject(
      refused,
    );
    await expect(asGuest.friends.block({ playerId: someone })).rejects.toMatchObject(
      refused,
    );
    expect(await asGuest.friends.relation({ playerId: someone })).toEqual({
      account: false,
      self: false,
      following: false,
      blocking: false,
    });
    // Nobody at all: not even a player yet.
    await expect(h.as(null).friends.list()).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    // An account cannot follow a guest either.
    await expect(h.as(someone).friends.follow({ playerId: guest })).rejects.toMatchObject(
      { code: "BAD_REQUEST" },
    );
    expect(await test.db.follow.count()).toBe(0);
  });

  it("follow and unfollow are idempotent; the list says who is online and where they play", async () => {
    const [me, ana, bo] = [
      await account("Me"),
      await account("Ana"),
      await account("Bo"),
    ];
    const asMe = h.as(me);
    await asMe.friends.follow({ playerId: ana });
    await asMe.friends.follow({ playerId: ana });
    await asMe.friends.follow({ playerId: bo });
    // Ana has a page open (its heartbeat marks her); Bo never has.
    await h.as(ana).presence.here({ page: randomUUID(), device: randomUUID() });
    await h.as(ana).friends.follow({ playerId: me });
    const { following } = await asMe.friends.list();
    expect(following.map((f) => [f.name, f.online, f.followsBack])).toEqual([
      ["Ana", true, true],
      ["Bo", false, false],
    ]);
    expect(await asMe.friends.relation({ playerId: ana })).toMatchObject({
      account: true,
      following: true,
      blocking: false,
    });
    const [exported] = (await asMe.account.exportData()).players;
    expect(exported?.following.map((f) => f.name)).toEqual(["Ana", "Bo"]);
    await asMe.friends.unfollow({ playerId: ana });
    await asMe.friends.unfollow({ playerId: ana });
    expect((await asMe.friends.list()).following.map((f) => f.name)).toEqual(["Bo"]);
    await expect(asMe.friends.follow({ playerId: me })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "You cannot follow yourself.",
    });
    await expect(asMe.friends.follow({ playerId: UNKNOWN_ID })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("a challenge accepted twice at once makes one dealt table with both seated", async () => {
    const [me, ana] = [await account("Challenger"), await account("Ana")];
    const made = await h.as(me).friends.challenge({
      playerId: ana,
      options: TWO_COLOURS,
      turnTimerSeconds: 60,
    });
    expect(made).toMatchObject({ status: "pending", to: { playerId: ana, name: "Ana" } });
    expect(noticed.at(-1)).toEqual({
      id: made.id,
      fromPlayerId: me,
      fromName: "Challenger",
      toPlayerId: ana,
    });
    expect(await h.as(ana).friends.incoming()).toMatchObject([
      { id: made.id, from: { name: "Challenger" }, options: TWO_COLOURS },
    ]);
    expect(await h.as(me).friends.outgoing()).toMatchObject([
      { id: made.id, status: "pending", gameId: null },
    ]);
    // Only the challenged person may accept.
    await expect(h.as(me).friends.accept({ challengeId: made.id })).rejects.toMatchObject(
      {
        code: "NOT_FOUND",
      },
    );

    const [first, second] = await Promise.all([
      h.as(ana).friends.accept({ challengeId: made.id }),
      h.as(ana).friends.accept({ challengeId: made.id }),
    ]);
    expect(second.gameId).toBe(first.gameId);
    const { gameId } = first;
    expect(
      await test.db.game.count({
        where: { seats: { some: { playerId: { in: [me, ana] } } } },
      }),
    ).toBe(1);
    const mine = await h.as(me).game.view({ gameId });
    const hers = await h.as(ana).game.view({ gameId });
    expect([mine.seat, hers.seat]).toEqual([0, 1]);
    expect(mine).toMatchObject({
      status: "PLAYING",
      turnTimerSeconds: 60,
      isPublic: false,
    });
    expect(mine.options).toEqual(TWO_COLOURS);
    // The challenger's page learns where to go.
    expect(await h.as(me).friends.outgoing()).toMatchObject([
      { id: made.id, status: "accepted", gameId },
    ]);
    expect(await h.as(ana).friends.incoming()).toEqual([]);
  });

  it("decline, cancel and expiry each end a challenge, with words for what comes too late", async () => {
    const [me, ana] = [await account(), await account()];
    const declined = await h.as(me).friends.challenge({ playerId: ana });
    await h.as(ana).friends.decline({ challengeId: declined.id });
    await expect(
      h.as(ana).friends.accept({ challengeId: declined.id }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: "You have already declined this challenge.",
    });

    const cancelled = await h.as(me).friends.challenge({ playerId: ana });
    // The challenged person cannot cancel it for the challenger.
    await expect(
      h.as(ana).friends.cancel({ challengeId: cancelled.id }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    await h.as(me).friends.cancel({ challengeId: cancelled.id });
    expect(await h.as(ana).friends.incoming()).toEqual([]);
    await expect(
      h.as(ana).friends.accept({ challengeId: cancelled.id }),
    ).rejects.toMatchObject({
      message: "This challenge was cancelled.",
    });

    const late = await h.as(me).friends.challenge({ playerId: ana });
    await test.db.challenge.update({
      where: { id: late.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await h.as(ana).friends.incoming()).toEqual([]);
    await expect(
      h.as(ana).friends.accept({ challengeId: late.id }),
    ).rejects.toMatchObject({
      message: "This challenge has expired: ask them for a new one.",
    });
    expect((await h.as(me).friends.outgoing()).map((c) => c.status)).toEqual([
      "expired",
      "cancelled",
      "declined",
    ]);
    expect(
      await test.db.game.count({ where: { seats: { some: { playerId: ana } } } }),
    ).toBe(0);
  });

  it("bad input changes nothing: impossible rules, oneself, unknown options", async () => {
    const [me, ana] = [await account(), await account()];
    const before = await test.db.challenge.count();
    await expect(
      h.as(me).friends.challenge({ playerId: ana, options: { colors: [] } }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(
      h.as(me).friends.challenge({
        playerId: ana,
        options: { wild: true } as unknown as typeof TWO_COLOURS,
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(h.as(me).friends.challenge({ playerId: me })).rejects.toMatchObject({
      message: "You cannot challenge yourself.",
    });
    await expect(
      h.as(me).friends.challenge({ playerId: ana, turnTimerSeconds: 5 }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await test.db.challenge.count()).toBe(before);
    expect(noticed.filter((n) => n.fromPlayerId === me)).toEqual([]);
  });

  it("a block stops challenges and follows both ways and cancels what was pending", async () => {
    const [me, pest] = [await account("Blocker"), await account("Pest")];
    await h.as(me).friends.follow({ playerId: pest });
    await h.as(pest).friends.follow({ playerId: me });
    const pending = await h.as(pest).friends.challenge({ playerId: me });
    await h.as(me).friends.block({ playerId: pest });

    expect(await h.as(me).friends.incoming()).toEqual([]);
    await expect(
      h.as(me).friends.accept({ challengeId: pending.id }),
    ).rejects.toMatchObject({
      message: "This challenge was cancelled.",
    });
    const list = await h.as(me).friends.list();
    expect(list.following).toEqual([]);
    expect(list.blocked.map((b) => b.name)).toEqual(["Pest"]);
    expect((await h.as(pest).friends.list()).following).toEqual([]);
    await expect(h.as(pest).friends.challenge({ playerId: me })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "You cannot challenge this player.",
    });
    // A follow says nothing of the block (#61): answered as any, nothing stored.
    expect(await h.as(pest).friends.follow({ playerId: me })).toEqual({
      following: true,
    });
    expect((await h.as(pest).friends.list()).following).toEqual([]);
    expect((await h.as(me).friends.list()).following).toEqual([]);
    // The blocker is told why: they know of the block.
    await expect(h.as(me).friends.follow({ playerId: pest })).rejects.toMatchObject({
      message: "Unblock this player to follow them.",
    });
    expect(
      await test.db.game.count({ where: { seats: { some: { playerId: pest } } } }),
    ).toBe(0);
    expect(await h.as(me).friends.relation({ playerId: pest })).toMatchObject({
      blocking: true,
    });
    // The blocked person is not told: their view of the blocker says nothing of it.
    expect(await h.as(pest).friends.relation({ playerId: me })).toEqual({
      account: true,
      self: false,
      following: false,
      blocking: false,
    });

    // The account's data download names whom it blocked.
    const [mine] = (await h.as(me).account.exportData()).players;
    expect(mine?.blocked.map((b) => b.name)).toEqual(["Pest"]);

    await h.as(me).friends.unblock({ playerId: pest });
    expect((await h.as(me).friends.list()).blocked).toEqual([]);
    await h.as(pest).friends.challenge({ playerId: me });
  });

  it("the blocker does not see the blocked person's talk; everyone else still does", async () => {
    const [me, pest] = [await account("Listener"), await account("Loud")];
    const made = await h
      .as(me)
      .friends.challenge({ playerId: pest, options: TWO_COLOURS });
    const { gameId } = await h.as(pest).friends.accept({ challengeId: made.id });
    await h.as(pest).game.say({ gameId, text: "Before the block" });
    await h.as(me).game.say({ gameId, text: "Hello" });
    const heard = async (playerId: string) =>
      ((await h.as(playerId).game.view({ gameId })).talk ?? []).map((l) => l.body);
    expect(await heard(me)).toEqual(["Before the block", "Hello"]);

    await h.as(me).friends.block({ playerId: pest });
    const stream = watch(h, me, { gameId });
    const first = unwrapTracked<GameSnapshot>((await stream.next()).value).data;
    expect(first.talk?.map((l) => l.body)).toEqual(["Hello"]);
    await h.as(pest).game.react({ gameId, reaction: "thumbs-up" });
    await h.as(pest).game.say({ gameId, text: "Can you hear me?" });
    await h.as(me).game.say({ gameId, text: "Still here" });
    let frame = first;
    while (!frame.talk?.some((l) => l.body === "Still here"))
      frame = unwrapTracked<GameSnapshot>((await stream.next()).value).data;
    expect(frame.talk?.map((l) => [l.name, l.body])).toEqual([
      ["Listener", "Hello"],
      ["Listener", "Still here"],
    ]);
    await stream.return?.(undefined);
    expect(await heard(me)).toEqual(["Hello", "Still here"]);
    // The blocked person sees everything, theirs included, and is told nothing.
    expect(await heard(pest)).toEqual([
      "Before the block",
      "Hello",
      "thumbs-up",
      "Can you hear me?",
      "Still here",
    ]);

    await h.as(me).friends.unblock({ playerId: pest });
    expect(await heard(me)).toHaveLength(5);
  });

  it("follows from a table: the accounts seated there, for the people seated there", async () => {
    const [me, ana] = [await account("Seated"), await account("Ana")];
    const guest = await h.newPlayer("Guest at the table");
    const table = await h.as(me).lobby.create({
      seats: [{ kind: "human" }, { kind: "human" }, { kind: "human" }],
      options: { colors: ["red", "green", "blue"] },
    });
    await h.as(ana).lobby.join({ inviteCode: table.inviteCode });
    await h.as(guest).lobby.join({ inviteCode: table.inviteCode });
    const gameId = table.id;
    expect(await h.as(me).friends.atTable({ gameId })).toEqual({
      canFollow: true,
      seats: [{ seat: 1, following: false }],
    });
    await h.as(me).friends.followSeat({ gameId, seat: 1 });
    expect(await h.as(me).friends.atTable({ gameId })).toEqual({
      canFollow: true,
      seats: [{ seat: 1, following: true }],
    });
    expect((await h.as(me).friends.list()).following.map((f) => f.playerId)).toEqual([
      ana,
    ]);
    // A guest is seated there too: not followable, and cannot follow.
    await expect(h.as(me).friends.followSeat({ gameId, seat: 2 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(await h.as(guest).friends.atTable({ gameId })).toEqual({
      canFollow: false,
      seats: [
        { seat: 0, following: false },
        { seat: 1, following: false },
      ],
    });
    // Someone not at the table learns nothing of it.
    const outsider = await account();
    expect(await h.as(outsider).friends.atTable({ gameId })).toEqual({
      canFollow: false,
      seats: [],
    });
    await expect(
      h.as(outsider).friends.followSeat({ gameId, seat: 1 }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await h.as(me).friends.unfollowSeat({ gameId, seat: 1 });
    expect((await h.as(me).friends.list()).following).toEqual([]);
  });
});

describe("challenge limits", () => {
  it("refuses a sixth pending challenge, and challenges too fast, with the wait in words", async () => {
    const quick = harness(test.db, createInProcessBus(), {
      challengeLimiter: testLimiter(test.repositories.limits, 7),
    });
    const me = await account();
    const others = await Promise.all(Array.from({ length: 8 }, () => account()));
    for (const other of others.slice(0, 5))
      await quick.as(me).friends.challenge({ playerId: other });
    await expect(
      quick.as(me).friends.challenge({ playerId: others[5]! }),
    ).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message:
        "You have 5 challenges waiting for an answer: wait for one, or cancel one.",
    });
    const [oldest] = await quick.as(me).friends.outgoing();
    await quick.as(me).friends.cancel({ challengeId: oldest!.id });
    await quick.as(me).friends.challenge({ playerId: others[6]! });
    const tooFast = await quick
      .as(me)
      .friends.challenge({ playerId: others[7]! })
      .catch((error: unknown) => error);
    expect(tooFast).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect((tooFast as Error).message).toMatch(
      /^You are challenging too fast: try again in \d+ seconds?\.$/,
    );
    await quick.server.dispose();
  });
});

describe("presence", () => {
  it("writes a page's heartbeat once per interval however often it beats", async () => {
    const writes: string[] = [];
    const presence = createPresence({
      presence: {
        seen: ({ page, visitor }) => {
          writes.push(`${page}:${visitor}`);
          return Promise.resolve(false);
        },
        pageGone: () => Promise.resolve(),
        playerGone: () => Promise.resolve(),
        counts: () => Promise.resolve({ online: 0, playing: 0 }),
        forgetSilent: () => Promise.resolve(0),
      },
      pairing: { pools: () => Promise.resolve([]) },
    });
    const ana = { playerId: "ana" };
    for (let i = 0; i < 20; i++) {
      await presence.here("p1", ana);
      await presence.here("p2", { playerId: "bo" });
    }
    expect(writes).toEqual(["p1:ana", "p2:bo"]);
    // A goodbye forgets the last write: the page, opened again, is marked at once.
    await presence.gone("p1", ana);
    await presence.here("p1", ana);
    // A page whose visitor became someone (a guest named) is written at once.
    await presence.here("p3", { device: "d", admit: () => Promise.resolve(true) });
    await presence.here("p3", { playerId: "cleo" });
    // A page of a browser that is nobody yet is counted only if its address is admitted.
    await presence.here("p4", { device: "e", admit: () => Promise.resolve(false) });
    expect(writes).toEqual(["p1:ana", "p2:bo", "p1:ana", "p3:device:d", "p3:cleo"]);
  });
});
