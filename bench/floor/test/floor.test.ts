// The floor answers the load test's requests with the app's wire formats, and a move
// is what it must be: applied by the engine, committed with the version check in the
// app's schema, delivered to the seat and the spectators. Real PostgreSQL (a migrated
// test database) and real HTTP on a free port, driven as load-test.mjs drives it.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase, type TestDatabase } from "@3u3d/db/testing";

import { createFloor } from "../src/floor";

let database: TestDatabase;
let pool: pg.Pool;
let server: Server;
let floor: ReturnType<typeof createFloor>;
let base: string;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 4 });
  floor = createFloor({ pool, secret: "a test secret", botDelayMs: 0 });
  server = createServer(floor.listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  floor.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await pool.end();
  await database.drop();
});

interface Answer {
  status: number;
  body: {
    result?: { data: { json: Record<string, unknown> } };
    error?: { json: { message: string } };
  };
  setCookie: string | null;
}

async function call(path: string, input: unknown, cookie?: string): Promise<Answer> {
  const res = await fetch(`${base}/api/trpc/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ json: input }),
  });
  return {
    status: res.status,
    body: (await res.json()) as Answer["body"],
    setCookie: res.headers.get("set-cookie"),
  };
}

interface Frame {
  status: string;
  version: number;
  seat: number | null;
  view: unknown;
  legal: { version: number; seat: number | null; moves: unknown[] };
  events: unknown[];
}

/** A game's event stream, read as the load test reads it: frames by id, and the end. */
async function stream(gameId: string, cookie?: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/games/${gameId}/events`, {
    headers: { accept: "text/event-stream", ...(cookie ? { cookie } : {}) },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/event-stream");
  const frames: Frame[] = [];
  let ended = false;
  let wake: () => void = () => undefined;
  void (async () => {
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut;
        while ((cut = buffer.indexOf("\n\n")) >= 0) {
          const event = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (/^event: end$/m.test(event)) ended = true;
          const id = /^id: (\d+)$/m.exec(event)?.[1];
          const data = /^data: (.*)$/m.exec(event)?.[1];
          if (id && data) {
            const frame = (JSON.parse(data) as { json: Frame }).json;
            expect(frame.version).toBe(Number(id));
            frames.push(frame);
          }
        }
        wake();
      }
    } catch {
      // aborted at the end of the test
    }
    ended = true;
    wake();
  })();
  return {
    frames,
    ended: () => ended,
    /** Resolves once `ready()` holds (frames arrive as the game goes). */
    async until(ready: () => boolean) {
      while (!ready()) {
        if (ended) throw new Error("the stream ended");
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
    close: () => controller.abort(),
  };
}

async function newTable() {
  const guest = await call("session.playAsGuest", { name: "Tester" });
  expect(guest.status).toBe(200);
  const cookie = (guest.setCookie ?? "").split(";")[0] ?? "";
  expect(cookie).toMatch(/^threeup_guest=/);
  const table = await call(
    "lobby.create",
    {
      isPublic: true,
      seats: [
        { kind: "human" },
        { kind: "bot", level: "random" },
        { kind: "bot", level: "heuristic" },
      ],
    },
    cookie,
  );
  expect(table.status).toBe(200);
  const gameId = table.body.result?.data.json.id as string;
  const started = await call("lobby.start", { gameId }, cookie);
  expect(started.status).toBe(200);
  return { gameId, cookie };
}

const count = async (sql: string, gameId: string) =>
  Number((await pool.query<{ n: string }>(sql, [gameId])).rows[0]?.n);

describe("the floor", () => {
  it("plays a game to its end: each move committed with its version, every frame delivered", async () => {
    const { gameId, cookie } = await newTable();
    const seat = await stream(gameId, cookie);
    const watcher = await stream(gameId);
    let played = -1;
    let humanMoves = 0;
    for (;;) {
      const ready = () => {
        const latest = seat.frames.at(-1);
        return (
          latest !== undefined &&
          (latest.status !== "PLAYING" ||
            (latest.legal.moves.length > 0 && latest.legal.version > played))
        );
      };
      await seat.until(ready);
      const latest = seat.frames.at(-1) as Frame;
      if (latest.status !== "PLAYING") break;
      const { version, moves } = latest.legal;
      const moved = await call(
        "game.move",
        { gameId, version, move: moves[humanMoves % moves.length] },
        cookie,
      );
      expect(moved.status).toBe(200);
      const result = moved.body.result?.data.json as { version: number };
      played = result.version - 1;
      humanMoves++;
      expect(humanMoves).toBeLessThan(2000);
    }
    const last = seat.frames.at(-1) as Frame;
    expect(last.status).toBe("FINISHED");
    await seat.until(() => seat.ended());
    await watcher.until(() => watcher.ended());
    // Stored as the app stores it: one GameMove per version, the bots' marked, a result.
    const game = await pool.query<{ status: string; version: number }>(
      `select status, version from "Game" where id = $1`,
      [gameId],
    );
    expect(game.rows[0]).toEqual({ status: "FINISHED", version: last.version });
    expect(
      await count(`select count(*) as n from "GameMove" where "gameId" = $1`, gameId),
    ).toBe(last.version);
    expect(
      await count(
        `select count(*) as n from "GameMove" where "gameId" = $1 and not "byBot"`,
        gameId,
      ),
    ).toBe(humanMoves);
    expect(
      await count(`select count(*) as n from "GameResult" where "gameId" = $1`, gameId),
    ).toBe(1);
    // The spectator saw every version the seat saw, with no seat and no moves of its own.
    expect(watcher.frames.at(-1)?.version).toBe(last.version);
    expect(
      watcher.frames.every((f) => f.seat === null && f.legal.moves.length === 0),
    ).toBe(true);
    expect(seat.frames.every((f) => f.seat === 0)).toBe(true);
  });

  it("refuses a stale version, a stranger and bad input, and stores nothing for them", async () => {
    const { gameId, cookie } = await newTable();
    const seat = await stream(gameId, cookie);
    await seat.until(() => (seat.frames.at(-1)?.legal.moves.length ?? 0) > 0);
    const { version, moves } = (seat.frames.at(-1) as Frame).legal;
    // The bots' setup choices go on meanwhile: count the person's moves only.
    const stored = () =>
      count(
        `select count(*) as n from "GameMove" where "gameId" = $1 and not "byBot"`,
        gameId,
      );
    const before = await stored();

    const stale = await call(
      "game.move",
      { gameId, version: version + 5, move: moves[0] },
      cookie,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error?.json.message).toMatch(/moved on/);

    const stranger = await call("session.playAsGuest", { name: "Stranger" });
    const strangerCookie = (stranger.setCookie ?? "").split(";")[0];
    const notTheirs = await call(
      "game.move",
      { gameId, version, move: moves[0] },
      strangerCookie,
    );
    expect(notTheirs.status).toBe(403);

    const nobody = await call("game.move", { gameId, version, move: moves[0] });
    expect(nobody.status).toBe(401);
    const forged = await call(
      "game.move",
      { gameId, version, move: moves[0] },
      "threeup_guest=g2.x.y.z",
    );
    expect(forged.status).toBe(401);

    // A setup choice (the first frame's moves are setup choices: made at once by every
    // seat, so the bots' choices meanwhile do not make it stale) of no cards at all.
    const illegal = await call(
      "game.move",
      { gameId, version, move: { type: "setup", faceUp: [] } },
      cookie,
    );
    expect(illegal.status).toBe(400);
    const badVersion = await call(
      "game.move",
      { gameId, version: "one", move: moves[0] },
      cookie,
    );
    expect(badVersion.status).toBe(400);
    expect(badVersion.body.error?.json.message).toMatch(/version/);
    expect((await call("lobby.join", { gameId }, cookie)).status).toBe(404);
    expect((await fetch(`${base}/api/games/nothing/events`)).status).toBe(404);

    expect(await stored()).toBe(before);
    seat.close();
  });
});
