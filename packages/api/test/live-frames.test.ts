// Shared live frames and the serialiser that serialises a frozen frame once: sharing
// must never hand one seat another seat's frame, nor an old version's (R-HIDDEN).
import fc from "fast-check";
import superjson from "superjson";
import type { SuperJSONResult } from "superjson";
import { describe, expect, it } from "vitest";

import { applyMove, createGame, legalMoves, toAct, viewFor } from "@3u3d/engine";
import type { GameState, Seat } from "@3u3d/engine";

import type { StoredGame } from "@3u3d/db/repositories";
import { createInProcessBus } from "../src/game-server/event-bus";
import { createGameCache } from "../src/game-server/game-cache";
import type { GameRepository } from "@3u3d/db/repositories";
import { buildSnapshot, cachedSnapshots } from "../src/game-server/snapshot";
import { snapshotPayload } from "../src/game-server/snapshot-payload";
import { transformer } from "../src/transformer";

function storedGame(
  state: GameState,
  version: number,
  moveEvents: StoredGame["moveEvents"],
): StoredGame {
  return {
    id: "g1",
    status: "PLAYING",
    version,
    state,
    config: { ruleset: state.config.ruleset, players: state.config.players },
    seatCount: state.config.players,
    turnTimerSeconds: null,
    seats: state.seats.map((_, seat) => ({
      seat,
      playerId: `p${seat}`,
      botLevel: null,
      botControlled: false,
      displayName: `P${seat}`,
      account: false,
    })),
    ruleset: state.config.ruleset,
    inviteCode: "ABCDEF",
    isPublic: false,
    hostPlayerId: "p0",
    championshipId: null,
    startedAt: new Date(0),
    finishedAt: null,
    rematch: null,
    rated: true,
    hintsUsed: false,
    lastMoveAt: null,
    moveEvents,
    stateBytes: JSON.stringify(state).length,
    eventBytes: JSON.stringify(moveEvents).length,
  };
}

/** A dealt two-player game after every seat's setup choice, as stored versions. */
function twoVersions() {
  let state = createGame({ players: 2, ruleset: "3up3down", seed: "frames" });
  const moveEvents: StoredGame["moveEvents"] = [];
  for (const seat of [0, 1] as Seat[]) {
    const next = applyMove(state, seat, legalMoves(state, seat)[0]!);
    moveEvents.push(next.log.filter((e) => e.seq > state.eventSeq));
    state = next;
  }
  const first = storedGame(state, 2, moveEvents);
  const seat = toAct(state)[0]!;
  const next = applyMove(state, seat, legalMoves(state, seat)[0]!);
  moveEvents.push(next.log.filter((e) => e.seq > state.eventSeq));
  return { first, second: storedGame(next, 3, moveEvents) };
}

/** The snapshot for the holder of `seats` (none: a spectator) from `cursor`. */
const liveFrame = (game: StoredGame, seats: Seat[], cursor: number) =>
  buildSnapshot(game, { seats, isHost: false }, "en", cursor, (s) => s * 1000, null);

describe("live frames", () => {
  it("is one frozen object per version, seats and cursor, with that seat's view only", () => {
    const { first, second } = twoVersions();
    const spectator = liveFrame(second, [], 2);
    expect(liveFrame(second, [], 2)).toBe(spectator);
    expect(Object.isFrozen(spectator)).toBe(true);
    expect(spectator.view).toEqual(viewFor(second.state!, null));
    expect(spectator.view!.seats.every((s) => s.hand === undefined)).toBe(true);
    expect(spectator.legal).toEqual({ version: 3, seat: null, moves: [] });
    // Another seat, cursor or version is another frame.
    const seat0 = liveFrame(second, [0], 2);
    expect(seat0).not.toBe(spectator);
    expect(seat0.view).toEqual(viewFor(second.state!, 0));
    expect(liveFrame(second, [1], 2).view).toEqual(viewFor(second.state!, 1));
    expect(liveFrame(second, [], 1).events.length).toBeGreaterThan(
      spectator.events.length,
    );
    expect(liveFrame(second, [], -1).events).toEqual([]);
    expect(liveFrame(first, [], 1).version).toBe(2);
  });

  it("carries the legal moves of the receiver's seat that must act, and only those", () => {
    const { second } = twoVersions();
    const acting = toAct(second.state!)[0]!;
    const waiting = 1 - acting;
    expect(liveFrame(second, [acting], 2).legal).toEqual({
      version: 3,
      seat: acting,
      moves: legalMoves(second.state!, acting),
    });
    expect(liveFrame(second, [waiting], 2).legal).toEqual({
      version: 3,
      seat: null,
      moves: [],
    });
  });
});

