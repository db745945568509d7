// The hot path on plain Node (node-requests.ts, issue #65): /api/trpc and a game's
// stream answered over a real node:http server, as apps/web/server.mjs serves them —
// a guest's cookie, a table, a move, its frame on the stream — and overload: new work
// refused early with a 503 in words, counted, while moves of games under way go on,
// and a watcher that waits gets the newest position rather than every one between.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@3u3d/db/testing";

import type { ApiDeps } from "../src";
import { nodeRequests } from "../src/node-requests";
import { manualOverload } from "../src/overload";
import { setUpHarness, type Harness } from "./helpers";
import { sseReader } from "./sse-reader";

describe("the hot path on plain Node (real PostgreSQL, real HTTP)", () => {
  let test: TestDatabase;
  let h: Harness;
  let server: Server;
  let base: string;
  const overload = manualOverload();
  let deps: ApiDeps;

  beforeAll(async () => {
    ({ test, h } = await setUpHarness());
    deps = { ...h.deps(), overload };
    const node = nodeRequests(deps);
    // What apps/web/src/server/api-on-node.ts routes here (its own checks are tested
    // with the web app: origin, body cap).
    server = createServer((req, res) => {
      const path = (req.url ?? "/").split("?")[0]!;
      const game = /^\/api\/games\/([^/]+)\/events$/.exec(path);
      void (async () => {
        if (path.startsWith("/api/trpc/")) {
          const chunks: Buffer[] = [];
          for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
          const body = Buffer.concat(chunks);
          await node.trpc(req, res, {
            path: path.slice("/api/trpc/".length),
            maxBatchSize: 10,
            body: req.method === "POST" ? new Uint8Array(body) : null,
          });
        } else if (game) await node.events(req, res, game[1]!);
        else if (path === "/api/me/events") await node.personNews(req, res);
        else res.writeHead(404).end();
      })();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await test.drop();
  });

  async function call(
    path: string,
    input: unknown,
    cookie?: string,
    method: "POST" | "GET" = "POST",
  ) {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (cookie) headers.cookie = cookie;
    const res =
      method === "POST"
        ? await fetch(`${base}/api/trpc/${path}`, {
            method,
            headers,
            body: JSON.stringify({ json: input }),
          })
        : await fetch(
            `${base}/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
            { headers },
          );
    const body = (await res.json()) as {
      result?: { data: { json: unknown } };
      error?: { json: { message: string; data: { code: string } } };
    };
    return { res, body, data: body.result?.data.json };
  }

  async function guestAtBotTable() {
    const guest = await call("session.playAsGuest", { name: "Hot" });
    expect(guest.res.status).toBe(200);
    const cookie = guest.res.headers.get("set-cookie")!.split(";")[0]!;
    const table = await call(
      "lobby.create",
      {
        isPublic: true,
        seats: [
          { kind: "human" },
          { kind: "bot", level: "random" },
          { kind: "bot", level: "random" },
        ],
        deal: true,
      },
      cookie,
    );
    expect(table.res.status).toBe(200);
    return { cookie, gameId: (table.data as { id: string }).id };
  }

  /** The caller's view, once it is their turn (the bots may move first). */
  async function myTurn(gameId: string, cookie: string) {
    for (;;) {
      const view = (await call("game.view", { gameId }, cookie, "GET")).data as {
        version: number;
        legal: { version: number; seat: number | null; moves: unknown[] };
      };
      if (view.legal.seat !== null) return view;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Makes the caller's first legal move once it is their turn (again if the bots moved first). */
  async function moveWhenMyTurn(gameId: string, cookie: string) {
    for (;;) {
      const view = await myTurn(gameId, cookie);
      const moved = await call(
        "game.move",
        { gameId, version: view.legal.version, move: view.legal.moves[0] },
        cookie,
      );
      if (moved.res.status === 200) return;
      expect(moved.res.status).toBe(409);
    }
  }

  it("serves a guest's table and move, with its cookie and cache headers, and the move's frame on the stream", async () => {
    const { cookie, gameId } = await guestAtBotTable();
    const leave = new AbortController();
    const stream = await fetch(`${base}/api/games/${gameId}/events`, {
      headers: { cookie },
      signal: leave.signal,
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toBe("text/event-stream");
    const frames = sseReader(stream.body!);
    const first = await frames.frame();
    expect(first?.frame.seat).toBe(0);
    const view = await myTurn(gameId, cookie);
    const moved = await call(
      "game.move",
      { gameId, version: view.legal.version, move: view.legal.moves[0] },
      cookie,
    );
    expect(moved.res.status).toBe(200);
    expect(moved.res.headers.get("cache-control")).toBe("no-store, no-transform");
    // The move's frame arrives (the bots' after it): its version is past the move's.
    for (;;) {
      const next = await frames.frame();
      expect(next).not.toBeNull();
      if (Number(next!.id) > view.legal.version) break;
    }
    leave.abort();
    // A refusal is the router's own, with its code and words (not a 500). A pick-up
    // (not a setup choice, which everyone makes at once and so skips the version check
    // while any seat is still choosing) on version 0 is stale in every phase.
    const stale = await call(
      "game.move",
      { gameId, version: 0, move: { type: "pickup" } },
      cookie,
    );
    expect(stale.res.status).toBe(409);
    expect(stale.body.error?.json.data.code).toBe("CONFLICT");
    // Without a cookie: nobody, and a player's procedure says so.
    const nobody = await call("game.move", { gameId, version: 0, move: null });
    expect([400, 401]).toContain(nobody.res.status);
  });

  it("reads a batch as the browser's client sends it, and refuses a body that is not JSON as a Request would", async () => {
    // tRPC reads the body through readableRequest (no web Request is built): a batch
    // of two moves, each read from the body and answered in its place.
    const { cookie, gameId } = await guestAtBotTable();
    const batch = await fetch(`${base}/api/trpc/game.move,game.move?batch=1`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({
        0: { json: { gameId, version: 999_999, move: { type: "pickup" } } },
        1: { json: { gameId: "nope", version: 0, move: { type: "pickup" } } },
      }),
    });
    const answers = (await batch.json()) as {
      error?: { json: { data: { code: string } } };
    }[];
    expect(answers).toHaveLength(2);
    // The first is stale (its input was read whole), the second's id is not an id.
    expect(answers.map((a) => a.error?.json.data.code)).toEqual([
      "CONFLICT",
      "BAD_REQUEST",
    ]);
    // A byte-order mark is dropped, as a Request's json() drops it.
    const bom = await fetch(`${base}/api/trpc/game.move`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        Buffer.from(
          // A version the game has not reached: stale in every phase (version 0 is
          // the game's own until the bots have chosen their table cards).
          JSON.stringify({
            json: { gameId, version: 999_999, move: { type: "pickup" } },
          }),
        ),
      ]),
    });
    expect(bom.status).toBe(409); // read, and stale: not a parse error
    const broken = await fetch(`${base}/api/trpc/game.move`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: '{"json":',
    });
    expect(broken.status).toBe(400);
    const parse = (await broken.json()) as {
      error: { json: { data: { code: string } } };
    };
    expect(parse.error.json.data.code).toBe("BAD_REQUEST");
  });

  it("under overload refuses new guests, tables, seats, pairings and watchers' streams with 503 in words, counted; moves and the seated player's stream go on", async () => {
    const { cookie, gameId } = await guestAtBotTable();
    const view = await myTurn(gameId, cookie);
    // Someone else, known before the overload, who holds no seat at this table.
    const { cookie: strangerCookie } = await guestAtBotTable();
    const before = overload.counts().refused;
    overload.set(true);
    try {
      const table = await call(
        "lobby.create",
        { seats: [{ kind: "human" }, { kind: "bot", level: "random" }], deal: true },
        cookie,
      );
      expect(table.res.status).toBe(503);
      expect(table.res.headers.get("retry-after")).toBe("5");
      expect(table.body.error?.json.message).toBe(
        "The server is very busy right now: try again in a few seconds. Games already being played carry on.",
      );
      // A new guest is new play too (and a write): with a batch of table openings
      // refused, each retry made one, and the guests' writes starved the moves.
      const guest = await call("session.playAsGuest", { name: "Later" });
      expect(guest.res.status).toBe(503);
      expect(guest.res.headers.get("retry-after")).toBe("5");
      expect(guest.res.headers.get("set-cookie")).toBeNull();
      const join = await call("lobby.join", { gameId }, cookie);
      expect(join.res.status).toBe(503);
      const seek = await call(
        "pairing.seek",
        { players: 2, rated: false, botFillAfterSeconds: null },
        cookie,
      );
      expect(seek.res.status).toBe(503);
      // A watcher's first stream (no cookie; and a guest with no seat here) waits.
      const stream = await fetch(`${base}/api/games/${gameId}/events`, {
        headers: { "accept-language": "de" },
      });
      expect(stream.status).toBe(503);
      expect(stream.headers.get("retry-after")).toBe("5");
      expect(
        ((await stream.json()) as { error: { message: string } }).error.message,
      ).toBe(
        "Der Server ist gerade sehr ausgelastet: Versuch es in ein paar Sekunden noch einmal. Laufende Spiele gehen weiter.",
      );
      const stranger = await fetch(`${base}/api/games/${gameId}/events`, {
        headers: { cookie: strangerCookie },
      });
      expect(stranger.status).toBe(503);
      await stranger.body?.cancel();
      // The seated player's first stream is their game going on: opened, their seat's
      // frame first (a refusal would keep their page waiting 2 s, and the game with it).
      const leave = new AbortController();
      const seated = await fetch(`${base}/api/games/${gameId}/events`, {
        headers: { cookie },
        signal: leave.signal,
      });
      expect(seated.status).toBe(200);
      const frames = sseReader(seated.body!);
      expect((await frames.frame())!.frame.seat).toBe(view.legal.seat);
      leave.abort();
      const news = await fetch(`${base}/api/me/events`, { headers: { cookie } });
      expect(news.status).toBe(503);
      await news.body?.cancel();
      // The game under way: its move is accepted.
      const moved = await call(
        "game.move",
        { gameId, version: view.legal.version, move: view.legal.moves[0] },
        cookie,
      );
      expect(moved.res.status).toBe(200);
    } finally {
      overload.set(false);
    }
    const after = overload.counts().refused;
    expect(after.guest - before.guest).toBe(1);
    expect(after.table - before.table).toBe(1);
    expect(after.join - before.join).toBe(1);
    expect(after.pairing - before.pairing).toBe(1);
    // The watcher, the stranger and the person stream; not the seated player.
    expect(after.stream - before.stream).toBe(3);
    // Calm again: new work is taken.
    const table = await call(
      "lobby.create",
      { seats: [{ kind: "human" }, { kind: "bot", level: "random" }], deal: true },
      cookie,
    );
    expect(table.res.status).toBe(200);
  });

  it("a watcher under overload gets the newest position, with every move since its last frame", async () => {
    const { cookie, gameId } = await guestAtBotTable();
    // Past the deal's first actions (the bots may act beside the person there): from
    // now on nothing moves until the person does.
    await moveWhenMyTurn(gameId, cookie);
    await moveWhenMyTurn(gameId, cookie);
    await myTurn(gameId, cookie);
    // A spectator (no cookie): a watcher, not a seat.
    const leave = new AbortController();
    const stream = await fetch(`${base}/api/games/${gameId}/events`, {
      signal: leave.signal,
    });
    expect(stream.status).toBe(200);
    const frames = sseReader(stream.body!);
    expect((await frames.frame())!.frame.seat).toBeNull();
    const coalescedBefore = overload.counts().coalesced;
    overload.set(true);
    try {
      // The watcher was waiting for a move: it gets the next one, then pauses.
      await moveWhenMyTurn(gameId, cookie);
      const last = (await frames.frame())!.frame;
      // Meanwhile the person moves twice (the bots answer): two versions at least.
      await moveWhenMyTurn(gameId, cookie);
      await moveWhenMyTurn(gameId, cookie);
      overload.set(false);
      // One frame brings the watcher to the newest position, every move in it.
      const newest = (await frames.frame())!.frame;
      expect(newest.version).toBeGreaterThanOrEqual(last.version + 2);
      const seqs = newest.events.map((event) => event.seq);
      expect(seqs.length).toBeGreaterThanOrEqual(2);
      expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
      expect(overload.counts().coalesced - coalescedBefore).toBe(
        newest.version - last.version - 1,
      );
    } finally {
      overload.set(false);
      leave.abort();
    }
  });
});
