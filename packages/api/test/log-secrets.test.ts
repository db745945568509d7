import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { GameState, Seat } from "@3u3d/engine";
import { createTestDatabase, type TestDatabase } from "@3u3d/db/testing";
import { createLogger, LOG_LEVELS, useLogger } from "@3u3d/log";

import { createCaller, createTRPCContext } from "../src";
import { bootHouse, type BootedHouse } from "../src/boot";
import { endingRules } from "../src/services/ending-rules";
import { testBootOptions } from "./helpers";

/** Every line the process writes, as it writes them (JSON text). */
let written = "";
const memory = new Writable({
  write(chunk: Buffer, _encoding, done) {
    written += chunk.toString("utf8");
    done();
  },
});

type Line = Record<string, unknown>;
const lines = (): Line[] =>
  written
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as Line);

/** The cards a seat may not see in `state` (R-HIDDEN): the draw pile, face-down cards, others' hands. */
function hiddenFrom(state: GameState, seat: Seat): string[] {
  return [
    ...state.draw,
    ...state.seats.flatMap((s, i) => [
      ...s.faceDown,
      ...(i === seat ? [] : [...s.hand, ...s.six, ...(s.chosen ?? [])]),
    ]),
  ];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// The log of a whole game, as the booted house writes it (debug and up): a person
// starts as a guest, signs up with a password, plays a game against a bot to the end
// through tRPC with a session cookie, and one call comes over HTTP. The log must say
// which request, game and seat each line is about, and must not hold a secret: not the
// cookies' tokens, not the password or its hash, not one card that was hidden from the
// person while they played.
describe("logs (real PostgreSQL)", () => {
  let test: TestDatabase;
  let house: BootedHouse;
  let restore: () => void;
  beforeAll(async () => {
    test = await createTestDatabase(endingRules);
    restore = useLogger(createLogger({ level: "debug", destination: memory }));
    house = await bootHouse(testBootOptions(test));
  });
  afterAll(async () => {
    await house.stop();
    restore();
    await test.drop();
  });

  it("JSON lines with the level, the request id, the game and the seat, and no secret in them", async () => {
    // A guest first: the guest token travels in a cookie.
    const setCookies: string[] = [];
    const anonymous = createCaller(() =>
      createTRPCContext(house.deps, {
        headers: new Headers(),
        setCookie: (cookie) => setCookies.push(cookie),
      }),
    );
    await anonymous.session.playAsGuest({ name: "Logged Lena" });
    const guestCookie = setCookies[0]!.split(";")[0]!;
    const guestToken = guestCookie.split("=")[1]!;
    expect(guestToken.length).toBeGreaterThan(20);

    const password = `Lantern-${randomBytes(6).toString("hex")}-Tabletop`;
    const asGuest = createCaller(() =>
      createTRPCContext(house.deps, { headers: new Headers({ cookie: guestCookie }) }),
    );
    const { playerId } = await asGuest.account.signUp({
      username: "logged_lena",
      password,
    });

    // Signed in: an Auth.js session cookie on every request (the web app reads the
    // session from it and names the player); some requests carry a proxy's request id.
    const sessionToken = randomBytes(96).toString("base64url");
    let call = 0;
    const me = (requestId?: string) =>
      createCaller(() =>
        createTRPCContext(house.deps, {
          headers: new Headers({
            cookie: `authjs.session-token=${sessionToken}; ${guestCookie}`,
            ...(requestId ? { "x-request-id": requestId } : {}),
          }),
          sessionPlayerId: playerId,
          sessionSignedInAt: Date.now(),
        }),
      );

    const table = await me().lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "beginner" }],
    });
    const gameId = table.id;
    await me().lobby.start({ gameId });

    const hidden = new Set<string>();
    let seat: Seat | null = null;
    for (let step = 0; ; step++) {
      expect(step).toBeLessThan(2000); // a game ends long before
      await house.idle(gameId);
      const { view, version, legal } = await me().game.view({ gameId });
      const { state } = await test.db.game.findUniqueOrThrow({
        where: { id: gameId },
        select: { state: true },
      });
      seat = view!.seat!;
      for (const card of hiddenFrom(state as unknown as GameState, seat))
        hidden.add(card);
      if (view!.phase === "over") break;
      if (legal.moves.length === 0) continue;
      call++;
      await me(`move-${call}`).game.move({ gameId, version, move: legal.moves[0]! });
    }
    expect(call).toBeGreaterThan(3);
    expect(hidden.size).toBeGreaterThan(20);

    // One call over HTTP, as the web app's route hands it over: its id is echoed.
    const input = encodeURIComponent(JSON.stringify({ json: { gameId } }));
    const overHttp = (requestId: string) =>
      house.requests.trpc({
        endpoint: "/api/trpc",
        req: new Request(`http://localhost/api/trpc/game.view?input=${input}`, {
          headers: {
            cookie: `authjs.session-token=${sessionToken}`,
            "x-request-id": requestId,
          },
        }),
        session: () =>
          Promise.resolve({ sessionPlayerId: playerId, sessionSignedInAt: Date.now() }),
      });
    const kept = await overHttp("proxy-0f8e2a1c9b7d4e3f");
    expect(kept.status).toBe(200);
    expect(kept.headers.get("x-request-id")).toBe("proxy-0f8e2a1c9b7d4e3f");
    const replaced = await overHttp("not a request id");
    expect(replaced.headers.get("x-request-id")).toMatch(UUID);

    // (1) Lines a log system can read, about the request, the game and the seat.
    const log = lines();
    for (const line of log) {
      expect(LOG_LEVELS).toContain(line.level);
      expect(typeof line.time).toBe("string");
    }
    const ofMove = log.filter((line) => line.reqId === "move-2");
    expect(ofMove).toContainEqual(
      expect.objectContaining({
        level: "info",
        msg: "call",
        path: "game.move",
        gameId,
        seat,
        playerId,
      }),
    );
    // Inside the game server, the same request's line.
    expect(ofMove).toContainEqual(
      expect.objectContaining({ level: "debug", msg: "move committed", gameId, seat }),
    );
    // Calls without an id get one; the HTTP call's line has the one it came with.
    const views = log.filter(
      (line) => line.path === "game.view" && line.gameId === gameId,
    );
    expect(views.filter((line) => UUID.test(String(line.reqId))).length).toBeGreaterThan(
      3,
    );
    expect(views).toContainEqual(
      expect.objectContaining({ reqId: "proxy-0f8e2a1c9b7d4e3f", msg: "call" }),
    );
    expect(log).toContainEqual(
      expect.objectContaining({ path: "account.signUp", msg: "call" }),
    );

    // (2) No secret, anywhere in the text.
    const user = await test.db.user.findFirstOrThrow({
      where: { username: "logged_lena" },
      select: { passwordHash: true },
    });
    for (const secret of [sessionToken, guestToken, password, user.passwordHash!])
      expect(written).not.toContain(secret);
    // Card codes are short ("7r", "Cr"): looked for as whole words, so an id that
    // happens to contain one does not count.
    const words = new Set(written.split(/[^A-Za-z0-9]+/));
    const seen = [...hidden].filter((card) => words.has(card));
    expect(seen).toEqual([]);
  });
});
