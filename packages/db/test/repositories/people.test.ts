// Finding people (issue #63) on a real PostgreSQL: readable addresses (a handle claimed
// from the shown name by the database, the next number when taken, old ones kept and
// answered with the current one), player search (prefix, accents and case aside,
// accounts only, nobody a block stands between, through its index) and the accounts
// someone played with lately.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase, type TestDatabase } from "../../src/testing";
import { tableWith } from "./fixtures";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

let people = 0;
/** An account's player, made the way sign-up makes one. */
async function account(name: string) {
  const made = await test.repositories.players.createAccount({
    username: `person_${++people}`,
    passwordHash: "not-a-real-hash",
    displayName: name,
    guestPlayerId: null,
  });
  if (!made.ok) throw new Error(made.reason);
  return made.playerId;
}

const names = (found: { name: string }[]) => found.map((f) => f.name);

describe("readable addresses", () => {
  it("an account gets its name as a handle; a second of the name, the next number", async () => {
    const { players } = test.repositories;
    const first = await account("Alice Walker");
    const second = await account("alice  walker");
    expect(await players.handleOf(first)).toBe("alice-walker");
    expect(await players.handleOf(second)).toBe("alice-walker-2");
    expect(await players.byHandle("Alice-Walker")).toEqual({
      playerId: first,
      handle: "alice-walker",
    });
    expect(await players.byHandle("nobody-by-this-name")).toBeNull();
  });

  it("a rename moves the address and the old one still names the player", async () => {
    const { players } = test.repositories;
    const id = await account("Marta");
    await players.rename(id, "Marta Ruiz");
    expect(await players.handleOf(id)).toBe("marta-ruiz");
    expect(await players.byHandle("marta")).toEqual({
      playerId: id,
      handle: "marta-ruiz",
    });
    // Nobody else takes the old handle: a new Marta gets the next number.
    const other = await account("Marta");
    expect(await players.handleOf(other)).toBe("marta-2");
    // Taking the old name back takes the old handle back.
    await players.rename(id, "MARTA");
    expect(await players.handleOf(id)).toBe("marta");
    expect(await players.byHandle("marta-ruiz")).toEqual({
      playerId: id,
      handle: "marta",
    });
  });

  it("guests have none; a guest who signs up gets one", async () => {
    const { players } = test.repositories;
    const guest = await players.createGuest("Quiet Otter");
    expect(await players.handleOf(guest)).toBeNull();
    expect(await players.byHandle("quiet-otter")).toBeNull();
    const made = await players.createAccount({
      username: `otter_${++people}`,
      passwordHash: "not-a-real-hash",
      displayName: null,
      guestPlayerId: guest,
    });
    expect(made).toMatchObject({ ok: true, playerId: guest });
    expect(await players.handleOf(guest)).toBe("quiet-otter");
  });

  it("a name of only dots is no address: it becomes player", async () => {
    const id = await account("...");
    expect(await test.repositories.players.handleOf(id)).toMatch(/^player(-\d+)?$/);
  });
});

describe("player search", () => {
  let zoe: string, soren: string, zoeyGuest: string, blocker: string, viewer: string;
  beforeAll(async () => {
    zoe = await account("Zoë Ångström");
    soren = await account("Søren_K");
    blocker = await account("Zoeblocker");
    viewer = await account("Searcher");
    zoeyGuest = await test.repositories.players.createGuest("Zoey Guest");
  });

  it("finds by the start of the name, accents and case aside", async () => {
    const { friends } = test.repositories;
    expect(names(await friends.search(null, "ZOE", 10))).toEqual([
      "Zoë Ångström",
      "Zoeblocker",
    ]);
    expect(names(await friends.search(null, "zoë å", 10))).toEqual(["Zoë Ångström"]);
    expect(names(await friends.search(null, "soren", 10))).toEqual(["Søren_K"]);
    // Not the middle of a name.
    expect(names(await friends.search(null, "ngstr", 10))).toEqual([]);
    // An exact handle finds its player too (an old one included).
    const [found] = await friends.search(null, "søren_k", 10);
    expect(found).toMatchObject({ playerId: soren, handle: "søren_k", following: false });
  });

  it("finds accounts only, never a guest", async () => {
    const found = await test.repositories.friends.search(null, "zoey", 10);
    expect(found.map((f) => f.playerId)).not.toContain(zoeyGuest);
  });

  it("reads typed wildcards as themselves", async () => {
    const { friends } = test.repositories;
    expect(names(await friends.search(null, "s%", 10))).toEqual([]);
    expect(names(await friends.search(null, "s_ren", 10))).toEqual([]);
    expect(names(await friends.search(null, "søren_", 10))).toEqual(["Søren_K"]);
  });

  it("says whom the viewer follows, and hides anyone a block stands between", async () => {
    const { friends } = test.repositories;
    await friends.follow(viewer, zoe);
    expect(await friends.search(viewer, "zoë å", 10)).toEqual([
      expect.objectContaining({ playerId: zoe, following: true }),
    ]);
    await friends.block(blocker, viewer);
    expect(names(await friends.search(viewer, "zoe", 10))).toEqual(["Zoë Ångström"]);
    expect(names(await friends.search(blocker, "searcher", 10))).toEqual([]);
    // Everyone else still finds both.
    expect(names(await friends.search(null, "zoe", 10))).toHaveLength(2);
  });

  it("stops at the limit", async () => {
    for (let i = 0; i < 4; i++) await account(`Limit Tester ${i}`);
    expect(await test.repositories.friends.search(null, "limit", 3)).toHaveLength(3);
  });

  it("reads the search index, not every player", async () => {
    // The table is small here, so the planner is told to avoid a full scan if it can.
    const plan = await test.db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("set local enable_seqscan = off");
      return tx.$queryRaw<{ "QUERY PLAN": string }[]>`
        explain select id from "Player" p
        where p."userId" is not null
          and player_search_key(p."displayName") like player_search_key(${"zo"}) || '%'`;
    });
    expect(plan.map((r) => r["QUERY PLAN"]).join("\n")).toContain("Player_searchKey_idx");
  });
});

describe("people you played with recently", () => {
  it("the accounts at your latest games, newest first, not followed, no blocks", async () => {
    const { friends, players } = test.repositories;
    const me = await account("Recent Me");
    const [old, fresh, followed, blocked, stranger] = await Promise.all(
      ["Old Pal", "Fresh Pal", "Followed Pal", "Blocked Pal", "Stranger"].map(account),
    );
    const guest = await players.createGuest("Guest Pal");
    const day = 24 * 3600_000;
    await tableWith(test.db, [me, old!, null], "FINISHED", {
      finishedAt: new Date(Date.now() - 2 * day),
    });
    await tableWith(test.db, [fresh!, me, guest, followed!, blocked!], "FINISHED", {
      finishedAt: new Date(Date.now() - day),
    });
    // A table nobody has dealt yet is not a game played together.
    await tableWith(test.db, [me, stranger!], "LOBBY");
    await friends.follow(me, followed!);
    await friends.block(blocked!, me);
    const recent = await friends.playedWithRecently(me, 10);
    expect(recent.map((r) => r.playerId)).toEqual([fresh, old]);
    expect(await friends.playedWithRecently(me, 1)).toHaveLength(1);
  });
});
