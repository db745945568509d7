// Ratings rate what a person played: a seat their bot finished for them (after a resign
// or timeouts) ranks last, so resigning to a strong bot cannot farm rating.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@3u3d/db/testing";

import { ratingRanks } from "../src/services/ratings";
import { setUpHarness, type Harness } from "./helpers";

const seat = (n: number, playerId: string | null, botControlled = false) => ({
  seat: n,
  playerId,
  botLevel: playerId ? null : "random",
  botControlled,
});

describe("rating ranks", () => {
  it("a person whose bot finished the game ranks last, even when the bot won", () => {
    const seats = [seat(0, "p0", true), seat(1, null), seat(2, "p2")];
    expect(ratingRanks(seats, [0, 2], [0, 0, 30])).toEqual([3, 3, 2]);
  });
});

describe("resigning (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(() => test.drop());

  it("a resigned game counts as a loss, whoever the bot beat for you", async () => {
    const quitter = await h.newPlayer("Quitter");
    const me = h.as(quitter);
    for (let game = 0; game < 3; game++) {
      const table = await me.lobby.create({
        seats: [{ kind: "human" }, { kind: "bot", level: "random" }],
      });
      await me.lobby.start({ gameId: table.id });
      await me.game.resign({ gameId: table.id });
      await h.server.idle(table.id);
      const { status } = await test.db.game.findUniqueOrThrow({
        where: { id: table.id },
      });
      expect(status).toBe("FINISHED");
    }
    const rating = await test.db.rating.findUniqueOrThrow({
      where: { playerId_ruleset: { playerId: quitter, ruleset: "3up3down" } },
    });
    expect(rating.games).toBe(3);
    expect(rating.wins).toBe(0);
    expect(rating.mu).toBeLessThan(25); // three last places from the starting rating
  });
});
