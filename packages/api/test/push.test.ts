// Web Push end to end on a real PostgreSQL, with a local HTTP server standing in for
// the browsers' push service (push-service.ts): a turn in a game that waits reaches the
// player's devices, and what arrives decrypts with the device's keys (RFC 8291) to the
// message, signed with the site's VAPID key; short-timer games push nothing; a move
// never waits for the push service; a device the push service calls gone (404, 410) is
// forgotten; the keys are made once and shared by every instance, or taken from env;
// the router is for accounts only, and signing out everywhere forgets their devices.
import webpush from "web-push";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { createTestDatabase, type TestDatabase } from "@3u3d/db/testing";
import { HANG_GUARD_MS } from "@3u3d/vitest-config";

import { createInProcessBus } from "../src";
import { isPushEndpoint } from "../src/push-subscription";
import { createPush, type PushMessage } from "../src/services/push";
import { DEFAULT_VAPID_SUBJECT, VAPID_SETTING } from "../src/services/push-keys";
import { houseOn, legalOf, setUpHarness, type Harness } from "./helpers";
import {
  browserKeys,
  startPushService,
  verifiedVapid,
  type PushServiceStandIn,
} from "./push-service";

/** Real turn timers: an hour is an hour here, so no turn runs out during a test. */
const realTimers = { turnTimerMs: (seconds: number) => seconds * 1000 };

let service: PushServiceStandIn;
beforeAll(async () => {
  process.env.PUSH_ALLOW_LOCAL_ENDPOINTS = "1";
  service = await startPushService();
});
afterAll(async () => {
  await service.close();
  delete process.env.PUSH_ALLOW_LOCAL_ENDPOINTS;
});

const pushesTo = (device: string) =>
  service.received.filter((r) => r.device === `/${device}`);

