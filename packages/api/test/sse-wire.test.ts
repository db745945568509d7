import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";

import type { TestDatabase } from "@3u3d/db/testing";

import { appRouter, createTRPCContext } from "../src";
import { legalOf, setUpHarness, type Harness } from "./helpers";

// Every SSE message leaves the server as one chunk: with 1,000 watchers each chunk is a
// trip through the web-streams pipeline and a socket write, and tRPC 11 writes the
// `data:`, `id:` and blank lines of one message as three (patches/@trpc__server*.patch
// joins them; docs/benchmarks.md has the numbers). If this fails after a tRPC upgrade,
// the patch no longer applies: carry it over or drop it if upstream has the fix.
describe("event stream on the wire (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(() => test.drop());

  it("sends each message, with its id, in a single chunk", async () => {
    const host = await h.newPlayer("Host");
    const table = await h
      .as(host)
      .lobby.create({ seats: [{ kind: "human" }, { kind: "human" }], isPublic: true });
    const other = await h.newPlayer("Other");
    await h.as(other).lobby.join({ inviteCode: table.inviteCode });
    await h.as(host).lobby.start({ gameId: table.id });

    const abort = new AbortController();
    const input = encodeURIComponent(JSON.stringify({ json: { gameId: table.id } }));
    const response = await fetchRequestHandler({
      endpoint: "/api/trpc",
      router: appRouter,
      req: new Request(`http://test/api/trpc/game.subscribe?input=${input}`, {
        headers: { accept: "text/event-stream" },
        signal: abort.signal,
      }),
      createContext: () =>
        createTRPCContext(h.deps(), { headers: new Headers(), playerId: null }),
    });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const nextChunk = async () => decoder.decode((await reader.read()).value);

    // The stream opens with tRPC's "connected" message, then the position now (id 0).
    expect(await nextChunk()).toMatch(/^event: connected\ndata: .*\n\n\n$/);
    expect(await nextChunk()).toMatch(/^data: \{.*\}\nid: 0\n\n\n$/);
    // A move: its position arrives whole, in one chunk.
    const { moves, version } = await legalOf(h.as(host), { gameId: table.id });
    await h.as(host).game.move({ gameId: table.id, version, move: moves[0]! });
    expect(await nextChunk()).toMatch(/^data: \{.*\}\nid: 1\n\n\n$/);
    abort.abort();
    await reader.cancel().catch(() => undefined);
  });
});