/** A long game: every seat plays its first legal move until the end (or `moves`). */
function longGame(moves: number) {
  let state = createGame({ players: 3, ruleset: "3up3down", seed: "long" });
  const moveEvents: StoredGame["moveEvents"] = [];
  for (let i = 0; i < moves && state.phase !== "over"; i++) {
    const seat = toAct(state)[0]!;
    const next = applyMove(state, seat, legalMoves(state, seat).at(-1)!);
    moveEvents.push(next.log.filter((e) => e.seq > state.eventSeq));
    state = next;
  }
  return storedGame(state, moveEvents.length, moveEvents);
}

describe("a frame's payload", () => {
  it("is what the transformer sends for it, over a whole game, with and without a timer and talk", () => {
    const game = longGame(400);
    const talk = [0, 1, 2].map((i) => ({
      seq: i + 1,
      playerId: `p${i % 3}`,
      seat: i % 3,
      kind: "text" as const,
      body: `line ${i}`,
      at: new Date(1_700_000_000_000 + i),
    }));
    let compared = 0;
    for (let version = 1; version <= game.version; version += 7)
      for (const timed of [null, 30])
        for (const lines of [null, [], talk]) {
          const stored = {
            ...game,
            version,
            turnTimerSeconds: timed,
            lastMoveAt: new Date(1_700_000_000_000),
          };
          for (const seats of [[], [0], [2]] as Seat[][]) {
            const frame = buildSnapshot(
              stored,
              { seats, isHost: seats[0] === 0 },
              "en",
              version - 2,
              (s) => s * 1000,
              lines,
            );
            // What goes on the wire: the text the checking transformer sends, read
            // back by superjson as the frame itself.
            const sent = JSON.stringify(snapshotPayload(frame));
            expect(sent).toBe(JSON.stringify(transformer.serialize(frame)));
            expect(superjson.deserialize(JSON.parse(sent) as SuperJSONResult)).toEqual(
              frame,
            );
            compared++;
          }
        }
    expect(compared).toBeGreaterThan(300);
  });
});

describe("memory stays bounded", () => {
  it("sweeping every cursor of a long game caches only the cursors the server hands out", () => {
    const game = longGame(400);
    expect(game.version).toBeGreaterThan(100);
    const viewers: Seat[][] = [[], [0], [1], [2]];
    for (const seats of viewers)
      for (let cursor = -5; cursor <= game.version + 5; cursor++) {
        const frame = liveFrame(game, seats, cursor);
        // Far cursors still get exact frames, built for them alone.
        if (cursor >= 0 && cursor < game.version)
          expect(frame.events.length).toBeGreaterThan(0);
      }
    // Per viewer: just connected (every out-of-range cursor too), up to date, and 1–4
    // versions behind: 6 snapshots, however many cursors were asked for.
    expect(cachedSnapshots(game)).toBe(viewers.length * 6);
  });

  it("the game cache keeps games up to a budget in bytes, the least recently used going first", async () => {
    const games = new Map(
      ["a", "b", "c"].map((id) => [id, { ...longGame(60), id }] as const),
    );
    const size = (id: string) => games.get(id)!.stateBytes + games.get(id)!.eventBytes;
    const reads: string[] = [];
    const repository = {
      load: (id: string) => {
        reads.push(id);
        return Promise.resolve(games.get(id) ?? null);
      },
    } as unknown as GameRepository;
    const store = createGameCache(
      repository,
      createInProcessBus(),
      size("a") + size("b"),
    );
    await store.load("a");
    await store.load("b");
    expect(store.size()).toBe(2);
    expect(store.bytes()).toBe(size("a") + size("b"));
    await store.load("a"); // a is now the most recently used
    await store.load("c");
    expect(store.size()).toBe(2);
    expect(store.bytes()).toBe(size("a") + size("c"));
    expect(store.bytes()).toBeLessThanOrEqual(size("a") + size("b"));
    // b went, not a: a is served from memory, b is read again.
    await store.load("a");
    await store.load("b");
    expect(reads).toEqual(["a", "b", "c", "b"]);
  });
});

