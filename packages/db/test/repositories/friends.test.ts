// The friends repository on a real PostgreSQL: follows (idempotent, with who is online
// or playing), blocks (removing follows, cancelling challenges, the pairs quick
// pairing avoids), challenges (the refusals, decline, cancel, expiry) and accept: one
// dealt table with both seated, however many accepts run at once. And the presence
// mark the friends page reads.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createGame, toAct, type GameConfig } from "@3u3d/engine";

import type { ChallengeRecord, ChallengeTable } from "../../src/repositories";
import { createTestDatabase, type TestDatabase } from "../../src/testing";
import { tableWith } from "./fixtures";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

let people = 0;
/** An account's player (the repository does not judge guests; the service does). */
async function account(name = `Friend ${++people}`) {
  const user = await test.db.user.create({ data: { name } });
  return test.repositories.players.addPlayer(user.id, name);
}

const TEN_MINUTES = 10 * 60_000;
// "Seen lately" and "ended lately" windows of an hour, where the app uses a minute or
// two: what a test did a moment ago stays inside them however busy the machine is.
const LATELY = 60 * 60_000;
const newChallenge = (from: string, to: string, expiresInMs = TEN_MINUTES) => ({
  fromPlayerId: from,
  toPlayerId: to,
  ruleset: "3up3down",
  options: { colors: ["red", "green"] },
  turnTimerSeconds: 60,
  expiresInMs,
});

/** The table of two a challenge is played at, dealt. */
function tableFor(c: ChallengeRecord): ChallengeTable {
  const config: GameConfig = { ruleset: "3up3down", players: 2, options: {} };
  const seed = randomUUID();
  const state = createGame({ ...config, seed });
  return {
    table: {
      config,
      seed,
      inviteCode: randomUUID().slice(0, 8).toUpperCase(),
      isPublic: false,
      hostPlayerId: c.fromPlayerId,
      turnTimerSeconds: c.turnTimerSeconds,
      championshipId: null,
      championshipIndex: null,
      seats: [
        { playerId: c.fromPlayerId, botLevel: null },
        { playerId: c.toPlayerId, botLevel: null },
      ],
    },
    dealt: { state, acting: toAct(state) },
  };
}

async function challenged(from: string, to: string, expiresInMs = TEN_MINUTES) {
  const made = await test.repositories.friends.challenge(
    newChallenge(from, to, expiresInMs),
    5,
  );
  if (!made.ok) throw new Error(`challenge refused: ${made.reason}`);
  return made.challenge;
}