describe("push notifications (real PostgreSQL, a local push service)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness(realTimers)));
  afterAll(() => test.drop());

  const account = (name: string) => h.newAccount(name);

  /** A browser of `playerId` turning notifications on; returns its keys. */
  const subscribe = async (playerId: string, device: string) => {
    const browser = browserKeys();
    await h.as(playerId).push.subscribe({
      endpoint: service.endpoint(device),
      keys: browser.keys,
    });
    return browser;
  };

  /** A dealt two-person table with this turn timer. */
  const dealtTable = async (
    host: string,
    guest: string,
    turnTimerSeconds: number | null,
  ) => {
    const table = await h.as(host).lobby.create({
      ruleset: "3up3down",
      seats: [{ kind: "human" }, { kind: "human" }],
      turnTimerSeconds,
    });
    await h.as(guest).lobby.join({ inviteCode: table.inviteCode });
    await h.as(host).lobby.start({ gameId: table.id });
    return table.id;
  };

  /** Who of `people` must act now (their legal moves are not empty). */
  const acting = async (gameId: string, people: string[]) => {
    const now: string[] = [];
    for (const playerId of people)
      if ((await legalOf(h.as(playerId), { gameId })).moves.length > 0)
        now.push(playerId);
    return now;
  };

  /** One move by whoever must act first among `people`; returns who must act before and after. */
  const playOne = async (gameId: string, people: string[]) => {
    const before = await acting(gameId, people);
    const mover = before[0];
    if (!mover) throw new Error("nobody to move");
    const { version, legal } = await h.as(mover).game.view({ gameId });
    await h.as(mover).game.move({ gameId, version, move: legal.moves[0]! });
    return { before, after: await acting(gameId, people) };
  };

  it("a turn in a game that waits (1 hour) is pushed to the player's device, once, and decrypts to the message", async () => {
    const ann = await account("PushAnn");
    const bob = await account("PushBob");
    const devices = {
      [ann]: { name: "ann-1", browser: await subscribe(ann, "ann-1") },
      [bob]: { name: "bob-1", browser: await subscribe(bob, "bob-1") },
    };
    const gameId = await dealtTable(ann, bob, 3600);
    await h.push.idle();

    // The deal: both must choose their face-up cards, so both are told.
    const publicKey = await h.push.publicKey();
    for (const { name, browser } of Object.values(devices)) {
      const [push, ...more] = pushesTo(name);
      expect(more).toEqual([]);
      expect(push!.headers["content-encoding"]).toBe("aes128gcm");
      const message: unknown = JSON.parse(browser.decrypt(push!.body));
      expect(message).toEqual({
        title: "Your game has started",
        body: "The cards are dealt and it is your move. You have 1 hour to play.",
        url: `/table/${gameId}`,
        tag: `table-${gameId}`,
      });
      const vapid = verifiedVapid(push!.headers.authorization);
      expect(vapid.publicKey).toBe(publicKey);
      expect(vapid.claims.aud).toBe(service.origin);
      expect(vapid.claims.sub).toBe(DEFAULT_VAPID_SUBJECT);
    }

    // Then move by move: a push for each person whose turn it became, and no other.
    const expected = { [ann]: 1, [bob]: 1 };
    let turns = 0;
    for (let i = 0; i < 60 && turns < 4; i++) {
      const { before, after } = await playOne(gameId, [ann, bob]);
      await h.push.idle();
      for (const playerId of after.filter((p) => !before.includes(p))) {
        expected[playerId]!++;
        turns++;
        const last = pushesTo(devices[playerId]!.name).at(-1);
        expect(JSON.parse(devices[playerId]!.browser.decrypt(last!.body))).toEqual({
          title: "Your turn",
          body: "It is your move at the table. You have 1 hour to play.",
          url: `/table/${gameId}`,
          tag: `table-${gameId}`,
        });
      }
      expect(pushesTo("ann-1")).toHaveLength(expected[ann]!);
      expect(pushesTo("bob-1")).toHaveLength(expected[bob]!);
    }
    expect(turns).toBe(4);
  });

  it("games with a short turn timer, or none, push nothing", async () => {
    const cat = await account("PushCat");
    const dan = await account("PushDan");
    await subscribe(cat, "cat-1");
    await subscribe(dan, "dan-1");
    for (const timer of [30, 600, null]) {
      const gameId = await dealtTable(cat, dan, timer);
      for (let i = 0; i < 6; i++) await playOne(gameId, [cat, dan]);
    }
    await h.push.idle();
    expect(pushesTo("cat-1")).toEqual([]);
    expect(pushesTo("dan-1")).toEqual([]);
  });

  it("a move never waits for the push service, and a push service that fails breaks nothing", async () => {
    const kim = await account("PushKim");
    const lou = await account("PushLou");
    await subscribe(kim, "kim-slow");
    await subscribe(lou, "lou-slow");
    service.hold("kim-slow");
    service.hold("lou-slow");
    // The deal and the moves answer while every push is still unanswered.
    const gameId = await dealtTable(kim, lou, 86_400);
    let turns = 0;
    for (let i = 0; i < 30 && turns < 2; i++) {
      const { before, after } = await playOne(gameId, [kim, lou]);
      turns += after.filter((p) => !before.includes(p)).length;
    }
    expect(turns).toBe(2);
    await vi.waitFor(
      () =>
        expect(pushesTo("kim-slow").length + pushesTo("lou-slow").length).toBe(2 + turns),
      { timeout: HANG_GUARD_MS, interval: 25 }, // slower when busy, never red
    );
    expect(service.release("kim-slow") + service.release("lou-slow")).toBe(2 + turns);
    await h.push.idle();

    // A push service that cannot be reached: logged, and the game goes on.
    const logged: string[] = [];
    const unreachable = createPush({
      repositories: h.deps().repositories,
      log: (line) => logged.push(line),
    });
    await h
      .deps()
      .repositories.push.save(
        { endpoint: "http://127.0.0.1:9/closed", ...browserKeys().keys, playerId: kim },
        10,
      );
    const message: PushMessage = { title: "T", body: "B", url: "/", tag: "t" };
    unreachable.notify(kim, message);
    await unreachable.idle();
    expect(logged).toEqual([
      expect.stringMatching(/^push: sending to 127\.0\.0\.1:9 failed/u),
    ]);
    expect((await h.deps().repositories.push.of(kim)).length).toBe(2);
  });

  it("a device the push service calls gone (410, then 404) is forgotten; a failure keeps it", async () => {
    const eve = await account("PushEve");
    for (const device of ["eve-gone", "eve-missing", "eve-broken", "eve-fine"])
      await subscribe(eve, device);
    service.answer("eve-gone", 410);
    service.answer("eve-missing", 404);
    service.answer("eve-broken", 500);
    const message: PushMessage = { title: "T", body: "B", url: "/", tag: "t" };
    expect(await h.push.deliver(eve, message)).toEqual({ sent: 1, gone: 2, failed: 1 });
    const kept = (await h.deps().repositories.push.of(eve)).map((s) => s.endpoint);
    expect(kept.sort()).toEqual([
      service.endpoint("eve-broken"),
      service.endpoint("eve-fine"),
    ]);
    expect(pushesTo("eve-gone")).toHaveLength(1);
    expect(pushesTo("eve-missing")).toHaveLength(1);
  });

  it("quick pairing tells each person seated that their table is ready", async () => {
    const fay = await account("PushFay");
    const gus = await account("PushGus");
    const fayBrowser = await subscribe(fay, "fay-1");
    await subscribe(gus, "gus-1");
    const pool = { ruleset: "palace" as const, players: 2, rated: false };
    await h.as(fay).pairing.seek(pool);
    const matched = await h.as(gus).pairing.seek(pool);
    if (matched.state !== "matched") throw new Error("not paired");
    await h.push.idle();
    expect(pushesTo("gus-1")).toHaveLength(1);
    const [push, ...more] = pushesTo("fay-1");
    expect(more).toEqual([]);
    expect(JSON.parse(fayBrowser.decrypt(push!.body))).toEqual({
      title: "A table is ready",
      body: "We found players for your game: your seat is waiting.",
      url: `/table/${matched.gameId}`,
      tag: `table-${matched.gameId}`,
    });
  });

  it("the push router: accounts only, push-service endpoints only, one's own devices only", async () => {
    const guest = await h.newPlayer("PushGuest");
    const keys = browserKeys().keys;
    const endpoint = service.endpoint("router");
    expect((await h.as(null).push.publicKey()).publicKey).toBe(await h.push.publicKey());
    for (const caller of [guest, null]) {
      const refused = await h
        .as(caller)
        .push.subscribe({ endpoint, keys })
        .then(
          () => null,
          (error: unknown) => error as { code: string; message: string },
        );
      expect(refused?.code).toBe("FORBIDDEN");
      expect(refused?.message).toMatch(/^Notifications are for accounts\./u);
    }

    const hal = await account("PushHal");
    const ida = await account("PushIda");
    for (const bad of [
      "http://push.example.com/x",
      "https://10.0.0.1/x",
      "https://localhost/x",
      "https://[::1]/x",
      "https://user:pw@push.example.com/x",
      "not a url",
    ])
      await expect(
        h.as(hal).push.subscribe({ endpoint: bad, keys }),
      ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(
      h.as(hal).push.subscribe({ endpoint, keys: { ...keys, auth: "c2hvcnQ" } }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    // The local endpoint passes only with the test switch.
    expect(isPushEndpoint(endpoint, false)).toBe(false);
    expect(isPushEndpoint("https://fcm.googleapis.com/fcm/send/abc", false)).toBe(true);

    await h.as(hal).push.subscribe({ endpoint, keys });
    expect(await h.as(ida).push.unsubscribe({ endpoint })).toEqual({ removed: false });
    expect(await h.as(hal).push.unsubscribe({ endpoint })).toEqual({ removed: true });
    expect(await h.deps().repositories.push.of(hal)).toEqual([]);

    // Signing out everywhere forgets every device of the account.
    await h.as(hal).push.subscribe({ endpoint, keys });
    await h.as(hal).push.subscribe({ endpoint: service.endpoint("router-2"), keys });
    await h.as(hal).account.signOutEverywhere();
    expect(await h.deps().repositories.push.of(hal)).toEqual([]);
  });
});

describe("VAPID keys (real PostgreSQL)", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.drop());

  it("the first start makes and keeps a pair; a second house on the database reads the same", async () => {
    const houses = [1, 2].map(() => houseOn(test.db, createInProcessBus()));
    try {
      expect(await test.db.appSetting.count({ where: { key: VAPID_SETTING } })).toBe(0);
      const [first, second] = await Promise.all(houses.map((h) => h.push.publicKey()));
      expect(first).toMatch(/^[A-Za-z0-9_-]{87}$/u);
      expect(second).toBe(first);
      const stored = await test.db.appSetting.findUniqueOrThrow({
        where: { key: VAPID_SETTING },
      });
      expect(JSON.parse(stored.value as string)).toMatchObject({ publicKey: first });
      const later = houseOn(test.db, createInProcessBus());
      expect(await later.push.publicKey()).toBe(first);
      await later.server.dispose();
    } finally {
      await Promise.all(houses.map((h) => h.server.dispose()));
    }
  });

  it("keys given by env win over the kept pair; half a pair is refused", async () => {
    const given = webpush.generateVAPIDKeys();
    const repositories = test.repositories;
    const kept = await createPush({ repositories }).publicKey();
    const fromEnv = createPush({
      repositories,
      vapid: { ...given, subject: "mailto:ops@example.com" },
    });
    expect(await fromEnv.publicKey()).toBe(given.publicKey);
    expect(await createPush({ repositories }).publicKey()).toBe(kept);
    await expect(
      createPush({ repositories, vapid: { publicKey: given.publicKey } }).publicKey(),
    ).rejects.toThrow(/both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/u);
  });
});
