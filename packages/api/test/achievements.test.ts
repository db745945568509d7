// Achievements awarded in the transaction that ends a game (real PostgreSQL, the real
// rule): a guest's first win against a Rookie earns "first-win" once, game.achievements
// tells the ending what the caller earned, a game that did not count (the guest left)
// earns nothing, a championship's deciding game earns its winner the title, and
// profile.achievements lists them (a guest's to that guest only, kept on signing up).
// The rule's cases are unit tests (unit/achievements.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@3u3d/db/testing";

import { playToTheEnd, setUpHarness, type Harness } from "./helpers";

describe("achievements in a game's ending (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(() => test.drop());

  /** A game of `player` against a Rookie, dealt and waiting for them. */
  const againstRookie = async (player: string) => {
    const table = await h.as(player).lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "random" }],
      options: { colors: ["red", "blue"] },
    });
    await h.as(player).lobby.start({ gameId: table.id });
    return table.id;
  };

  /** Plays games against a Rookie until the player wins one (a Rookie rarely does); its id. */
  const aWin = async (player: string) => {
    for (let tries = 0; tries < 30; tries++) {
      const gameId = await againstRookie(player);
      await playToTheEnd(h, gameId, player);
      const { view } = await h.as(player).game.view({ gameId });
      if (view?.winner === view?.seat) return gameId;
    }
    throw new Error("no win against the Rookie in 30 games");
  };

  it("a first win earns first-win and the Rookie once; a second win earns neither again", async () => {
    const guest = await h.newPlayer("Winner");
    const first = await aWin(guest);
    const earned = await h.as(guest).game.achievements({ gameId: first });
    expect(earned).toEqual(expect.arrayContaining(["first-win", "beat-random"]));
    // Stored with the game that earned them, in the same ending as the result.
    const rows = await test.db.achievement.findMany({ where: { playerId: guest } });
    expect(rows.filter((r) => r.key === "first-win")).toEqual([
      expect.objectContaining({ gameId: first }),
    ]);

    const second = await aWin(guest);
    const again = await h.as(guest).game.achievements({ gameId: second });
    expect(again).not.toContain("first-win");
    expect(again).not.toContain("beat-random");
    expect(
      await test.db.achievement.count({ where: { playerId: guest, key: "first-win" } }),
    ).toBe(1);

    // The profile lists the whole catalogue, earned ones with their time.
    const mine = await h.as(guest).profile.achievements({});
    expect(mine.find((a) => a.key === "first-win")?.earnedAt).toBeInstanceOf(Date);
    expect(mine.find((a) => a.key === "championship-win")?.earnedAt).toBeNull();
    // A guest's are theirs alone; an account's are public.
    const stranger = await h.newPlayer("Stranger");
    await expect(
      h.as(stranger).profile.achievements({ playerId: guest }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    // Signing up keeps the guest's player, and with it what it earned: public now,
    // and in the account's data download.
    const signedUp = await h.deps().repositories.players.createAccount({
      username: "winner_signs_up",
      passwordHash: "not-a-real-hash",
      displayName: "Winner",
      guestPlayerId: guest,
    });
    expect(signedUp).toMatchObject({ ok: true, playerId: guest });
    const seen = await h.as(stranger).profile.achievements({ playerId: guest });
    expect(seen.find((a) => a.key === "first-win")?.earnedAt).toBeInstanceOf(Date);
    const data = await h.as(guest).account.exportData();
    expect(data.players[0]!.achievements).toContainEqual(
      expect.objectContaining({ key: "first-win", gameId: first }),
    );
    const account = await h.newAccount("Public Pat");
    expect(await h.as(stranger).profile.achievements({ playerId: account })).toHaveLength(
      mine.length,
    );
  });

  it("the championship's deciding game earns its winner the title, nobody else", async () => {
    const guest = await h.newPlayer("Contender");
    for (let tries = 0; tries < 30; tries++) {
      const champ = await h.as(guest).championship.create({
        name: "One game",
        seats: [{ kind: "human" }, { kind: "bot", level: "random" }],
        options: { colors: ["red", "blue"] },
        games: 1,
      });
      await h.as(guest).lobby.start({ gameId: champ.gameId });
      await playToTheEnd(h, champ.gameId, guest);
      const { rows } = await h.as(guest).championship.standings({
        championshipId: champ.championshipId,
      });
      const earned = await h.as(guest).game.achievements({ gameId: champ.gameId });
      const alone = rows[0]?.seat === 0 && rows[1]?.place !== 1;
      if (!alone) {
        expect(earned).not.toContain("championship-win");
        continue;
      }
      expect(earned).toContain("championship-win");
      return;
    }
    throw new Error("the guest never took the title in 30 one-game championships");
  });

  it("a game the person left earns nothing, and a spectator is told of none", async () => {
    const guest = await h.newPlayer("Leaver");
    const gameId = await againstRookie(guest);
    await h.server.idle(gameId);
    await h.as(guest).game.resign({ gameId });
    await h.server.idle(gameId);
    // The last person left: the game ended there, abandoned, and counts for nobody.
    expect((await test.db.game.findUniqueOrThrow({ where: { id: gameId } })).status).toBe(
      "ABANDONED",
    );
    expect(await h.as(guest).game.achievements({ gameId })).toEqual([]);
    expect(await test.db.achievement.count({ where: { playerId: guest } })).toBe(0);
  });
});
