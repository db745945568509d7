// The push repository against real PostgreSQL: one subscription per endpoint (a device
// signing in as someone else hands it over), the newest few per player kept, removal
// only by its holder, forgetting by endpoint, and rows gone with their player.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase, type TestDatabase } from "../../src/testing";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

const device = (n: number, playerId: string) => ({
  endpoint: `https://push.example.test/device-${n}`,
  p256dh: `key-${n}`,
  auth: `auth-${n}`,
  playerId,
});

describe("push repository (real PostgreSQL)", () => {
  it("one row per endpoint: saving again updates the keys, another player takes it over", async () => {
    const { players, push } = test.repositories;
    const ann = await players.createGuest("Ann");
    const bob = await players.createGuest("Bob");
    await push.save(device(1, ann), 10);
    await push.save({ ...device(1, ann), p256dh: "new-key" }, 10);
    expect((await push.of(ann)).map((s) => s.p256dh)).toEqual(["new-key"]);

    await push.save(device(1, bob), 10);
    expect(await push.of(ann)).toEqual([]);
    expect((await push.of(bob)).map((s) => s.endpoint)).toEqual([
      device(1, bob).endpoint,
    ]);
  });

  it("saves at once of one endpoint never fail or leave two rows", async () => {
    const { players, push } = test.repositories;
    const cat = await players.createGuest("Cat");
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        push.save({ ...device(2, cat), auth: `a${i}` }, 10),
      ),
    );
    const rows = await test.db.pushSubscription.count({
      where: { endpoint: device(2, cat).endpoint },
    });
    expect(rows).toBe(1);
  });

  it("keeps a player's newest subscriptions only", async () => {
    const { players, push } = test.repositories;
    const dee = await players.createGuest("Dee");
    for (let n = 10; n < 15; n++) await push.save(device(n, dee), 3);
    expect((await push.of(dee)).map((s) => s.endpoint)).toEqual(
      [14, 13, 12].map((n) => device(n, dee).endpoint),
    );
  });

  it("remove: only the holder's; forget: whoever holds it", async () => {
    const { players, push } = test.repositories;
    const eve = await players.createGuest("Eve");
    const fay = await players.createGuest("Fay");
    await push.save(device(20, eve), 10);
    await push.save(device(21, eve), 10);
    expect(await push.remove(device(20, eve).endpoint, fay)).toBe(false);
    expect(await push.remove(device(20, eve).endpoint, eve)).toBe(true);
    expect(await push.remove(device(20, eve).endpoint, eve)).toBe(false);
    await push.forget(device(21, eve).endpoint);
    expect(await push.of(eve)).toEqual([]);
  });

  it("forgetPlayer: every device of that player, nobody else's", async () => {
    const { players, push } = test.repositories;
    const hal = await players.createGuest("Hal");
    const ida = await players.createGuest("Ida");
    await push.save(device(40, hal), 10);
    await push.save(device(41, hal), 10);
    await push.save(device(42, ida), 10);
    expect(await push.forgetPlayer(hal)).toBe(2);
    expect(await push.of(hal)).toEqual([]);
    expect(await push.of(ida)).toHaveLength(1);
  });

  it("a deleted player's subscriptions go with it", async () => {
    const { players, push } = test.repositories;
    const gus = await players.createGuest("Gus");
    await push.save(device(30, gus), 10);
    await test.db.player.delete({ where: { id: gus } });
    expect(
      await test.db.pushSubscription.count({
        where: { endpoint: device(30, gus).endpoint },
      }),
    ).toBe(0);
  });
});
