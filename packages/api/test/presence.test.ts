import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createManualClock } from "@3u3d/db/clock";
import type { TestDatabase } from "@3u3d/db/testing";

import { setUpHarness, type Harness } from "./helpers";

// Who is here (real PostgreSQL): heartbeats make people online (players, and browsers
// that are nobody yet), a page's goodbye takes that page off at once, games being played and people looking for a game are counted. The
// counts are a couple of seconds fresh (on the house's clock, a manual one here that
// the test moves: no sleeping): each check asks until the answer moves.
describe("who is here (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  const clock = createManualClock();
  /** Past the counts' reuse (COUNTS_FRESH_MS, 2 s, in presence.ts). */
  const pastReuse = () => clock.advance(2_001);
  beforeAll(async () => ({ test, h } = await setUpHarness({ clock })));
  afterAll(() => test.drop());

  /** Asks for the counts until `check` holds, each time past their reuse. */
  async function countsUntil(check: (c: Awaited<ReturnType<typeof counts>>) => boolean) {
    for (let tries = 0; tries < 200; tries++) {
      const now = await counts();
      if (check(now)) return now;
      await pastReuse();
    }
    throw new Error(`the counts never moved: ${JSON.stringify(await counts())}`);
  }
  const counts = () => h.as(null).presence.counts();

  /** A page's ids as the browser makes them. */
  const page = (device = randomUUID()) => ({ page: randomUUID(), device });

  it("counts people with a page open, games being played and people looking", async () => {
    const before = await counts();
    expect(before).toEqual({ online: 0, playing: 0, looking: [] });

    const [ann, bob] = [await h.newPlayer("Ann"), await h.newPlayer("Bob")];
    await h.as(ann).presence.here(page());
    const bobsFirst = page();
    await h.as(bob).presence.here(bobsFirst);
    await h.as(bob).presence.here(bobsFirst); // the next beat
    await h.as(bob).presence.here(page()); // a second tab: still one person
    await countsUntil((c) => c.online === 2);

    await h.as(bob).presence.gone(bobsFirst); // one tab closes: Bob is still here
    await pastReuse();
    expect((await counts()).online).toBe(2);

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
  });

  it("counts the visitor who is nobody yet, once per browser, at once (#63)", async () => {
    const start = (await counts()).online;
    const device = randomUUID();
    const first = page(device);
    // The first beat drops the counts kept: the very next answer has the newcomer.
    await h.as(null).presence.here(first);
    expect((await counts()).online).toBe(start + 1);
    await h.as(null).presence.here(page(device)); // a second tab of the same browser
    await h.as(null).presence.here(page()); // another browser
    expect((await counts()).online).toBe(start + 2);

    // A goodbye names the page and its visitor: a guessed page id with another
    // device deletes nothing.
    await h.as(null).presence.gone({ page: first.page, device: randomUUID() });
    expect((await counts()).online).toBe(start + 2);

    // The first page, now a guest's (named there): the page is the guest's, and the
    // device is still here by its second tab; the device's goodbye to the page that
    // is no longer its own deletes nothing.
    const guest = await h.newPlayer("Cleo");
    await h.as(guest).presence.here(first);
    await h.as(null).presence.gone({ page: first.page, device });
    await pastReuse();
    expect((await counts()).online).toBe(start + 3);
  });

  it("refuses ids that are not a browser's UUIDs", async () => {
    await expect(
      h.as(null).presence.here({ page: "not-a-uuid", device: randomUUID() }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
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
