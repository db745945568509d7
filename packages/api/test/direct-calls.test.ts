// A move answered without resolveResponse (direct-calls.ts, issue #65) is answered on
// the same wire: for the same request, the same status, headers and body, byte for
// byte, as tRPC's resolveResponse gives — refusals in words with their codes, bad
// input, a caller without a seat, a body that is not JSON, the browser's batch of one
// — and a move that lands answers in tRPC's form. What is not a move (or not in the
// form the browser sends it) is left to resolveResponse.
import { resolveResponse } from "@trpc/server/http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { GUEST_COOKIE, signGuestToken } from "@3u3d/auth";
import type { TestDatabase } from "@3u3d/db/testing";

import type { ApiDeps } from "../src";
import { answerDirect, isDirect, type DirectCall } from "../src/direct-calls";
import { readableRequest } from "../src/node-requests";
import { appRouter } from "../src/root";
import { createTRPCContext } from "../src/trpc";
import { trpcResponseMeta } from "../src/trpc-response-meta";
import { setUpHarness, TEST_SECRET, type Harness } from "./helpers";

interface Answer {
  status: number;
  headers: [string, string][];
  body: string;
}

describe("a move answered directly, on tRPC's wire (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  let deps: ApiDeps;
  let gameId: string;
  let cookie: string;
  let playerId: string;

  beforeAll(async () => {
    ({ test, h } = await setUpHarness());
    deps = h.deps();
    playerId = await h.newPlayer("Wire");
    cookie = `${GUEST_COOKIE}=${signGuestToken(TEST_SECRET, playerId)}`;
    const table = await h.as(playerId).lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "random" }],
      deal: true,
    });
    gameId = table.id;
  });
  afterAll(async () => {
    await test.drop();
  });

  const body = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
  const headersOf = (extra: Record<string, string> = {}) =>
    new Headers({ "content-type": "application/json", cookie, ...extra });

  /** What both paths are given: the context and the answer's headers, as node-requests.ts makes them. */
  function callOf(
    path: string,
    query: string,
    sent: Uint8Array | null,
    headers = headersOf(),
  ): DirectCall & { resHeaders: Headers } {
    const resHeaders = new Headers();
    return {
      path,
      query,
      method: "POST",
      headers,
      body: sent,
      resHeaders,
      createContext: () =>
        createTRPCContext(deps, {
          headers,
          setCookie: (c) => resHeaders.append("set-cookie", c),
          requestId: "wire-test",
        }),
      responseMeta(data) {
        for (const [key, value] of Object.entries(trpcResponseMeta(data).headers ?? {}))
          resHeaders.set(key, value);
        return resHeaders;
      },
    };
  }

  async function viaResolveResponse(call: ReturnType<typeof callOf>): Promise<Answer> {
    const url = `/api/trpc/${call.path}${call.query ? `?${call.query}` : ""}`;
    const response = await resolveResponse({
      router: appRouter,
      req: readableRequest(
        url,
        "POST",
        call.headers,
        call.body as Uint8Array<ArrayBuffer>,
      ),
      path: call.path,
      error: null,
      maxBatchSize: 10,
      createContext: call.createContext,
      responseMeta: (data) => ({ headers: call.responseMeta(data) }),
    });
    return {
      status: response.status,
      headers: [...response.headers],
      body: await response.text(),
    };
  }

  async function viaDirect(call: ReturnType<typeof callOf>): Promise<Answer> {
    expect(isDirect(call)).toBe(true);
    const answer = await answerDirect(call);
    return { status: answer.status, headers: [...answer.headers], body: answer.body };
  }

  /**
   * The answer with its error's stack taken out: tRPC adds it outside production
   * (these tests), and it names the call sites, which differ by design. Everything
   * else, the order of the keys included, must be equal.
   */
  function withoutStack(answer: Answer): Answer {
    const parsed = JSON.parse(answer.body) as unknown;
    for (const item of Array.isArray(parsed) ? parsed : [parsed]) {
      const data = (item as { error?: { json?: { data?: { stack?: string } } } }).error
        ?.json?.data;
      if (data) {
        expect(data.stack).toMatch(/^TRPCError/);
        data.stack = "(stack)";
      }
    }
    return { ...answer, body: JSON.stringify(parsed) };
  }

  /** Both paths' answers to the same request (which must change nothing). */
  async function both(
    path: string,
    query: string,
    sent: Uint8Array | null,
    headers?: Headers,
  ) {
    await h.server.idle(gameId); // the bot has moved: the game waits for the person
    const direct = await viaDirect(callOf(path, query, sent, headers));
    const trpc = await viaResolveResponse(callOf(path, query, sent, headers));
    return { direct, trpc };
  }

  it("refuses as resolveResponse does, byte for byte", async () => {
    const stale = { gameId, version: 999_999, move: { type: "pickup" } };
    const cases: [string, string, Uint8Array | null, Headers?][] = [
      // A version from the future: CONFLICT, in words, with its code.
      ["game.move", "", body({ json: stale })],
      // The browser's batch of one.
      ["game.move", "batch=1", body({ 0: { json: stale } })],
      // Bad input: zod's BAD_REQUEST with the field's details.
      [
        "game.move",
        "",
        body({ json: { gameId, version: -1, move: { type: "pickup" } } }),
      ],
      ["game.move", "batch=1", body({ 0: { json: { gameId: "no such id!" } } })],
      // Nobody: no cookie, so no player.
      [
        "game.move",
        "",
        body({ json: stale }),
        new Headers({ "content-type": "application/json" }),
      ],
      // Bodies that are not what the client sends.
      ["game.move", "", new TextEncoder().encode("{not json")],
      ["game.move", "", new Uint8Array(0)],
      ["game.move", "", body(null)],
      ["game.move", "batch=1", body([1, 2])],
      ["game.move", "batch=1", body({})],
    ];
    for (const [path, query, sent, headers] of cases) {
      const { direct, trpc } = await both(path, query, sent, headers);
      expect(direct.status).toBeGreaterThanOrEqual(400);
      expect(withoutStack(direct)).toEqual(withoutStack(trpc));
    }
  });

  it("answers a move that lands in tRPC's form, alone and as a batch of one", async () => {
    for (const query of ["", "batch=1"]) {
      const legal = await myLegal();
      const input = { gameId, version: legal.version, move: legal.moves[0] };
      const sent = query ? body({ 0: { json: input } }) : body({ json: input });
      const direct = await viaDirect(callOf("game.move", query, sent));
      const result = {
        result: { data: { json: { version: legal.version + 1, finished: false } } },
      };
      expect(direct.status).toBe(200);
      expect(direct.body).toBe(JSON.stringify(query ? [result] : result));
      expect(direct.headers).toEqual([
        ["cache-control", "no-store, no-transform"],
        ["content-type", "application/json"],
        ["vary", "trpc-accept, accept"],
      ]);
    }
  });

  it("leaves everything else to resolveResponse", () => {
    const move = body({ json: { gameId, version: 0, move: { type: "pickup" } } });
    const not: [Partial<DirectCall>, string][] = [
      [{ path: "game.view" }, "another procedure"],
      [{ method: "GET" }, "a GET"],
      [{ path: "game.move,game.move", query: "batch=1" }, "a batch of two"],
      [{ query: "batch=1&connectionParams=1" }, "more in the query"],
      [{ headers: headersOf({ "content-type": "text/plain" }) }, "another content type"],
      [
        { headers: headersOf({ "trpc-accept": "application/jsonl" }) },
        "a streamed batch",
      ],
      [{ headers: headersOf({ accept: "application/jsonl" }) }, "a streamed batch"],
    ];
    for (const [change, why] of not)
      expect(isDirect({ ...callOf("game.move", "", move), ...change }), why).toBe(false);
    expect(isDirect(callOf("game.move", "batch=1", move))).toBe(true);
    expect(
      isDirect(
        callOf(
          "game.move",
          "",
          move,
          headersOf({ "content-type": "Application/JSON; charset=utf-8" }),
        ),
      ),
    ).toBe(true);
  });

  /** The human's legal moves once it is their turn (the bot may move first). */
  async function myLegal() {
    for (;;) {
      await h.server.idle(gameId);
      const { legal } = await h.as(playerId).game.view({ gameId });
      if (legal.seat !== null && legal.moves.length > 0) return legal;
    }
  }
});
