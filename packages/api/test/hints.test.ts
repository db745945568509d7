// Hints: the expert's move for a person playing against bots, from their own view, in
// a game where no rating of theirs is at stake (a casual game, or a guest's); a rated
// game refuses them and stays rated (#61); nowhere else is one given.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@3u3d/db/testing";

import { playToTheEnd, setUpHarness, type Harness } from "./helpers";

describe("hints (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(() => test.drop());

  const againstABot = async (playerId: string) => {
    const me = h.as(playerId);
    const table = await me.lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "random" }],
      options: { colors: ["red", "green"] }, // a short game
    });
    await me.lobby.start({ gameId: table.id });
    await h.server.idle(table.id);
    return table.id;
  };
  const ratingsOf = (playerId: string) =>
    test.db.rating.findMany({ where: { playerId } });

  it("a guest against a bot: a legal move with its reason; the game is marked", async () => {
    const guest = await h.newPlayer("Learner"); // nothing of a guest's is rated
    const me = h.as(guest);
    const gameId = await againstABot(guest);
    const before = await me.game.view({ gameId });
    expect(before.hints).toEqual({ offered: true, used: false });

    const hint = await me.game.hint({ gameId, version: before.version });
    expect(before.legal.moves).toContainEqual(hint.move);
    expect(hint.why.kind).toBe("setup"); // R-SETUP: the first decision is the face-up three
    const after = await me.game.view({ gameId });
    expect(after.version).toBe(before.version); // asking is not a move
    expect(after.hints).toEqual({ offered: true, used: true });
  });

  it("an account in a casual game against bots gets hints; its ratings never move", async () => {
    const player = await h.newAccount("Casual");
    const gameId = await againstABot(player);
    // A casual table of bots, as quick pairing's bot fill deals one.
    await test.db.game.update({ where: { id: gameId }, data: { rated: false } });
    await h.server.master.changed(gameId);
    const before = await h.as(player).game.view({ gameId });
    expect(before.hints).toEqual({ offered: true, used: false });
    const hint = await h.as(player).game.hint({ gameId, version: before.version });
    expect(before.legal.moves).toContainEqual(hint.move);
    await playToTheEnd(h, gameId, player);
    expect(await ratingsOf(player)).toEqual([]);
  });

  it("a rated game stays rated: a hint is refused there, even once a bot is out (#61)", async () => {
    const player = await h.newAccount("Rated");
    const me = h.as(player);
    const gameId = await againstABot(player);
    const first = await me.game.view({ gameId });
    expect(first.hints).toEqual({ offered: false, used: false });
    // Play until the bot has gone out (the player has lost), asking for a hint at
    // every turn of the player's on the way: each is refused, nothing is marked.
    let refusals = 0;
    for (let i = 0; i < 5000; i++) {
      await h.server.idle(gameId);
      const { view, version, legal } = await me.game.view({ gameId });
      if (view?.phase === "over") break;
      if (legal.moves.length === 0) continue;
      await expect(me.game.hint({ gameId, version })).rejects.toThrow(
        "Hints are for casual games: this game is rated.",
      );
      refusals++;
      await me.game.move({ gameId, version, move: legal.moves[0]! });
    }
    expect(refusals).toBeGreaterThan(0);
    expect((await me.game.view({ gameId })).status).toBe("FINISHED");
    const game = await test.db.game.findUniqueOrThrow({
      where: { id: gameId },
      select: { hintsUsed: true, result: { select: { ratings: true } } },
    });
    expect(game.hintsUsed).toBe(false);
    expect(game.result?.ratings).not.toBeNull();
    expect(await ratingsOf(player)).toHaveLength(1);
  });

  it("refused at a table with another person, for a stale position, or to a stranger: nothing marked", async () => {
    const [alice, bob] = [await h.newPlayer("Alice"), await h.newPlayer("Bob")];
    const table = await h.as(alice).lobby.create({
      seats: [{ kind: "human" }, { kind: "human" }],
      isPublic: false,
    });
    await h.as(bob).lobby.join({ inviteCode: table.inviteCode });
    await h.as(alice).lobby.start({ gameId: table.id });
    const view = await h.as(alice).game.view({ gameId: table.id });
    expect(view.hints).toEqual({ offered: false, used: false });
    await expect(
      h.as(alice).game.hint({ gameId: table.id, version: view.version }),
    ).rejects.toThrow("Hints are only for games against bots.");

    const solo = await h.newPlayer("Solo");
    const gameId = await againstABot(solo);
    const { version } = await h.as(solo).game.view({ gameId });
    await expect(
      h.as(solo).game.hint({ gameId, version: version + 1 }),
    ).rejects.toThrow();
    // A stranger at an invite-only table is told there is no such game
    // (private-not-found.test.ts).
    await expect(h.as(alice).game.hint({ gameId, version })).rejects.toThrow(
      "Game not found.",
    );
    const marked = await test.db.game.findMany({
      where: { id: { in: [table.id, gameId] } },
      select: { hintsUsed: true },
      orderBy: { id: "asc" },
    });
    expect(marked).toEqual([{ hintsUsed: false }, { hintsUsed: false }]);
  });
});
