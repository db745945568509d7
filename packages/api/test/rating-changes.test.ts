// game.ratingChanges: the result screen's "1500 → 1488". Each account's shown rating
// before and after is kept with the game's result; guests and bots get none, a game
// with a hint is not rated, a win over a guest moves nothing (guests are left out of
// ratings: issue #37, item 4), and an invite-only table's changes stay with its people.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@3u3d/db/testing";

import { playToTheEnd, setUpHarness, type Harness } from "./helpers";

describe("rating changes of an ended game (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(() => test.drop());

  /** A player with an account (what the leaderboard lists). */
  const withAccount = async (name: string) => {
    const player = await h.newPlayer(name);
    const user = await test.db.user.create({ data: { username: name.toLowerCase() } });
    await test.db.player.update({ where: { id: player }, data: { userId: user.id } });
    return player;
  };

  /** An account, a guest and a bot; both people leave, so the bot wins. */
  const playedTable = async (opts: { hinted: boolean }) => {
    const ann = await withAccount(`Ann${Math.random().toString(36).slice(2, 8)}`);
    const guest = await h.newPlayer("Guest");
    const table = await h.as(ann).lobby.create({
      seats: [{ kind: "human" }, { kind: "human" }, { kind: "bot", level: "random" }],
    });
    await h.as(guest).lobby.join({ inviteCode: table.inviteCode, seat: 1 });
    await h.as(ann).lobby.start({ gameId: table.id });
    await h.server.idle(table.id);
    if (opts.hinted)
      await test.db.game.update({ where: { id: table.id }, data: { hintsUsed: true } });
    return { ann, guest, table };
  };

  it("is null while the game runs, then gives each account its rating before and after", async () => {
    const { ann, guest, table } = await playedTable({ hinted: false });
    expect(await h.as(ann).game.ratingChanges({ gameId: table.id })).toBeNull();
    await h.as(ann).game.resign({ gameId: table.id });
    await h.as(guest).game.resign({ gameId: table.id });

    const changes = await h.as(guest).game.ratingChanges({ gameId: table.id });
    expect(changes?.rated).toBe(true);
    const [mine, theGuest, bot] = changes!.seats;
    // Both people left, so both rank last: Ann's rating falls from where it started.
    expect(mine!.before).toBe(1500);
    expect(mine!.after).toBeLessThan(mine!.before);
    expect(theGuest).toBeNull(); // a guest is not rated at all
    expect(bot).toBeNull();
    expect(await test.db.rating.count({ where: { playerId: guest } })).toBe(0);

    // What the Rating row now says is what "after" said.
    const stored = await test.db.rating.findUniqueOrThrow({
      where: { playerId_ruleset: { playerId: ann, ruleset: "3up3down" } },
    });
    expect(stored.games).toBe(1);

    // The next game starts from there.
    const own = await h.as(ann).lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "random" }],
    });
    await h.as(ann).lobby.start({ gameId: own.id });
    await h.server.idle(own.id);
    await h.as(ann).game.resign({ gameId: own.id });
    const second = await h.as(ann).game.ratingChanges({ gameId: own.id });
    expect(second?.seats[0]?.before).toBe(mine!.after);
  });

  it("a win over a guest (one's own, in a second browser) does not move a rating", async () => {
    // The farm of the report: three wins over one's own guest took an account to 1762.
    const farmer = await withAccount("Farmer");
    const puppet = await h.newPlayer("Puppet");
    for (let game = 0; game < 3; game++) {
      const table = await h.as(farmer).lobby.create({
        seats: [{ kind: "human" }, { kind: "human" }],
      });
      await h.as(puppet).lobby.join({ inviteCode: table.inviteCode });
      await h.as(farmer).lobby.start({ gameId: table.id });
      await h.server.idle(table.id);
      await h.as(puppet).game.resign({ gameId: table.id }); // its bot plays on, and loses
      await playToTheEnd(h, table.id, farmer);
      expect(await h.as(farmer).game.ratingChanges({ gameId: table.id })).toEqual({
        rated: false,
        seats: [],
      });
    }
    expect(await test.db.rating.count({ where: { playerId: farmer } })).toBe(0);
    expect(await test.db.rating.count({ where: { playerId: puppet } })).toBe(0);
  });

  it("says a game with a hint was not rated", async () => {
    const { ann, guest, table } = await playedTable({ hinted: true });
    await h.as(ann).game.resign({ gameId: table.id });
    await h.as(guest).game.resign({ gameId: table.id });
    expect(await h.as(ann).game.ratingChanges({ gameId: table.id })).toEqual({
      rated: false,
      seats: [],
    });
  });

  it("keeps an invite-only table's changes from strangers, and checks its input", async () => {
    const { ann, guest, table } = await playedTable({ hinted: false });
    await h.as(ann).game.resign({ gameId: table.id });
    await h.as(guest).game.resign({ gameId: table.id });
    await expect(
      h.as(null).game.ratingChanges({ gameId: table.id }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    const withCode = await h
      .as(null)
      .game.ratingChanges({ gameId: table.id, inviteCode: table.inviteCode });
    expect(withCode?.rated).toBe(true);
    await expect(h.as(ann).game.ratingChanges({ gameId: "" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});
