// Table talk: said by the people seated at a table, stored with the game, seen live by
// everyone who may see the table, and refused where nobody else could read it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@3u3d/db/testing";

import type { GameSnapshot } from "../src";
import { setUpHarness, unwrapTracked, watch, type Harness } from "./helpers";

describe("table talk (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(() => test.drop());

  /** A table for two people, both seated (no bot, whose moves would race the talk); public unless told. */
  async function tableForTwo(isPublic = true) {
    const host = await h.newPlayer("Host");
    const friend = await h.newPlayer("Friend");
    const table = await h.as(host).lobby.create({
      seats: [{ kind: "human" }, { kind: "human" }],
      isPublic,
    });
    await h.as(friend).lobby.join({ inviteCode: table.inviteCode });
    return { host, friend, gameId: table.id, inviteCode: table.inviteCode };
  }

  it("is stored with the game and reaches every watcher live, with the speaker's seat name", async () => {
    const { host, friend, gameId } = await tableForTwo();
    await h.as(host).lobby.start({ gameId });
    const watcher = watch(h, null, { gameId });
    const first = unwrapTracked<GameSnapshot>((await watcher.next()).value).data;
    expect(first.talk).toEqual([]);

    await h.as(host).game.say({ gameId, text: "  Good luck, everyone!  " });
    const frame = unwrapTracked<GameSnapshot>((await watcher.next()).value).data;
    expect(frame.version).toBe(first.version); // talk is no move
    expect(frame.talk).toMatchObject([
      { seat: 0, name: "Host", kind: "text", body: "Good luck, everyone!" },
    ]);

    await h.as(friend).game.react({ gameId, reaction: "thumbs-up" });
    const next = unwrapTracked<GameSnapshot>((await watcher.next()).value).data;
    expect(next.talk?.map((l) => [l.name, l.kind, l.body])).toEqual([
      ["Host", "text", "Good luck, everyone!"],
      ["Friend", "reaction", "thumbs-up"],
    ]);
    await watcher.return?.(undefined);

    // A fresh view (a cached snapshot of this version must not hide the talk) and the rows.
    expect((await h.as(friend).game.view({ gameId })).talk).toHaveLength(2);
    const rows = await test.db.tableMessage.findMany({ where: { gameId } });
    expect(rows.map((r) => r.playerId).sort()).toEqual([host, friend].sort());
  });

  it("validates length, characters and reactions", async () => {
    const { host, gameId } = await tableForTwo();
    const say = (text: string) => h.as(host).game.say({ gameId, text });
    const bad = { code: "BAD_REQUEST" };
    await expect(say("   ")).rejects.toMatchObject(bad);
    await expect(say("x".repeat(201))).rejects.toMatchObject(bad);
    await expect(say("line\nbreak")).rejects.toMatchObject(bad);
    await expect(say("evil\u202Eright-to-left")).rejects.toMatchObject(bad);
    await expect(
      h.as(host).game.react({ gameId, reaction: "💩" as "gg" }),
    ).rejects.toMatchObject(bad);
    await say("x".repeat(200));
    await say("Nice 👍🏽 café");
    expect((await h.as(host).game.view({ gameId })).talk?.map((l) => l.body)).toEqual([
      "x".repeat(200),
      "Nice 👍🏽 café",
    ]);
  });

  it("is rate-limited per person with a clear sentence", async () => {
    const { host, friend, gameId } = await tableForTwo();
    for (let i = 0; i < 6; i++) await h.as(host).game.say({ gameId, text: `hi ${i}` });
    const refused = await h
      .as(host)
      .game.say({ gameId, text: "one more" })
      .then(
        () => null,
        (e: unknown) => e as { code: string; message: string },
      );
    expect(refused?.code).toBe("TOO_MANY_REQUESTS");
    expect(refused?.message).toMatch(
      /^You are talking too fast: wait \d+ seconds? before/,
    );
    // The limit is the speaker's own: the friend still talks.
    await h.as(friend).game.react({ gameId, reaction: "laugh" });
  });

  it("is refused to people not seated there and in games against bots only", async () => {
    const { gameId } = await tableForTwo();
    const stranger = await h.newPlayer("Stranger");
    await expect(
      h.as(stranger).game.say({ gameId, text: "hello" }),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "Only the people seated at this table can talk there.",
    });
    // Spectators read it all the same.
    expect((await h.as(stranger).game.view({ gameId })).talk).toEqual([]);

    const solo = await h.newPlayer("Solo");
    const vsBots = await h.as(solo).lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "beginner" }],
    });
    await h.as(solo).lobby.start({ gameId: vsBots.id });
    await expect(
      h.as(solo).game.say({ gameId: vsBots.id, text: "hello bot" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Table talk is for games with other people, not against bots only.",
    });
    expect((await h.as(solo).game.view({ gameId: vsBots.id })).talk).toBeNull();
    // Waiting alone for a friend: nobody to talk to yet.
    const waiting = await h.as(solo).lobby.create({
      seats: [{ kind: "human" }, { kind: "human" }],
    });
    await expect(
      h.as(solo).game.say({ gameId: waiting.id, text: "anyone?" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Nobody else has sat down yet: table talk opens when someone joins.",
    });
  });

  it("stays invisible on an invite-only table to a stranger without its code", async () => {
    const { host, gameId, inviteCode } = await tableForTwo(false);
    await h.as(host).game.say({ gameId, text: "Just us here" });
    const stranger = await h.newPlayer("Nosy");
    await expect(h.as(stranger).game.view({ gameId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(h.as(null).game.view({ gameId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const invited = await h.as(stranger).game.view({ gameId, inviteCode });
    expect(invited.talk?.map((l) => l.body)).toEqual(["Just us here"]);
  });

  it("stays open once the game is over (the moment for GG)", async () => {
    const { host, friend, gameId } = await tableForTwo();
    await h.as(host).lobby.start({ gameId });
    // Both leave: the last person out ends the game there.
    await h.as(host).game.resign({ gameId });
    await h.as(friend).game.resign({ gameId });
    const ended = await h.as(friend).game.view({ gameId });
    expect(ended.status).toBe("ABANDONED");
    await h.as(friend).game.react({ gameId, reaction: "gg" });
    await h.as(host).game.say({ gameId, text: "Well played" });
    expect(
      (await h.as(host).game.view({ gameId })).talk?.map((l) => [l.name, l.body]),
    ).toEqual([
      ["Friend", "gg"],
      ["Host", "Well played"],
    ]);
  });
});
