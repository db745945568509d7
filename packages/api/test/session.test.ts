import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase, type TestDatabase } from "@3u3d/db/testing";

import { createCaller, createTRPCContext } from "../src";
import { createBotRunner } from "../src/services/bot-runner";
import { createInProcessBus } from "../src/services/event-bus";
import { TEST_SECRET } from "./helpers";

describe("guest sessions through the cookie (real PostgreSQL)", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test.drop();
  });

  /** A caller as a browser would be: identified only by its Cookie header. */
  const browser = (cookie: string | null) => {
    const cookies: string[] = [];
    const bus = createInProcessBus();
    const deps = {
      db: test.db,
      bus,
      bots: createBotRunner({ db: test.db, delayMs: 0 }),
      authSecret: TEST_SECRET,
    };
    const headers = new Headers(cookie ? { cookie } : {});
    const caller = createCaller(
      createTRPCContext(deps, { headers, setCookie: (c) => cookies.push(c) }),
    );
    return { caller, cookies };
  };

  it("a guest gets a signed cookie that identifies it on later requests", async () => {
    const first = browser(null);
    expect(await first.caller.session.me()).toBeNull();
    const guest = await first.caller.session.playAsGuest({ name: "  Robin " });
    expect(guest.name).toBe("Robin");
    expect(first.cookies).toHaveLength(1);
    const cookie = first.cookies[0]!.split(";")[0]!;
    const later = browser(cookie);
    expect(await later.caller.session.me()).toEqual({
      playerId: guest.playerId,
      name: "Robin",
      guest: true,
    });
    const table = await later.caller.lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "random" }],
    });
    expect(table.id).toBeTruthy();
  });

  it("a tampered cookie identifies nobody and may not act", async () => {
    const first = browser(null);
    await first.caller.session.playAsGuest({ name: "Mallory" });
    const cookie = first.cookies[0]!.split(";")[0]!;
    const tampered = cookie.slice(0, -3) + (cookie.endsWith("AAA") ? "BBB" : "AAA");
    const evil = browser(tampered);
    expect(await evil.caller.session.me()).toBeNull();
    await expect(
      evil.caller.lobby.create({ seats: [{ kind: "human" }, { kind: "human" }] }),
    ).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });

  it("rejects bad names with a clear message", async () => {
    await expect(
      browser(null).caller.session.playAsGuest({ name: "x" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(
      browser(null).caller.session.playAsGuest({ name: "<b>bold</b>" }),
    ).rejects.toThrow(/letters, digits/);
  });
});
