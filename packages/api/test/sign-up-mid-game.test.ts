// Issue #63: making an account in the middle of a game is not leaving it. A guest who
// signs up at a table keeps the seat (the guest's player becomes the account's), plays
// on, and the finished game is in the account's history as played, with a place.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { GUEST_COOKIE, signGuestToken, signUp } from "@3u3d/auth";
import type { TestDatabase } from "@3u3d/db/testing";

import { setUpHarness, TEST_SECRET, type Harness } from "./helpers";

describe("signing up in the middle of a game (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(() => test.drop());

  /** Moves for whichever of the two people must act, until the game is over. */
  async function playOut(gameId: string, people: string[]) {
    for (let i = 0; i < 5000; i++) {
      await h.server.idle(gameId);
      for (const person of people) {
        const { view, version, legal } = await h.as(person).game.view({ gameId });
        if (view?.phase === "over") return;
        const move = legal.moves[0];
        if (move) await h.as(person).game.move({ gameId, version, move });
      }
    }
    throw new Error("game did not end");
  }

  it("keeps the seat, and the game is the account's, played to its end", async () => {
    const [ann, bea] = [await h.newPlayer("Ann"), await h.newPlayer("Bea")];
    const table = await h
      .as(ann)
      .lobby.create({ seats: [{ kind: "human" }, { kind: "human" }] });
    await h.as(bea).lobby.join({ inviteCode: table.inviteCode });
    await h.as(ann).lobby.start({ gameId: table.id });

    // Bea makes an account mid-game, as the table's dialog does.
    const made = await signUp(test.repositories.players, {
      username: "bea_at_table",
      password: "long-enough-pass",
      displayName: null,
      guestPlayerId: bea,
    });
    expect(made).toMatchObject({ playerId: bea });
    expect((await h.as(bea).session.me())?.guest).toBe(false);
    const seated = await h.as(bea).game.view({ gameId: table.id });
    expect(seated.view?.seat).toBe(1);

    await playOut(table.id, [ann, bea]);
    const { rows } = await h.as(bea).profile.history({});
    const game = rows.find((r) => r.gameId === table.id);
    expect(game).toMatchObject({ abandoned: false, ending: "played" });
    expect(game?.place).toBeGreaterThanOrEqual(1);
  });

  it("signing in to an existing account at the table brings the guest's seat along", async () => {
    const [host, guest] = [await h.newPlayer("Host"), await h.newPlayer("Gus")];
    const made = await signUp(test.repositories.players, {
      username: "gus_before",
      password: "long-enough-pass",
      displayName: "Gus",
      guestPlayerId: null,
    });
    const account = made.playerId;
    const table = await h
      .as(host)
      .lobby.create({ seats: [{ kind: "human" }, { kind: "human" }] });
    await h.as(guest).lobby.join({ inviteCode: table.inviteCode });
    await h.as(host).lobby.start({ gameId: table.id });

    // The browser still holds the guest's cookie; the session is now the account's.
    const browser = new Headers({
      cookie: `${GUEST_COOKIE}=${signGuestToken(TEST_SECRET, guest)}`,
    });
    expect(
      await h.as(account, browser).game.bringGuestSeat({ gameId: table.id }),
    ).toEqual({
      seat: 1,
    });
    expect((await h.as(account).game.view({ gameId: table.id })).view?.seat).toBe(1);
    // The guest is a stranger to this invite-only table now.
    await expect(h.as(guest).game.view({ gameId: table.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });

    // Nothing to bring twice, nor without a guest's cookie, nor for a stranger's table.
    for (const ask of [
      () => h.as(account, browser).game.bringGuestSeat({ gameId: table.id }),
      () => h.as(account).game.bringGuestSeat({ gameId: table.id }),
    ])
      await expect(ask()).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
