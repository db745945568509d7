// "Play again": the rematch table is the ended table again (rules, options, bots,
// timer, visibility), opened once however many ask and however fast, offered live to
// the players of the ended table, and refused where a rematch makes no sense.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@3u3d/db/testing";

import type { GameSnapshot } from "../src";
import { REMATCH_WINDOW_MS } from "../src/game-server/rematch";
import { setUpHarness, type Harness } from "./helpers";

describe("game.rematch (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(() => test.drop());

  /**
   * A table of two people between bots, dealt and then left by both: ended
   * (ABANDONED) at once, the quickest way to an end that offers a rematch.
   */
  async function endedTable() {
    const ann = await h.newPlayer("Ann");
    const bob = await h.newPlayer("Bob");
    const table = await h.as(ann).lobby.create({
      seats: [
        { kind: "bot", level: "expert" },
        { kind: "human" },
        { kind: "human" },
        { kind: "bot", level: "beginner" },
      ],
      options: { colors: ["red", "blue", "green", "yellow"], reverseOnOne: true },
      isPublic: true,
      turnTimerSeconds: 3600,
    });
    await h.as(bob).lobby.join({ inviteCode: table.inviteCode });
    await h.as(ann).lobby.start({ gameId: table.id });
    await h.as(ann).game.resign({ gameId: table.id });
    await h.as(bob).game.resign({ gameId: table.id });
    await h.server.idle(table.id);
    const view = await h.as(ann).game.view({ gameId: table.id });
    expect(view.status).toBe("ABANDONED");
    return { ann, bob, gameId: table.id };
  }

  it("opens the same table again, hosted by the asker in their old seat; the others join theirs", async () => {
    const { ann, bob, gameId } = await endedTable();
    const asked = await h.as(bob).game.rematch({ gameId });

    const [before, after] = await Promise.all(
      [gameId, asked.gameId].map((id) =>
        test.db.game.findUniqueOrThrow({
          where: { id },
          include: { seats: { orderBy: { seat: "asc" } } },
        }),
      ),
    );
    expect(after!.status).toBe("LOBBY");
    expect(after!.ruleset).toBe(before!.ruleset);
    expect(after!.config).toEqual(before!.config);
    expect(after!.isPublic).toBe(true);
    expect(after!.turnTimerSeconds).toBe(3600);
    expect(after!.championshipId).toBeNull();
    expect(after!.hostPlayerId).toBe(bob);
    expect(after!.seats.map((s) => [s.playerId, s.botLevel])).toEqual([
      [null, "expert"],
      [null, null],
      [bob, null],
      [null, "beginner"],
    ]);

    // Everyone at the ended table sees the offer and who made it; only they get its code.
    const annSees = await h.as(ann).game.view({ gameId });
    expect(annSees.rematch).toEqual({
      gameId: asked.gameId,
      inviteCode: asked.inviteCode,
      seat: 2,
    });
    const spectator = await h.as(null).game.view({ gameId });
    expect(spectator.rematch).toEqual({
      gameId: asked.gameId,
      inviteCode: null,
      seat: 2,
    });

    // Asking again (either of them) gives the same table.
    expect(await h.as(ann).game.rematch({ gameId })).toEqual(asked);
    expect(await h.as(bob).game.rematch({ gameId })).toEqual(asked);

    // Ann takes her old seat with one request, and Bob deals.
    expect(
      await h.as(ann).lobby.join({ inviteCode: asked.inviteCode, seat: annSees.seat! }),
    ).toEqual({ gameId: asked.gameId, seat: 1 });
    await h.as(bob).lobby.start({ gameId: asked.gameId });
    const dealt = await h.as(ann).game.view({ gameId: asked.gameId });
    expect(dealt.status).toBe("PLAYING");
    expect(dealt.seat).toBe(1);
    expect(dealt.rematch).toBeNull();
  });

  it("two asks at once open one table", async () => {
    const { ann, bob, gameId } = await endedTable();
    const tables = await test.db.game.count();
    const [a, b] = await Promise.all([
      h.as(ann).game.rematch({ gameId }),
      h.as(bob).game.rematch({ gameId }),
    ]);
    expect(a).toEqual(b);
    expect(await test.db.game.count()).toBe(tables + 1);
    const ended = await test.db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(ended.rematchId).toBe(a.gameId);
  });

  it("is refused while the game is played, to people not at the table, in championships and long after the end", async () => {
    const ann = await h.newPlayer("Player");
    const table = await h.as(ann).lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "beginner" }],
      isPublic: true,
    });
    await expect(h.as(ann).game.rematch({ gameId: table.id })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    await h.as(ann).lobby.start({ gameId: table.id });
    await expect(h.as(ann).game.rematch({ gameId: table.id })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "A rematch can be asked for once the game is over.",
    });

    const { gameId } = await endedTable();
    const stranger = await h.newPlayer("Stranger");
    await expect(h.as(stranger).game.rematch({ gameId })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "Only the players of this game can ask for a rematch.",
    });
    await expect(h.as(null).game.rematch({ gameId })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });

    const champion = await h.newPlayer("Champion");
    const cup = await h.as(champion).championship.create({
      name: "Cup",
      seats: [{ kind: "human" }, { kind: "bot", level: "beginner" }],
      games: 2,
    });
    await h.as(champion).lobby.start({ gameId: cup.gameId });
    await h.as(champion).game.resign({ gameId: cup.gameId });
    await expect(
      h.as(champion).game.rematch({ gameId: cup.gameId }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message:
        "A championship game is followed by the championship's next game, not a rematch.",
    });

    const late = await endedTable();
    // A turn timer armed while the game ran may have fired at its end and still be
    // reading the game: let it finish, or its read (shared with ours) would be older
    // than the end time set below.
    await new Promise((r) => setTimeout(r, 300));
    await test.db.game.update({
      where: { id: late.gameId },
      data: { finishedAt: new Date(Date.now() - REMATCH_WINDOW_MS - 1000) },
    });
    await expect(
      h.as(late.ann).game.rematch({ gameId: late.gameId }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: "This game ended too long ago for a rematch: start a new table instead.",
    });
    // Its players' streams no longer wait for an offer either.
    const stream = h.server.master.updates(late.gameId, late.ann, "en", null, undefined);
    expect((await stream.next()).value?.status).toBe("ABANDONED");
    expect((await stream.next()).done).toBe(true);
  });

  it("reaches the players of the ended table live, then their stream ends; a spectator's ends at once", async () => {
    const { ann, bob, gameId } = await endedTable();
    const abort = new AbortController();
    const annStream = h.server.master.updates(gameId, ann, "en", null, abort.signal);
    const first = (await annStream.next()).value as GameSnapshot;
    expect(first.status).toBe("ABANDONED");
    expect(first.rematch).toBeNull();

    const spectator = h.server.master.updates(gameId, null, "en", null, undefined);
    expect((await spectator.next()).value?.rematch).toBeNull();
    expect((await spectator.next()).done).toBe(true);

    const offered = annStream.next();
    const asked = await h.as(bob).game.rematch({ gameId });
    expect(((await offered).value as GameSnapshot).rematch).toEqual({
      gameId: asked.gameId,
      inviteCode: asked.inviteCode,
      seat: 2,
    });
    // The offer cannot change any more: nothing is left to wait for.
    expect((await annStream.next()).done).toBe(true);
    abort.abort();
  });
});
