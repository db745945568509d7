// Hints: the expert's move for a person playing against bots, from their own view; a
// game where one was asked for is marked and not rated; nowhere else is one given.
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

  it("against a bot: a legal move with its reason; the game is marked and not rated", async () => {
    const player = await h.newAccount("Learner"); // accounts are rated, guests are not
    const me = h.as(player);
    const gameId = await againstABot(player);
    const before = await me.game.view({ gameId });
    expect(before.hints).toEqual({ offered: true, used: false });

    const hint = await me.game.hint({ gameId, version: before.version });
    expect(before.legal.moves).toContainEqual(hint.move);
    expect(hint.why.kind).toBe("setup"); // R-SETUP: the first decision is the face-up three
    const after = await me.game.view({ gameId });
    expect(after.version).toBe(before.version); // asking is not a move
    expect(after.hints).toEqual({ offered: true, used: true });

    await playToTheEnd(h, gameId, player);
    expect((await me.game.view({ gameId })).status).toBe("FINISHED");
    expect(await ratingsOf(player)).toEqual([]);

    // The same player's next game, without a hint, is rated as usual.
    await playToTheEnd(h, await againstABot(player), player);
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
