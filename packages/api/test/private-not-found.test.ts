// A private game tells a stranger nothing, not even that it exists: every procedure
// that takes a game id answers a stranger at an invite-only table exactly as it answers
// an id that names no game (code and words), whatever the game's state. Access is
// checked before the version, the status or the seat (issue #61, item 7: game.move with
// an old version and game.hint answered "The game has moved on (version N)",
// profile.replay said 409 for a running game, the lobby named the seat).
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@3u3d/db/testing";

import { playToTheEnd, setUpHarness, UNKNOWN_ID, type Harness } from "./helpers";

type Caller = ReturnType<Harness["as"]>;

/** Each procedure that takes a game id, called as the stranger, for one id. */
const ASKS: Record<string, (c: Caller, gameId: string) => Promise<unknown>> = {
  "game.view": (c, gameId) => c.game.view({ gameId }),
  "game.ratingChanges": (c, gameId) => c.game.ratingChanges({ gameId }),
  "game.move at version 0": (c, gameId) =>
    c.game.move({ gameId, version: 0, move: { type: "pickup" } }),
  "game.move at version 1000": (c, gameId) =>
    c.game.move({ gameId, version: 1000, move: { type: "pickup" } }),
  "game.hint at version 0": (c, gameId) => c.game.hint({ gameId, version: 0 }),
  "game.hint at version 1000": (c, gameId) => c.game.hint({ gameId, version: 1000 }),
  "game.takeBack": (c, gameId) => c.game.takeBack({ gameId }),
  "game.resign": (c, gameId) => c.game.resign({ gameId }),
  "game.say": (c, gameId) => c.game.say({ gameId, text: "hello?" }),
  "game.react": (c, gameId) => c.game.react({ gameId, reaction: "gg" }),
  "game.rematch": (c, gameId) => c.game.rematch({ gameId }),
  "lobby.join": (c, gameId) => c.lobby.join({ gameId }),
  "lobby.join at seat 2": (c, gameId) => c.lobby.join({ gameId, seat: 1 }),
  "lobby.takeSeat": (c, gameId) => c.lobby.takeSeat({ gameId, seat: 1 }),
  "lobby.leave": (c, gameId) => c.lobby.leave({ gameId }),
  "lobby.start": (c, gameId) => c.lobby.start({ gameId }),
  "profile.replay": (c, gameId) => c.profile.replay({ gameId, seat: null }),
  "profile.export": (c, gameId) => c.profile.export({ gameId }),
  "profile.analysis": (c, gameId) => c.profile.analysis({ gameId }),
  "profile.analyse": (c, gameId) => c.profile.analyse({ gameId }),
  "friends.atTable": (c, gameId) => c.friends.atTable({ gameId }),
  "friends.followSeat": (c, gameId) => c.friends.followSeat({ gameId, seat: 0 }),
  "friends.unfollowSeat": (c, gameId) => c.friends.unfollowSeat({ gameId, seat: 0 }),
};

/** What the caller is told: the code and the words, or that it worked. */
async function answer(ask: Promise<unknown>): Promise<string> {
  try {
    await ask;
    return "answered";
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    return `${code}: ${message}`;
  }
}

describe("a private game answers a stranger as a missing one (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  /** Ann's invite-only games, by state. */
  const games: Record<string, string> = {};
  let eve: Caller;

  beforeAll(async () => {
    ({ test, h } = await setUpHarness());
    const ann = await h.newAccount("Ann");
    eve = h.as(await h.newAccount("Eve"));
    const asAnn = h.as(ann);
    const waiting = await asAnn.lobby.create({
      seats: [{ kind: "human" }, { kind: "human" }],
    });
    const playing = await asAnn.lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "random" }],
    });
    await asAnn.lobby.start({ gameId: playing.id });
    await h.server.idle(playing.id);
    const finished = await asAnn.lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "random" }],
    });
    await asAnn.lobby.start({ gameId: finished.id });
    await playToTheEnd(h, finished.id, ann);
    Object.assign(games, {
      waiting: waiting.id,
      playing: playing.id,
      finished: finished.id,
    });
  });

  afterAll(async () => {
    await test?.drop();
  });

  it("every procedure that takes a game id: the same code and words as for no game at all", async () => {
    const differences: string[] = [];
    let compared = 0;
    for (const [name, ask] of Object.entries(ASKS)) {
      const missing = await answer(ask(eve, UNKNOWN_ID));
      for (const [state, gameId] of Object.entries(games)) {
        compared++;
        const hidden = await answer(ask(eve, gameId));
        if (hidden !== missing)
          differences.push(`${name}, ${state}: "${hidden}", where missing: "${missing}"`);
      }
    }
    expect(compared).toBe(Object.keys(ASKS).length * 3);
    expect(differences).toEqual([]);
  });
});
