// Bots think in worker threads on the server: same answers as thinking inline, and the
// main thread's event loop keeps turning while the expert searches.
import { afterAll, describe, expect, it } from "vitest";

import { applyMove, createGame, legalMoves, toAct, viewFor } from "@3u3d/engine";
import type { GameState } from "@3u3d/engine";

import { inlineThinker, workerThinker, type ThinkRequest } from "../src";

/** A mid-game position: both players have made their setup choices and a few plays. */
function midGame(): GameState {
  let state = createGame({ ruleset: "3up3down", players: 2, seed: "thinker" });
  for (let i = 0; i < 12; i++) {
    const seat = toAct(state)[0]!;
    state = applyMove(state, seat, legalMoves(state, seat)[0]!);
  }
  return state;
}

describe("bot thinkers", () => {
  const workers = workerThinker({ threads: 2 });
  afterAll(() => workers.close());

  it("a worker thread makes the same decision as inline thinking (same seed)", async () => {
    const state = midGame();
    const seat = toAct(state)[0]!;
    for (const level of ["heuristic", "tactician", "expert"] as const) {
      const request: ThinkRequest = {
        level,
        view: viewFor(state, seat),
        history: [],
        options: { seed: "same", iterations: 200, timeMs: 0 },
      };
      expect(await workers.think(request)).toEqual(await inlineThinker().think(request));
    }
  });

  it("the searching levels (Tactician, Expert) go to the pool, the others answer inline", async () => {
    // With no room to queue, a search is answered by the heuristic and counted.
    const none = workerThinker({ threads: 1, maxQueue: 0 });
    const state = midGame();
    const seat = toAct(state)[0]!;
    const ask = (level: ThinkRequest["level"]) =>
      none.think({
        level,
        view: viewFor(state, seat),
        history: [],
        options: { seed: "s" },
      });
    await ask("beginner");
    await ask("heuristic");
    expect(none.degraded?.()).toBe(0);
    await ask("tactician");
    await ask("expert");
    expect(none.degraded?.()).toBe(2);
    await none.close();
  });

  it("the main thread stays free while the expert searches in a worker", async () => {
    const state = midGame();
    const seat = toAct(state)[0]!;
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    // A long search: inline, this would hold the event loop for all of it.
    await workers.think({
      level: "expert",
      view: viewFor(state, seat),
      history: [],
      options: { seed: "long", iterations: 1_000_000, timeMs: 300 },
    });
    clearInterval(ticker);
    expect(ticks).toBeGreaterThan(5);
  });

  it("a full queue makes the heuristic decide instead of the expert: the queue stays bounded", async () => {
    const small = workerThinker({ threads: 1, maxQueue: 2 });
    const state = midGame();
    const seat = toAct(state)[0]!;
    const request: ThinkRequest = {
      level: "expert",
      view: viewFor(state, seat),
      history: [],
      options: { seed: "busy", iterations: 1_000_000, timeMs: 50 },
    };
    const moves = await Promise.all(
      Array.from({ length: 12 }, () => small.think(request)),
    );
    const legal = legalMoves(state, seat).map((m) => JSON.stringify(m));
    for (const move of moves) expect(legal).toContain(JSON.stringify(move));
    // At most one thinking and two waiting (the first may wait too while its thread
    // starts); the others were answered by the heuristic.
    expect(small.degraded!()).toBeGreaterThanOrEqual(9);
    expect(small.degraded!()).toBeLessThanOrEqual(10);
    await small.close();
  });

  it("a missing worker bundle is a clear error", () => {
    expect(() => workerThinker({ threads: 1, file: "/nope/bot-worker.mjs" })).toThrow(
      /bot worker bundle missing/,
    );
  });
});
