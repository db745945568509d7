import { afterAll, beforeAll, describe, expect, it } from "vitest";
import superjson from "superjson";
import type { SuperJSONResult } from "superjson";

import type { TestDatabase } from "@3u3d/db/testing";
import type { GameEvent } from "@3u3d/engine";

import { gameEventStream, type ApiDeps, type GameSnapshot } from "../src";
import type { GameEventBus } from "../src/game-server/event-bus";
import {
  houseOn,
  legalOf,
  playToTheEnd,
  setUpHarness,
  unwrapTracked,
  watch,
  type Harness,
} from "./helpers";

interface Message {
  id?: string;
  event?: string;
  data?: string;
}

/** Reads a Server-Sent Events body message by message (null once it has ended). */
function sseReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return {
    async next(): Promise<Message | null> {
      for (;;) {
        const cut = buffer.indexOf("\n\n");
        if (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const message: Message = {};
          for (const line of block.split("\n")) {
            const [, field, value] = /^([a-z]*): ?(.*)$/.exec(line) ?? [];
            if (field === "id" || field === "event" || field === "data")
              message[field] = value;
          }
          return message;
        }
        const { value, done } = await reader.read();
        if (done) return null;
        buffer += decoder.decode(value, { stream: true });
      }
    },
    /** The next message that carries a frame (skips the opening `retry:` and pings). */
    async frame(): Promise<{ id: string; frame: GameSnapshot } | null> {
      for (;;) {
        const message = await this.next();
        if (!message) return null;
        if (message.event === "end") return null;
        if (message.id !== undefined && message.data)
          return {
            id: message.id,
            frame: superjson.deserialize<GameSnapshot>(
              JSON.parse(message.data) as SuperJSONResult,
            ),
          };
      }
    },
  };
}

