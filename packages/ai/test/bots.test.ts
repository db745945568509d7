import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  applyMove,
  applyMoveInPlace,
  createGame,
  legalMoves,
  toAct,
  viewFor,
} from "@3u3d/engine";
import type { GameConfig } from "@3u3d/engine";

import { BOTS, playMatch } from "../src";
import { TACTICIAN_ITERATIONS } from "../src/bots/tactician";
import type { BotLevel, DecideOptions } from "../src";
import { createRng } from "../src/rng";
import { configArb, walk } from "./random-games";

const LEVELS: BotLevel[] = ["random", "beginner", "heuristic", "tactician", "expert"];
const budget: Omit<DecideOptions, "seed"> = { iterations: 25, timeMs: 0 };
/**
 * The levels without the Tactician: at this budget it is the Expert's very search (its
 * cap, TACTICIAN_ITERATIONS, only cuts longer ones: the test "the Tactician is the
 * expert's search cut short" below holds that), so asking both in thousands of random
 * positions doubled the costliest work without a move that could differ.
 */
const SEARCH_ONCE = LEVELS.filter((level) => level !== "tactician");

describe("bots", () => {
  it("every level returns a legal move in random positions of both rulesets and every phase", () => {
    // Below the Tactician's cap, so the Expert's answers are the Tactician's (SEARCH_ONCE).
    expect(budget.iterations).toBeLessThanOrEqual(TACTICIAN_ITERATIONS.headsUp);
    const phases = new Set<string>();
    fc.assert(
      fc.property(configArb, fc.nat(), (config, seed) => {
        let step = 0;
        walk(config, seed, (state, seat, history) => {
          if (step++ % 9 !== 0 && !state.colorSwapPending && state.owed === 0) return;
          const view = viewFor(state, seat);
          phases.add(
            state.colorSwapPending ? "colorSwap" : state.owed > 0 ? "owed" : state.phase,
          );
          // Each different move is tried once: the levels often agree, and applying a
          // move copies the whole table.
          const tried = new Set<string>();
          for (const level of SEARCH_ONCE) {
            const move = BOTS[level](view, history, { ...budget, seed: `d${step}` });
            const key = JSON.stringify(move);
            if (tried.has(key)) continue;
            tried.add(key);
            expect(
              () => applyMove(state, seat, move),
              `${level} chose ${key}`,
            ).not.toThrow();
          }
        });
      }),
      { numRuns: 120 },
    );
    expect(phases.has("setup") && phases.has("play")).toBe(true);
  });

  it("every level handles the rarer decisions: owed plays, refills, E-COLOR4 swaps, E-DRAW", () => {
    // Deterministic walks (fixed seeds) until each kind of decision has come up.
    const wanted = new Map<string, number>([
      ["colorSwap", 0],
      ["owed", 0],
      ["refill", 0],
      ["draw", 0],
    ]);
    for (let g = 0; g < 400 && [...wanted.values()].some((n) => n < 3); g++) {
      const config: GameConfig = {
        players: 2 + (g % 3),
        seed: `rare-${g}`,
        options: { colorFour: true, drawInsteadOfPlay: g % 2 === 0 },
      };
      walk(config, g, (state, seat, history) => {
        const moves = legalMoves(state, seat);
        const kinds = [
          state.colorSwapPending ? "colorSwap" : null,
          state.owed > 0 ? "owed" : null,
          moves.some((m) => m.type === "refill") ? "refill" : null,
          moves.some((m) => m.type === "draw") ? "draw" : null,
        ].filter((k): k is string => k !== null && (wanted.get(k) ?? 9) < 3);
        if (kinds.length === 0) return;
        for (const kind of kinds) wanted.set(kind, (wanted.get(kind) ?? 0) + 1);
        for (const level of LEVELS) {
          const move = BOTS[level](viewFor(state, seat), history, {
            ...budget,
            seed: `r${g}`,
          });
          expect(
            () => applyMove(state, seat, move),
            `${level} chose ${JSON.stringify(move)}`,
          ).not.toThrow();
        }
      });
    }
    expect(Object.fromEntries(wanted)).toEqual({
      colorSwap: 3,
      owed: 3,
      refill: 3,
      draw: 3,
    });
  });

  it("never peeks: worlds that differ only in hidden cards get the same decision", () => {
    for (let g = 0; g < 30; g++) {
      const a = createGame({ players: 3, seed: `peek-${g}` });
      for (let s = 0; s < 3; s++)
        applyMoveInPlace(a, s, { type: "setup", faceUp: a.seats[s]!.six.slice(0, 3) });
      // b: the same table, but the unseen cards (seats 1 and 2's hands, every
      // face-down card, the draw pile) dealt differently.
      const b = structuredClone(a);
      const hidden = [
        ...b.seats[1]!.hand,
        ...b.seats[2]!.hand,
        ...b.draw,
        ...b.seats.flatMap((s) => s.faceDown),
      ];
      const shuffled = createRng(`other-${g}`).shuffle(hidden.slice());
      const take = (n: number) => shuffled.splice(0, n);
      b.seats[1]!.hand = take(3);
      b.seats[2]!.hand = take(3);
      b.draw = take(b.draw.length);
      for (const seat of b.seats) seat.faceDown = take(seat.faceDown.length);
      expect(JSON.stringify(b)).not.toBe(JSON.stringify(a));
      expect(viewFor(b, 0)).toEqual(viewFor(a, 0));
      for (const level of LEVELS) {
        const options = { ...budget, seed: `same-${g}` };
        expect(BOTS[level](viewFor(b, 0), b.log, options)).toEqual(
          BOTS[level](viewFor(a, 0), a.log, options),
        );
      }
    }
  });

  it("is reproducible: the same seed and inputs give the same move", () => {
    const state = createGame({ players: 2, seed: "repro" });
    for (let s = 0; s < 2; s++)
      applyMoveInPlace(state, s, {
        type: "setup",
        faceUp: state.seats[s]!.six.slice(0, 3),
      });
    const view = viewFor(state, 0);
    const options = { iterations: 200, timeMs: 0, seed: "x" };
    expect(BOTS.expert(view, state.log, options)).toEqual(
      BOTS.expert(view, state.log, options),
    );
  });

  it.each([
    [2, TACTICIAN_ITERATIONS.headsUp],
    [3, TACTICIAN_ITERATIONS.table],
  ])(
    "the Tactician is the expert's search cut short (%i players: %i iterations), however long it may think",
    (players, cap) => {
      const state = createGame({ players, seed: "tactician" });
      for (let s = 0; s < players; s++)
        applyMoveInPlace(state, s, {
          type: "setup",
          faceUp: state.seats[s]!.six.slice(0, 3),
        });
      const view = viewFor(state, toAct(state)[0]!);
      const moves = (level: BotLevel, iterations: number) =>
        Array.from({ length: 8 }, (_, i) =>
          BOTS[level](view, state.log, { iterations, timeMs: 0, seed: `t${i}` }),
        );
      // The budget shows in these positions' moves, so the comparison below can tell.
      expect(moves("expert", 2000)).not.toEqual(moves("expert", cap));
      expect(moves("tactician", 2000)).toEqual(moves("expert", cap));
      expect(moves("tactician", 30)).toEqual(moves("expert", 30));
    },
  );

  it("small tournaments: heuristic beats random, expert beats random", () => {
    const winRate = (
      a: BotLevel,
      b: BotLevel,
      games: number,
      options?: Omit<DecideOptions, "seed">,
    ) => {
      let wins = 0;
      for (let g = 0; g < games; g++) {
        const aSeat = g % 2;
        const players =
          aSeat === 0
            ? [{ level: a, options }, { level: b }]
            : [{ level: b }, { level: a, options }];
        if (playMatch({ players: 2, seed: `t-${a}-${g}` }, players).winner === aSeat)
          wins++;
      }
      return wins / games;
    };
    expect(winRate("heuristic", "random", 150)).toBeGreaterThan(0.65);
    expect(
      winRate("expert", "random", 16, { iterations: 60, timeMs: 0 }),
    ).toBeGreaterThan(0.6);
  });

  it("after someone has gone out, the expert plays not to be left last (palace R-P-END, R-SCORE)", () => {
    // Three seats: once one is out, two remain and one of them will be last. The
    // expert (seat rotated) against two heuristics, in the games it does not win. A
    // search that stopped caring once the winner was known (every world judged alike)
    // was left last in 16 of its 17 losses on these deals (measured when the palace
    // tree still held every seat's moves); this one, at so few iterations, in fewer than
    // half overall (44 of 103 over 150 deals) and 11 of 19 here, so 12 deals, as this
    // test once had, could not tell the two apart reliably.
    let lost = 0;
    let last = 0;
    for (let g = 0; g < 24; g++) {
      const expertSeat = g % 3;
      const players = [0, 1, 2].map((s) =>
        s === expertSeat
          ? { level: "expert" as const, options: { iterations: 40, timeMs: 0 } }
          : { level: "heuristic" as const },
      );
      const result = playMatch(
        { ruleset: "palace", players: 3, seed: `escape-${g}` },
        players,
      );
      if (result.winner === null || result.winner === expertSeat) continue;
      lost++;
      if (!result.order.includes(expertSeat)) last++; // never went out: left last
    }
    expect(lost).toBeGreaterThan(6);
    expect(last / lost).toBeLessThan(0.65);
  });
});
