// Finding people (issue #63) through the routers on a real PostgreSQL: player search
// (prefix, accents and case aside, accounts only, a block hides each from the other,
// bad input refused), readable addresses (a profile's handle, an old one after a
// rename answered with the new one, a malformed one refused) and the accounts one
// played with lately (accounts only, not followed yet).
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@3u3d/db/testing";

import { ACCOUNTS_ONLY } from "../src/services/friends";
import { speak } from "../src/words";
import { setUpHarness, type Harness } from "./helpers";

let test: TestDatabase;
let h: Harness;
beforeAll(async () => {
  ({ test, h } = await setUpHarness());
});
afterAll(async () => {
  await test.drop();
});

const names = (found: { name: string }[]) => found.map((f) => f.name);

describe("player search", () => {
  it("finds accounts by the start of the name, accents and case aside; never guests", async () => {
    const renee = await h.newAccount("Renée Dubois");
    await h.newAccount("Rene Guest Lookalike");
    await h.newPlayer("Renee Guest");
    const anyone = h.as(null);
    expect(names(await anyone.friends.search({ name: "RENEE" }))).toEqual([
      "Renée Dubois",
    ]);
    expect(names(await anyone.friends.search({ name: "rené" }))).toEqual([
      "Rene Guest Lookalike",
      "Renée Dubois",
    ]);
    const [found] = await anyone.friends.search({ name: "  renée d " });
    expect(found).toEqual({
      playerId: renee,
      name: "Renée Dubois",
      handle: "renée-dubois",
      following: false,
    });
    expect(await anyone.friends.search({ name: "" })).toEqual([]);
  });

  it("says whom you follow, and a block hides each from the other", async () => {
    const me = await h.newAccount("Seeker One");
    const friend = await h.newAccount("Hidalgo Friend");
    const blocker = await h.newAccount("Hidalgo Blocker");
    await h.as(me).friends.follow({ playerId: friend });
    await h.as(blocker).friends.block({ playerId: me });
    expect(await h.as(me).friends.search({ name: "hidalgo" })).toEqual([
      expect.objectContaining({ playerId: friend, following: true }),
    ]);
    expect(await h.as(blocker).friends.search({ name: "seeker" })).toEqual([]);
    expect(names(await h.as(null).friends.search({ name: "hidalgo" }))).toHaveLength(2);
  });

  it("refuses what no name holds, in words", async () => {
    const anyone = h.as(null);
    await expect(anyone.friends.search({ name: "a\u0000b" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(anyone.friends.search({ name: "x".repeat(25) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    // Half a surrogate pair (found by hostile-input.test.ts): it was a 500 from the query.
    for (const name of ["\ud800", "Ann\udc00"])
      await expect(anyone.friends.search({ name })).rejects.toMatchObject({
        code: "BAD_REQUEST",
      });
  });
});

describe("readable addresses", () => {
  it("a profile names its handle; after a rename the old one answers with the new", async () => {
    const id = await h.newAccount("Kasimir");
    const me = h.as(id);
    expect((await me.profile.stats({ playerId: id })).handle).toBe("kasimir");
    expect(await me.profile.byHandle({ handle: "KASIMIR" })).toEqual({
      playerId: id,
      handle: "kasimir",
    });
    await me.session.rename({ name: "Kasimir the Bold" });
    expect((await me.profile.stats({ playerId: id })).handle).toBe("kasimir-the-bold");
    expect(await h.as(null).profile.byHandle({ handle: "kasimir" })).toEqual({
      playerId: id,
      handle: "kasimir-the-bold",
    });
  });

  it("a guest has no address; an unknown or malformed one names nobody", async () => {
    const guest = await h.newPlayer("Guest Address");
    expect((await h.as(null).profile.stats({ playerId: guest })).handle).toBeNull();
    await expect(
      h.as(null).profile.byHandle({ handle: "guest-address" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      h.as(null).profile.byHandle({ handle: "../etc/passwd" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("people you played with recently", () => {
  it("lists the accounts from your games you do not follow yet; guests are told", async () => {
    const me = await h.newAccount("Recent Host");
    const other = await h.newAccount("Recent Rival");
    const challenge = await h.as(me).friends.challenge({ playerId: other });
    await h.as(other).friends.accept({ challengeId: challenge.id });
    expect(await h.as(me).friends.recent()).toEqual([
      expect.objectContaining({ playerId: other, name: "Recent Rival" }),
    ]);
    expect(await h.as(other).friends.recent()).toEqual([
      expect.objectContaining({ playerId: me }),
    ]);
    await h.as(me).friends.follow({ playerId: other });
    expect(await h.as(me).friends.recent()).toEqual([]);

    const guest = await h.newPlayer("Recent Guest");
    await expect(h.as(guest).friends.recent()).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: speak("en", ACCOUNTS_ONLY),
    });
  });
});
