import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@3u3d/db/testing";

import { setUpHarness, type Harness } from "./helpers";

// Who is here (real PostgreSQL): heartbeats make people online, a goodbye takes them
// off at once, games being played and people looking for a game are counted. The
// counts are a couple of seconds fresh: each check asks until the answer moves.
describe("who is here (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(() => test.drop());

  /** Asks for the counts until `check` holds (they are reused for up to 2 s). */
  async function countsUntil(check: (c: Awaited<ReturnType<typeof counts>>) => boolean) {
    for (let tries = 0; tries < 200; tries++) {
      const now = await counts();
      if (check(now)) return now;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the counts never moved: ${JSON.stringify(await counts())}`);
  }
  const counts = () => h.as(null).presence.counts();

  it("counts people with a page open, games being played and people looking", async () => {
    const before = await counts();
    expect(before).toEqual({ online: 0, playing: 0, looking: [] });

    const [ann, bob] = [await h.newPlayer("Ann"), await h.newPlayer("Bob")];
    await h.as(ann).presence.here();
    await h.as(bob).presence.here();
    await h.as(bob).presence.here(); // a second page, or the next beat: still one person
    await countsUntil((c) => c.online === 2);

    await h.as(bob).presence.gone();
    await countsUntil((c) => c.online === 1);

    const table = await h.as(ann).lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "beginner" }],
    });
    await h.as(ann).lobby.start({ gameId: table.id });
    await h.as(bob).pairing.seek({
      ruleset: "palace",
      players: 3,
      rated: false,
      botFillAfterSeconds: null,
    });
    const now = await countsUntil((c) => c.playing === 1 && c.looking.length > 0);
    expect(now.looking).toEqual([{ ruleset: "palace", waiting: 1 }]);

    await expect(h.as(null).presence.here()).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });

  it("shows public games being played best-rated first", async () => {
    const [low, high] = [await h.newPlayer("Low"), await h.newPlayer("High")];
    const tableOf = async (playerId: string) => {
      const table = await h.as(playerId).lobby.create({
        seats: [{ kind: "human" }, { kind: "bot", level: "beginner" }],
        isPublic: true,
      });
      await h.as(playerId).lobby.start({ gameId: table.id });
      return table.id;
    };
    const highTable = await tableOf(high); // the older of the two
    const lowTable = await tableOf(low);
    const rate = (playerId: string, mu: number) =>
      test.db.rating.create({ data: { playerId, ruleset: "3up3down", mu, sigma: 2 } });
    await rate(low, 20);
    await rate(high, 30);
    const live = await h.as(null).lobby.live({ limit: 10 });
    const order = live
      .map((t) => t.id)
      .filter((id) => id === highTable || id === lowTable);
    expect(order).toEqual([highTable, lowTable]);
  });
});
