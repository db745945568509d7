import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase, type TestDatabase } from "@3u3d/db/testing";

import { createCaller, createTRPCContext } from "../src";
import { createInProcessBus } from "../src/game-server/event-bus";
import type { createGameServer } from "../src/game-server/game-server";
import { GUEST_COOKIE, GUEST_TOKEN_DAYS, signGuestToken, signUp } from "@3u3d/auth";

import {
  generousAddressLimits,
  houseOn,
  legalOf,
  TEST_SECRET,
  testLimiter,
  unlimitedStreams,
} from "./helpers";

describe("guest sessions through the cookie (real PostgreSQL)", () => {
  let test: TestDatabase;
  // One game server, as in one app instance: every browser below talks to it.
  let house: ReturnType<typeof houseOn>;
  let server: ReturnType<typeof createGameServer>;
  beforeAll(async () => {
    test = await createTestDatabase();
    house = houseOn(test.db, createInProcessBus());
    server = house.server;
  });
  afterAll(async () => {
    await server.dispose();
    await test.drop();
  });

  /** A caller as a browser would be: identified only by its Cookie header. */
  const browser = (
    cookie: string | null,
    limit = 1000,
    sessionPlayerId: string | null = null,
    guestLimit = 1000,
  ) => {
    const cookies: string[] = [];
    const deps = {
      repositories: house.repositories,
      master: house.master,
      tables: house.tables,
      coach: house.coach,
      addressBook: house.addressBook,
      championships: house.championships,
      pairing: house.pairing,
      push: house.push,
      friends: house.friends,
      presence: house.presence,
      puzzles: house.puzzles,
      news: house.news,
      authSecret: TEST_SECRET,
      authLimiter: testLimiter(test.repositories.limits, limit),
      addressLimits: {
        ...generousAddressLimits(test.repositories.limits, 1000),
        guests: testLimiter(test.repositories.limits, guestLimit),
      },
      streams: unlimitedStreams,
    };
    const headers = new Headers(cookie ? { cookie } : {});
    const caller = createCaller(() =>
      createTRPCContext(deps, {
        headers,
        sessionPlayerId,
        setCookie: (c) => cookies.push(c),
      }),
    );
    return { caller, cookies, server };
  };
  const cookieOf = (header: string) => header.split(";")[0]!;

  it("a malformed guest cookie names nobody and fails no request (issue #37)", async () => {
    const broken = browser(`${GUEST_COOKIE}=%E0%A4%A`);
    expect(await broken.caller.session.me()).toBeNull();
    expect(await broken.caller.lobby.open({ limit: 5 })).toEqual(expect.any(Array));
  });

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
      locale: null,
    });
    const table = await later.caller.lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "random" }],
    });
    expect(table.id).toBeTruthy();
  });

  it("the site's language is kept on the player, guest or account, and only a language we speak", async () => {
    const first = browser(null);
    await expect(first.caller.session.setLocale({ locale: "de" })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    await first.caller.session.playAsGuest({ name: "Polyglot" });
    const guest = browser(cookieOf(first.cookies[0]!));
    expect(await guest.caller.session.setLocale({ locale: "de" })).toEqual({
      locale: "de",
    });
    expect((await guest.caller.session.me())?.locale).toBe("de");
    for (const bad of ["fr", "DE", "", "de-AT"])
      await expect(
        guest.caller.session.setLocale({ locale: bad as "de" }),
      ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect((await guest.caller.session.me())?.locale).toBe("de");

    // An account's choice reaches the account's other browsers (same player, no cookie).
    const { playerId } = await signUp(test.repositories.players, {
      username: "speaks_dutch",
      password: "long-enough-pass",
      displayName: null,
      guestPlayerId: null,
    });
    expect((await browser(null, 1000, playerId).caller.session.me())?.locale).toBeNull();
    await browser(null, 1000, playerId).caller.session.setLocale({ locale: "nl" });
    expect((await browser(null, 1000, playerId).caller.session.me())?.locale).toBe("nl");
  });

  it("a guest on a shared computer is forgotten on this device: cookie cleared, search dropped", async () => {
    const first = browser(null);
    await first.caller.session.playAsGuest({ name: "Library guest" });
    const cookie = cookieOf(first.cookies[0]!);
    const here = browser(cookie);
    await here.caller.pairing.seek({ ruleset: "3up3down", players: 2, rated: false });
    expect(await here.caller.pairing.pools()).toHaveLength(1);
    expect(await here.caller.session.forgetGuest()).toEqual({ forgotten: true });
    expect(here.cookies).toEqual([expect.stringMatching(/^threeup_guest=; .*Max-Age=0/)]);
    expect(await here.caller.pairing.pools()).toEqual([]);
    // An account is signed out, not forgotten.
    const { playerId } = await signUp(test.repositories.players, {
      username: "not_a_guest",
      password: "long-enough-pass",
      displayName: null,
      guestPlayerId: null,
    });
    await expect(
      browser(null, 1000, playerId).caller.session.forgetGuest(),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("a guest cookie a day old or more is re-issued on use; an expired one names nobody", async () => {
    const player = await test.db.player.create({ data: { displayName: "Sleepy" } });
    const day = 24 * 60 * 60 * 1000;
    const cookieFrom = (issued: number) =>
      `${GUEST_COOKIE}=${signGuestToken(TEST_SECRET, player.id, issued)}`;
    const fresh = browser(cookieFrom(Date.now()));
    expect((await fresh.caller.session.me())?.playerId).toBe(player.id);
    expect(fresh.cookies).toHaveLength(0);
    const old = browser(cookieFrom(Date.now() - 3 * day));
    expect((await old.caller.session.me())?.playerId).toBe(player.id);
    expect(old.cookies).toHaveLength(1);
    const renewed = browser(cookieOf(old.cookies[0]!));
    expect((await renewed.caller.session.me())?.playerId).toBe(player.id);
    expect(renewed.cookies).toHaveLength(0);
    const expired = browser(cookieFrom(Date.now() - (GUEST_TOKEN_DAYS + 1) * day));
    expect(await expired.caller.session.me()).toBeNull();
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
    // A direct caller gets zod's issues, each message the catalogue's words for it
    // (said in the request's language over HTTP: errors-in-words.test.ts).
    await expect(
      browser(null).caller.session.playAsGuest({ name: "<b>bold</b>" }),
    ).rejects.toThrow(/refusals\.validation\.nameCharacters/);
  });

  it("a guest who signs up keeps its player and its finished games", async () => {
    const first = browser(null);
    const guest = await first.caller.session.playAsGuest({ name: "Sam" });
    const asGuest = browser(cookieOf(first.cookies[0]!));
    const table = await asGuest.caller.lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "random" }],
    });
    await asGuest.caller.lobby.start({ gameId: table.id });
    for (let i = 0; i < 3000; i++) {
      await asGuest.server.idle(table.id);
      const { moves, version } = await legalOf(asGuest.caller, {
        gameId: table.id,
      });
      const { view } = await asGuest.caller.game.view({ gameId: table.id });
      if (view?.phase === "over") break;
      if (moves.length > 0)
        await asGuest.caller.game.move({ gameId: table.id, version, move: moves[0]! });
    }
    expect((await asGuest.caller.profile.history({})).total).toBe(1);

    const account = await asGuest.caller.account.signUp({
      username: "Sam_Plays",
      password: "purple-tables-42",
    });
    expect(account.playerId).toBe(guest.playerId);
    expect(asGuest.cookies.at(-1)).toMatch(/Max-Age=0/);
    // The old guest cookie no longer acts for the player: only the account's session does.
    expect(await asGuest.caller.session.me()).toBeNull();
    const asAccount = browser(null, 1000, account.playerId);
    expect(await asAccount.caller.session.me()).toEqual({
      playerId: guest.playerId,
      name: "Sam",
      guest: false,
      locale: null,
    });
    expect((await asAccount.caller.profile.history({})).rows[0]!.gameId).toBe(table.id);
    await expect(
      asAccount.caller.account.signUp({
        username: "second",
        password: "purple-tables-43",
      }),
    ).rejects.toThrow(/already signed in/);
  });

  it("clear errors: taken names, weak passwords, wrong credentials", async () => {
    const b = browser(null);
    await b.caller.account.signUp({ username: "taken", password: "a-long-pass-phrase" });
    await expect(
      browser(null).caller.account.signUp({
        username: "TAKEN",
        password: "another-long-one",
      }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: "That user name is taken.",
    });
    await expect(
      browser(null).caller.account.signUp({ username: "newbie", password: "short" }),
    ).rejects.toThrow(/at least 10/);
    await expect(
      browser(null).caller.account.signUp({
        username: "newbie",
        password: "password123",
      }),
    ).rejects.toThrow(/common/);
    await expect(
      browser(null).caller.account.signUp({
        username: "no spaces!",
        password: "a-long-pass-phrase",
      }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("one address creates guests up to its allowance, then waits", async () => {
    const limited = browser(null, 1000, null, 3);
    for (let i = 0; i < 3; i++)
      await limited.caller.session.playAsGuest({ name: `Guest ${i}` });
    const refused = limited.caller.session.playAsGuest({ name: "One too many" });
    await expect(refused).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    await expect(refused).rejects.toThrow(
      /^Too many new guests from your address: try again in /,
    );
  });

  it("rate-limits sign-up attempts", async () => {
    const b = browser(null, 3);
    for (let i = 0; i < 3; i++) {
      await expect(
        b.caller.account.signUp({ username: "taken", password: `guess-number-${i}-xx` }),
      ).rejects.toMatchObject({ code: "CONFLICT" });
    }
    await expect(
      b.caller.account.signUp({ username: "fresh", password: "a-long-pass-phrase" }),
    ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });

  it("a sign-up refused by its cheap checks (a weak password) costs no attempt", async () => {
    const b = browser(null, 2);
    for (let i = 0; i < 5; i++) {
      await expect(
        b.caller.account.signUp({ username: "patient", password: "short" }),
      ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    }
    const made = await b.caller.account.signUp({
      username: "patient",
      password: "a-long-pass-phrase",
    });
    expect(made.username).toBe("patient");
  });
});
