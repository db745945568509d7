// A person's news stream, GET /api/me/events (person-stream.ts), on a real database:
// pages learn that a challenge came or was answered, that a pairing was made and that
// a table was dealt for them or became their turn, when it happens — the polling it
// replaced asked every few seconds. Each piece of news names only a kind of answer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@3u3d/db/testing";

import { personNewsStream } from "../src";
import { setUpHarness, type Harness } from "./helpers";
import { sseReader } from "./sse-reader";

describe("a person's news stream /api/me/events (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(() => test.drop());

  /** Opens the stream as `playerId`, like a page's EventSource; `next()` is its next news. */
  async function open(playerId: string | null) {
    const abort = new AbortController();
    const response = await personNewsStream(h.deps(), {
      request: new Request("http://test/api/me/events", {
        headers: { accept: "text/event-stream" },
        signal: abort.signal,
      }),
      sessionPlayerId: playerId,
    });
    let reader: ReturnType<typeof sseReader> | undefined;
    return {
      response,
      abort,
      /** The next piece of news (skipping the opening `retry:` and pings). */
      async next(): Promise<string | null> {
        for (;;) {
          reader ??= sseReader(response.body!);
          const message = await reader.next();
          if (!message) return null;
          if (message.data) return message.data;
        }
      },
    };
  }

  it("says 'all' first, then a challenge to you, then the answer to yours", async () => {
    const [me, ana] = [await h.newAccount("Streamer"), await h.newAccount("Ana Stream")];
    const mine = await open(me);
    const hers = await open(ana);
    expect(mine.response.headers.get("content-type")).toBe("text/event-stream");
    expect([await mine.next(), await hers.next()]).toEqual(["all", "all"]);

    const made = await h.as(me).friends.challenge({ playerId: ana });
    expect(await hers.next()).toBe("challenges");
    await h.as(ana).friends.decline({ challengeId: made.id });
    expect(await mine.next()).toBe("challenges"); // the challenger's answer came
    expect(await hers.next()).toBe("challenges"); // and it left her list

    // Accepted: both lists change, and a table is dealt for both.
    const again = await h.as(me).friends.challenge({ playerId: ana });
    expect(await hers.next()).toBe("challenges");
    await h.as(ana).friends.accept({ challengeId: again.id });
    const heard = [await mine.next(), await mine.next()].sort();
    expect(heard).toEqual(["challenges", "games"]);
    mine.abort.abort();
    hers.abort.abort();
  });

  it("tells both people of a pairing, and a person whose turn it became at another table", async () => {
    const [ann, bob] = [await h.newPlayer("Ann"), await h.newPlayer("Bob")];
    const anns = await open(ann);
    expect(await anns.next()).toBe("all");
    await h.as(ann).pairing.seek({ ruleset: "3up3down", players: 2, rated: false });
    const matched = await h.as(bob).pairing.seek({
      ruleset: "3up3down",
      players: 2,
      rated: false,
    });
    expect(matched.state).toBe("matched");
    const gameId = matched.state === "matched" ? matched.gameId : "";
    const heard = [await anns.next(), await anns.next()].sort();
    expect(heard).toEqual(["games", "pairing"]);

    // Setup is made by both at once (each may choose more than once); then play
    // passes from one to the other.
    const viewOf = (player: string) => h.as(player).game.view({ gameId });
    while ((await viewOf(ann)).view?.phase === "setup")
      for (const player of [ann, bob]) {
        const { version, legal } = await viewOf(player);
        const move = legal.moves[0];
        if (move)
          await h
            .as(player)
            .game.move({ gameId, version, move })
            .catch(() => null);
      }
    const [first, second] =
      (await viewOf(ann)).legal.moves.length > 0 ? [ann, bob] : [bob, ann];
    const theirs = await open(second);
    expect(await theirs.next()).toBe("all");
    const { version, legal } = await h.as(first).game.view({ gameId });
    await h.as(first).game.move({ gameId, version, move: legal.moves[0]! });
    expect(await theirs.next()).toBe("games");
    anns.abort.abort();
    theirs.abort.abort();
  });

  it("answers nobody (no cookie, no session) with 401 and opens nothing", async () => {
    const streams = h.deps().streams;
    const before = streams.open();
    const { response } = await open(null);
    expect(response.status).toBe(401);
    expect(streams.open()).toBe(before);
    expect(await response.json()).toMatchObject({ error: { code: "UNAUTHORIZED" } });
  });

  it("stops listening when the page goes: its slot is given back", async () => {
    const streams = h.deps().streams;
    const before = streams.open();
    const page = await open(await h.newPlayer("Leaver"));
    expect(await page.next()).toBe("all");
    expect(streams.open()).toBe(before + 1);
    page.abort.abort();
    await expect.poll(() => streams.open()).toBe(before);
  });
});
