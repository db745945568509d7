// A championship is marked finished when the game that decides it ends, and deals no
// game after that (R-CHAMP). It used to set the flag and throw in one transaction, so
// the flag was rolled back and never set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@3u3d/db/testing";

import { playToTheEnd, setUpHarness, type Harness } from "./helpers";

describe("finishing a championship (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(() => test.drop());

  const finishedFlag = async (id: string) =>
    (await test.db.championship.findUniqueOrThrow({ where: { id } })).finished;

  it("R-CHAMP: after its last game it is finished and refuses a next game", async () => {
    const host = await h.newPlayer("Host");
    const me = h.as(host);
    const champ = await me.championship.create({
      name: "One-off",
      seats: [{ kind: "human" }, { kind: "bot", level: "beginner" }],
      games: 1,
    });
    expect(await finishedFlag(champ.championshipId)).toBe(false);
    await me.lobby.start({ gameId: champ.gameId });
    await playToTheEnd(h, champ.gameId, host);
    expect(await finishedFlag(champ.championshipId)).toBe(true);
    await expect(
      me.championship.nextGame({ championshipId: champ.championshipId }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: "The championship is over." });
    const standings = await me.championship.standings({
      championshipId: champ.championshipId,
    });
    expect(standings.over).toBe(true);
    // The page says "You" for the caller's seat only.
    expect(standings.mySeat).toBe(0);
    expect(
      (await h.as(null).championship.standings({ championshipId: champ.championshipId }))
        .mySeat,
    ).toBeNull();
    expect(
      await test.db.game.count({ where: { championshipId: champ.championshipId } }),
    ).toBe(1);
  });

  it("R-CHAMP: reaching the target score finishes it too", async () => {
    const host = await h.newPlayer("Racer");
    const me = h.as(host);
    const champ = await me.championship.create({
      name: "First to 10",
      seats: [{ kind: "human" }, { kind: "bot", level: "random" }],
      targetScore: 10,
    });
    let gameId = champ.gameId;
    await me.lobby.start({ gameId });
    for (let game = 0; game < 20; game++) {
      await playToTheEnd(h, gameId, host);
      const { over } = await me.championship.standings({
        championshipId: champ.championshipId,
      });
      expect(await finishedFlag(champ.championshipId)).toBe(over);
      if (over) break;
      gameId = (await me.championship.nextGame({ championshipId: champ.championshipId }))
        .gameId;
    }
    expect(await finishedFlag(champ.championshipId)).toBe(true);
    await expect(
      me.championship.nextGame({ championshipId: champ.championshipId }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
  });
});