describe("friends repository (real PostgreSQL)", () => {
  it("follow and unfollow are idempotent; the list says who is online, playing and follows back", async () => {
    const { friends, presence } = test.repositories;
    const [me, ana, bo] = [await account(), await account("Ana"), await account("bo")];
    expect(await friends.follow(me, ana)).toBe(true);
    expect(await friends.follow(me, ana)).toBe(true);
    expect(await friends.follow(me, bo)).toBe(true);
    await friends.follow(ana, me);
    await presence.seen({ page: randomUUID(), visitor: ana, playerId: ana });
    const publicGame = await tableWith(test.db, [bo, null], "PLAYING");
    await test.db.game.update({ where: { id: publicGame }, data: { isPublic: true } });
    await tableWith(test.db, [bo, null], "FINISHED");

    const list = await friends.following(me, LATELY);
    expect(list).toEqual([
      { playerId: ana, name: "Ana", online: true, playing: null, followsBack: true },
      {
        playerId: bo,
        name: "bo",
        online: false,
        playing: { gameId: publicGame, isPublic: true },
        followsBack: false,
      },
    ]);
    expect(await friends.relation(me, ana)).toEqual({
      following: true,
      blocking: false,
      blockedBy: false,
    });

    await friends.unfollow(me, ana);
    await friends.unfollow(me, ana);
    expect((await friends.following(me, LATELY)).map((f) => f.playerId)).toEqual([bo]);
  });

  it("a block removes follows both ways, cancels pending challenges, refuses follows and challenges", async () => {
    const { friends } = test.repositories;
    const [me, pest, other] = [await account(), await account(), await account()];
    await friends.follow(me, pest);
    await friends.follow(pest, me);
    const theirs = await challenged(pest, me);
    const unrelated = await challenged(pest, other);

    await friends.block(me, pest);
    await friends.block(me, pest); // again: nothing changes
    expect(await friends.following(me, 1)).toEqual([]);
    expect(await friends.following(pest, 1)).toEqual([]);
    expect((await friends.find(theirs.id))?.status).toBe("cancelled");
    expect((await friends.find(unrelated.id))?.status).toBe("pending");
    expect(await friends.incoming(me)).toEqual([]);

    expect(await friends.follow(pest, me)).toBe(false);
    expect(await friends.follow(me, pest)).toBe(false);
    expect(await friends.challenge(newChallenge(pest, me), 5)).toEqual({
      ok: false,
      reason: "BLOCKED",
    });
    expect(await friends.challenge(newChallenge(me, pest), 5)).toEqual({
      ok: false,
      reason: "BLOCKED",
    });
    expect(await friends.relation(pest, me)).toMatchObject({ blockedBy: true });
    expect(await friends.blockedIds(me)).toEqual([pest]);
    expect((await friends.blocked(me)).map((b) => b.playerId)).toEqual([pest]);

    await friends.unblock(me, pest);
    expect(await friends.blockedIds(me)).toEqual([]);
    expect(await friends.follow(pest, me)).toBe(true);

    // The other way round: my own pending challenge goes when they block me.
    const mine = await challenged(me, pest);
    await friends.block(pest, me);
    expect((await friends.find(mine.id))?.status).toBe("cancelled");
    expect(await friends.outgoing(me, LATELY)).toMatchObject([
      { id: mine.id, status: "cancelled" },
    ]);
  });

  it("blockedPairsAmong names every block among the people given, and only those", async () => {
    const { friends } = test.repositories;
    const [a, b, c, d] = [
      await account(),
      await account(),
      await account(),
      await account(),
    ];
    await friends.block(a, b);
    await friends.block(c, a);
    await friends.block(b, d); // d is not asked about
    const pairs = await friends.blockedPairsAmong([a, b, c, a]);
    expect(pairs).toHaveLength(2);
    expect(pairs).toEqual(
      expect.arrayContaining([
        [a, b],
        [c, a],
      ]),
    );
    expect(await friends.blockedPairsAmong([a])).toEqual([]);
    expect(await friends.blockedPairsAmong([c, d])).toEqual([]);
  });

  it("refuses a second pending challenge to the same person, a crossed one, and past the limit", async () => {
    const { friends } = test.repositories;
    const [me, ana, bo, cy] = [
      await account(),
      await account(),
      await account(),
      await account(),
    ];
    await challenged(me, ana);
    expect(await friends.challenge(newChallenge(me, ana), 5)).toEqual({
      ok: false,
      reason: "ALREADY",
    });
    expect(await friends.challenge(newChallenge(ana, me), 5)).toEqual({
      ok: false,
      reason: "CROSSED",
    });
    await challenged(me, bo);
    expect(await friends.challenge(newChallenge(me, cy), 2)).toEqual({
      ok: false,
      reason: "TOO_MANY",
    });
    // An expired one counts for nothing.
    const [late, again] = [await account(), await account()];
    await challenged(late, again, -1_000);
    expect((await friends.challenge(newChallenge(late, again), 1)).ok).toBe(true);
  });

  it("decline is the challenged person's, cancel the challenger's; expired ones can be neither, nor accepted", async () => {
    const { friends } = test.repositories;
    const [me, ana] = [await account(), await account()];
    const first = await challenged(me, ana);
    expect(await friends.incoming(ana)).toMatchObject([
      { id: first.id, fromName: first.fromName, status: "pending" },
    ]);
    expect(await friends.answer(first.id, me, "declined")).toBeNull();
    expect(await friends.answer(first.id, ana, "cancelled")).toBeNull();
    expect(await friends.answer(first.id, ana, "declined")).toMatchObject({
      status: "declined",
    });
    expect(await friends.answer(first.id, ana, "declined")).toBeNull();
    expect(await friends.accept(first.id, ana, tableFor)).toEqual({
      ok: false,
      reason: "DECLINED",
    });

    const second = await challenged(me, ana);
    expect(await friends.answer(second.id, me, "cancelled")).toMatchObject({
      status: "cancelled",
    });
    expect(await friends.incoming(ana)).toEqual([]);
    // The challenger's page still hears how both ended.
    expect((await friends.outgoing(me, LATELY)).map((c) => c.status)).toEqual([
      "cancelled",
      "declined",
    ]);

    const late = await challenged(me, ana, -1_000);
    expect((await friends.find(late.id))?.status).toBe("expired");
    expect(await friends.incoming(ana)).toEqual([]);
    expect(await friends.answer(late.id, ana, "declined")).toBeNull();
    expect(await friends.accept(late.id, ana, tableFor)).toEqual({
      ok: false,
      reason: "EXPIRED",
    });
  });

  it("accept seats both at one dealt table, even when many accepts run at once", async () => {
    const { friends, games } = test.repositories;
    const [me, ana] = [await account(), await account()];
    const challenge = await challenged(me, ana);
    // Only the challenged person may accept.
    expect(await friends.accept(challenge.id, me, tableFor)).toEqual({
      ok: false,
      reason: "NOT_FOUND",
    });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => friends.accept(challenge.id, ana, tableFor)),
    );
    const gameIds = new Set(answers.map((a) => (a.ok ? a.gameId : null)));
    expect(gameIds.size).toBe(1);
    expect(answers.filter((a) => a.ok && a.created)).toHaveLength(1);
    const [gameId] = [...gameIds];
    const table = await games.load(gameId!);
    expect(table).toMatchObject({ status: "PLAYING", version: 0 });
    expect(table!.seats.map((s) => s.playerId)).toEqual([me, ana]);
    expect(
      await test.db.game.count({ where: { seats: { some: { playerId: ana } } } }),
    ).toBe(1);
    expect(await friends.find(challenge.id)).toMatchObject({
      status: "accepted",
      gameId,
    });
    expect(await friends.answer(challenge.id, me, "cancelled")).toBeNull();
  });
});