describe("transformer", () => {
  // Through the wire: serialised, sent as JSON text, read back by a superjson client.
  const overTheWire = (result: SuperJSONResult) =>
    superjson.deserialize(JSON.parse(JSON.stringify(result)) as SuperJSONResult);
  const viaTransformer = (v: unknown) => overTheWire(transformer.serialize(v));
  const viaSuperjson = (v: unknown) => overTheWire(superjson.serialize(v));

  // superjson refuses the keys "__proto__", "prototype" and "constructor" by design
  // (prototype pollution); our frames are the engine's typed objects and hold none.
  const refusedKey = /"(__proto__|prototype|constructor)":/;
  const withoutRefusedKeys = (json: fc.Arbitrary<unknown>) =>
    json.filter((value) => !refusedKey.test(JSON.stringify(value)));
  const noProtoKey = withoutRefusedKeys(fc.jsonValue());
  const allowedKey = fc
    .string({ maxLength: 4 })
    .filter((key) => !["__proto__", "prototype", "constructor"].includes(key));

  it("sends plain JSON exactly as superjson does", () => {
    fc.assert(
      // superjson refuses a "__proto__" key (prototype pollution guard); our frames are
      // built from the engine's typed objects and never hold one, so it is left out.
      fc.property(noProtoKey, (value) => {
        expect(JSON.stringify(transformer.serialize(value))).toBe(
          JSON.stringify(superjson.serialize(value)),
        );
      }),
    );
  });

  it("gives back what superjson gives back for anything else (Dates, Maps, odd numbers)", () => {
    const odd = fc.oneof(
      fc.date({ noInvalidDate: true }),
      fc.constantFrom(-0, NaN, Infinity, -Infinity),
      fc.bigInt(),
      fc.constant(new Map([["a", 1]])),
      fc.constant(new Set([1, 2])),
      fc.constant(undefined),
    );
    const value = fc.letrec<{ tree: unknown }>((tie) => ({
      tree: fc.oneof(
        { depthSize: "small" },
        withoutRefusedKeys(fc.jsonValue({ maxDepth: 1 })),
        odd,
        fc.array(tie("tree"), { maxLength: 4 }),
        fc.dictionary(allowedKey, tie("tree"), { maxKeys: 4 }),
      ),
    })).tree;
    fc.assert(
      fc.property(value, (v) => {
        expect(viaTransformer(v)).toEqual(viaSuperjson(v));
      }),
    );
    // An undefined property is dropped, as JSON does: reading it still gives undefined.
    expect(viaTransformer({ a: undefined, b: 1 })).toEqual({ b: 1 });
  });

  it("annotates Dates itself, as superjson would, even under keys with dots and backslashes", () => {
    const value = {
      turnDeadline: new Date(1_000),
      "a.b": { "c\\d": [new Date(2_000), { at: new Date(3_000) }] },
      seats: [{ name: "Ann" }],
    };
    const result = transformer.serialize(value);
    // The value itself is sent (JSON.stringify writes each Date as its ISO string).
    expect(result.json).toBe(value);
    expect(result.meta?.values).toEqual({
      turnDeadline: ["Date"],
      "a\\.b.c\\\\d.0": ["Date"],
      "a\\.b.c\\\\d.1.at": ["Date"],
    });
    expect(viaTransformer(value)).toEqual(viaSuperjson(value));
    expect(JSON.stringify(result)).toBe(JSON.stringify(superjson.serialize(value)));
  });

  it("refuses what superjson refuses", () => {
    const polluted = JSON.parse('{"__proto__": {"x": 1}}') as unknown;
    expect(() => transformer.serialize(polluted)).toThrow();
  });

  it("serialises a frozen object once, and anything else every time", () => {
    const frozen = Object.freeze({ at: new Date(5), cards: ["a"] });
    const once = transformer.serialize(frozen);
    expect(transformer.serialize(frozen)).toBe(once);
    expect(viaTransformer(frozen)).toEqual(viaSuperjson(frozen));

    const open: { cards: string[] } = { cards: ["a"] };
    const before = transformer.serialize(open);
    open.cards.push("b");
    const after = transformer.serialize(open);
    expect(after).not.toBe(before);
    expect(transformer.deserialize<{ cards: string[] }>(after).cards).toEqual(["a", "b"]);
  });
});
