// Bots think in worker threads on the server: same answers as thinking inline, the
// main thread's event loop keeps turning while the expert searches, and the coach's
// work runs in a lane of its own.
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

  it("the levels that do not search answer inline, without a thread hop", async () => {
    const state = midGame();
    const seat = toAct(state)[0]!;
    const request: ThinkRequest = {
      level: "heuristic",
      view: viewFor(state, seat),
      history: [],
      options: { seed: "s" },
    };
    const asked = workers.think(request);
    // Already settled: a thread would answer a turn of the event loop later at best.
    expect(await Promise.race([asked, Promise.resolve("later")])).not.toBe("later");
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

  it("coach work waiting in the pool never weakens a live Expert nor holds its move (issue #37, item 2)", async () => {
    const pool = workerThinker({ threads: 1 });
    const state = midGame();
    const seat = toAct(state)[0]!;
    const view = viewFor(state, seat);
    // Twenty reviews and twenty hints: far more than the old queue of 8 per thread
    // past which every live Expert move was the Card shark's.
    let coachDone = 0;
    const count = <T>(work: Promise<T>) => work.finally(() => coachDone++);
    const coachWork = [
      ...Array.from({ length: 20 }, (_, i) =>
        count(
          pool.review({
            view,
            history: [],
            played: legalMoves(state, seat)[0]!,
            seed: `r${i}`,
          }),
        ),
      ),
      ...Array.from({ length: 20 }, (_, i) =>
        count(
          pool.think({
            advice: true,
            level: "expert",
            view,
            history: [],
            options: { seed: `h${i}`, iterations: 400, timeMs: 0 },
          }),
        ),
      ),
    ];
    const live: ThinkRequest = {
      level: "expert",
      view,
      history: [],
      options: { seed: "live", iterations: 300, timeMs: 0 },
    };
    const move = await pool.think(live);
    // The Expert's own move (a fixed budget: the same as thinking inline)…
    expect(move).toEqual(await inlineThinker().think(live));
    // …and it did not wait for the coach's queue to drain.
    expect(coachDone).toBeLessThan(coachWork.length);
    await Promise.all(coachWork);
    await pool.close();
  });

  it("a missing worker bundle is a clear error", () => {
    expect(() => workerThinker({ threads: 1, file: "/nope/bot-worker.mjs" })).toThrow(
      /bot worker bundle missing/,
    );
  });
});
