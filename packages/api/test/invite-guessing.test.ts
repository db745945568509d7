// Invite codes cannot be guessed (issue #61, item 4): ten letters of 32, wrong codes
// limited per address as wrong passwords are, and a code dead once its game is over.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CLIENT_ADDRESS_HEADER } from "@3u3d/auth";
import type { TestDatabase } from "@3u3d/db/testing";

import { createCaller, createTRPCContext } from "../src";
import { newInviteCode } from "../src/game-server/ids";
import { INVITE_ALPHABET, INVITE_CODE_LENGTH } from "../src/invite-code";
import { defaultAddressLimits } from "../src/services/address-limits";
import { playToTheEnd, setUpHarness, type Harness } from "./helpers";

describe("invite codes (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(() => test.drop());

  /** A caller from `address` under the production limits (this file's database is its own). */
  const fromAddress = (playerId: string | null, address: string) => {
    const limits = defaultAddressLimits(h.deps().repositories.limits);
    return createCaller(() =>
      createTRPCContext(
        { ...h.deps(), addressLimits: limits },
        { headers: new Headers({ [CLIENT_ADDRESS_HEADER]: address }), playerId },
      ),
    );
  };
  /** A code no table has: random, as a guesser's. */
  const guess = () => newInviteCode();

  it("are ten letters of the alphabet, drawn without bias", () => {
    const seen = new Map<string, number>();
    for (let i = 0; i < 2_000; i++) {
      const code = newInviteCode();
      expect(code).toMatch(new RegExp(`^[${INVITE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`));
      for (const c of code) seen.set(c, (seen.get(c) ?? 0) + 1);
    }
    expect(INVITE_CODE_LENGTH).toBe(10);
    expect(seen.size).toBe(INVITE_ALPHABET.length); // every letter drawn
  });

  it("thirty wrong codes from one address, then a wait; right codes cost nothing; other addresses go on", async () => {
    const address = "198.51.100.1";
    const host = await h.newPlayer("Code host");
    const table = await h.as(host).lobby.create({
      seats: [{ kind: "human" }, { kind: "human" }],
    });
    const guesser = fromAddress(null, address);
    // A right code, many times over: never counted.
    for (let i = 0; i < 40; i++)
      expect(await guesser.lobby.byInvite({ inviteCode: table.inviteCode })).toEqual({
        gameId: table.id,
      });
    for (let i = 0; i < 30; i++)
      expect(await guesser.lobby.byInvite({ inviteCode: guess() })).toBeNull();
    // The 31st wrong code waits, and so does joining by code (one bucket).
    await expect(guesser.lobby.byInvite({ inviteCode: guess() })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message:
        /^Too many invite codes that open no table, from your address: try again in 1 minute\.$/u,
    });
    const joiner = await h.newPlayer("Late joiner");
    await expect(
      fromAddress(joiner, address).lobby.join({ inviteCode: table.inviteCode }),
    ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    // Someone at another address is not held.
    const elsewhere = fromAddress(joiner, "203.0.113.7");
    expect((await elsewhere.lobby.join({ inviteCode: table.inviteCode })).gameId).toBe(
      table.id,
    );
    // Joining with a wrong code counts as a guess there too.
    const other = fromAddress(joiner, "203.0.113.8");
    for (let i = 0; i < 30; i++)
      await expect(other.lobby.join({ inviteCode: guess() })).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
    await expect(other.lobby.join({ inviteCode: guess() })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
  });

  it("a code opens its table while it waits and plays, and nothing once the game is over", async () => {
    const host = await h.newPlayer("Ending host");
    const table = await h.as(host).lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "random" }],
      options: { colors: ["red", "green"] },
    });
    const stranger = h.as(await h.newPlayer("Stranger"));
    expect(await stranger.lobby.byInvite({ inviteCode: table.inviteCode })).toEqual({
      gameId: table.id,
    });
    await h.as(host).lobby.start({ gameId: table.id });
    expect(await stranger.lobby.byInvite({ inviteCode: table.inviteCode })).toEqual({
      gameId: table.id,
    });
    await playToTheEnd(h, table.id, host);
    expect(await stranger.lobby.byInvite({ inviteCode: table.inviteCode })).toBeNull();
    // Its seat still opens the replay, through the player, not the code.
    expect(
      (await h.as(host).profile.replay({ gameId: table.id, seat: 0 })).total,
    ).toBeGreaterThan(1);
    await expect(
      stranger.profile.replay({ gameId: table.id, seat: null }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("codes of eight, made before the change, still open their tables", async () => {
    const host = await h.newPlayer("Old host");
    const table = await h.as(host).lobby.create({
      seats: [{ kind: "human" }, { kind: "human" }],
    });
    const old = "ABCD2345";
    await test.db.game.update({ where: { id: table.id }, data: { inviteCode: old } });
    expect(await h.as(null).lobby.byInvite({ inviteCode: old.toLowerCase() })).toEqual({
      gameId: table.id,
    });
  });
});