describe("plain event stream /api/games/:id/events (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(() => test.drop());

  /** Opens the stream as `playerId` (null: a spectator), like a browser's EventSource. */
  async function open(
    gameId: string,
    playerId: string | null,
    opts: { lastEventId?: string; deps?: ApiDeps } = {},
  ) {
    const abort = new AbortController();
    const headers = new Headers({ accept: "text/event-stream" });
    if (opts.lastEventId !== undefined) headers.set("last-event-id", opts.lastEventId);
    const response = await gameEventStream(opts.deps ?? h.deps(), {
      gameId,
      request: new Request(`http://test/api/games/${gameId}/events`, {
        headers,
        signal: abort.signal,
      }),
      sessionPlayerId: playerId,
    });
    return { response, abort, read: () => sseReader(response.body!) };
  }

  async function twoPlayerGame() {
    const host = await h.newPlayer("Host");
    const guest = await h.newPlayer("Guest");
    const table = await h
      .as(host)
      .lobby.create({ seats: [{ kind: "human" }, { kind: "human" }], isPublic: true });
    await h.as(guest).lobby.join({ inviteCode: table.inviteCode });
    await h.as(host).lobby.start({ gameId: table.id });
    const move = async (player: string) => {
      const { moves, version } = await legalOf(h.as(player), { gameId: table.id });
      if (moves.length > 0)
        await h.as(player).game.move({ gameId: table.id, version, move: moves[0]! });
      return moves.length > 0;
    };
    return { host, guest, gameId: table.id, move };
  }

  it("sends the game server's updates, live, and resumes from Last-Event-ID without gaps or repeats", async () => {
    const { host, guest, gameId, move } = await twoPlayerGame();

    const first = await open(gameId, guest);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("content-type")).toBe("text/event-stream");
    expect(first.response.headers.get("cache-control")).toContain("no-transform");
    const stream = first.read();
    const hello = await stream.frame();
    expect(hello?.id).toBe("0");
    expect(hello?.frame.view?.seat).toBe(1);
    // The game server's own first update, unchanged by the trip over the wire.
    const direct = watch(h, guest, { gameId });
    expect(unwrapTracked<GameSnapshot>((await direct.next()).value).data).toEqual(
      hello?.frame,
    );
    await direct.return?.(undefined);

    await move(host); // version 1
    const live = await stream.frame();
    expect(live?.id).toBe("1");
    const seen: GameEvent[] = [...live!.frame.events];
    first.abort.abort(); // the connection drops
    expect(await stream.frame()).toBeNull();

    await move(guest); // version 2: play starts
    for (let i = 0; i < 4; i++) if (!(await move(host)) && !(await move(guest))) break;
    const { version: now } = await h.as(host).game.view({ gameId });
    expect(now).toBeGreaterThan(2);

    const second = await open(gameId, guest, { lastEventId: live!.id });
    const resumed = await second.read().frame();
    expect(resumed?.id).toBe(String(now));
    seen.push(...resumed!.frame.events);
    second.abort.abort();

    const stored = await test.db.gameMove.findMany({
      where: { gameId },
      orderBy: { seq: "asc" },
    });
    const all = stored.flatMap((m) => m.events as unknown as GameEvent[]);
    expect(seen.map((e) => e.seq)).toEqual(all.map((e) => e.seq));
    // Redacted for the guest: the host's drawn cards and hand are not in it.
    for (const event of seen)
      if (event.type === "draw" && event.seat === 0) expect(event.cards).toBeUndefined();
    expect(resumed?.frame.view?.seats[0]?.hand).toBeUndefined();
  });

  it("shows a spectator no hand and offers it no moves", async () => {
    const { gameId, move, host } = await twoPlayerGame();
    await move(host);
    const watcher = await open(gameId, null);
    const { frame } = (await watcher.read().frame())!;
    expect(frame.view?.seat).toBeNull();
    for (const seat of frame.view?.seats ?? []) expect(seat.hand).toBeUndefined();
    expect(frame.legal.moves).toEqual([]);
    watcher.abort.abort();
  });

  it("ends with an end event once the game is finished (alone with a bot: no rematch offer to wait for)", async () => {
    const host = await h.newPlayer("Solo");
    // Two colours (24 cards): a short game, however the first-move player and the bot meet.
    const table = await h.as(host).lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "beginner" }],
      options: { colors: ["red", "blue"] },
    });
    await h.as(host).lobby.start({ gameId: table.id });
    await playToTheEnd(h, table.id, host);
    const stream = (await open(table.id, host)).read();
    expect((await stream.frame())?.frame.status).toBe("FINISHED");
    // Nobody else sat at the table, so nobody else can offer a rematch: the stream
    // ends at once (rematch.test.ts follows a stream that waits for another's offer).
    const messages: Message[] = [];
    for (let m = await stream.next(); m; m = await stream.next()) messages.push(m);
    expect(messages).toEqual([{ event: "end", data: "" }]); // then the stream closes
  });

  it("answers a missing game with 404 and a malformed Last-Event-ID with 400, as JSON", async () => {
    const missing = await open("no-such-game", null);
    expect(missing.response.status).toBe(404);
    expect(await missing.response.json()).toEqual({
      error: { code: "NOT_FOUND", message: "Game not found." },
    });
    const { gameId } = await twoPlayerGame();
    for (const lastEventId of ["abc", "-1", "1".repeat(12)]) {
      const bad = await open(gameId, null, { lastEventId });
      expect(bad.response.status).toBe(400);
      const body = (await bad.response.json()) as { error: { code: string } };
      expect(body.error.code).toBe("BAD_REQUEST");
    }
    const tooLong = await open("x".repeat(41), null);
    expect(tooLong.response.status).toBe(400);
  });

  it("stops listening for the game when the client goes away", async () => {
    const { gameId, host, move } = await twoPlayerGame();
    let listening = 0;
    const bus: GameEventBus = {
      publish: (id, version) => h.bus.publish(id, version),
      subscribe(id, listener) {
        listening++;
        const unsubscribe = h.bus.subscribe(id, listener);
        return () => {
          listening--;
          unsubscribe();
        };
      },
    };
    // Watchers on a server of their own, on the counting bus (moves still go through h's).
    const watching = houseOn(test.db, bus).server;
    const watchers = await Promise.all(
      [0, 1, 2].map(() =>
        open(gameId, null, { deps: { ...h.deps(), server: watching } }),
      ),
    );
    const readers = watchers.map((w) => w.read());
    for (const r of readers) expect((await r.frame())?.id).toBe("0");
    // The three watchers, that server's copy of the game and its copy of the table talk.
    expect(listening).toBe(5);
    await move(host);
    for (const r of readers) expect((await r.frame())?.id).toBe("1");
    for (const w of watchers) w.abort.abort();
    for (const r of readers) expect(await r.frame()).toBeNull();
    expect(listening).toBe(2); // only the copies of the game and its talk are left
    await watching.dispose();
  });
});
