import { describe, expect, it } from "vitest";

import {
  applyMoveInPlace,
  createGame,
  legalMoves,
  redactEvent,
  toAct,
} from "@3u3d/engine";
import type { GameConfig, GameState, Move } from "@3u3d/engine";

import { systemClock } from "@3u3d/db/clock";
import { createMemoryRepositories } from "@3u3d/db/repositories/memory";
import type { GameRecord } from "@3u3d/db/repositories";

import {
  ANALYSED_DECISIONS,
  createAnalyst,
  decisionsOf,
} from "../../src/game-server/analysis";
import type { AnalysisJob } from "../../src/game-server/scheduler";
import { endingRules } from "../../src/services/ending-rules";

/**
 * The first legal move: the lowest play (the engine lists plays by rank), so games end
 * within the analysis's cap of decisions and every one of them is listed.
 */
const lowest = (moves: Move[]) => moves[0]!;

/** Called before each move of a game, with the state the move is made from. */
type BeforeMove = (state: GameState, seat: number, legal: Move[], seq: number) => void;

/** A short game played with the lowest move, as a record of a person's moves. */
function lowGame(
  seed: string,
  beforeMove?: BeforeMove,
  config: GameConfig = { players: 2, seed, options: { colors: ["red", "green"] } },
) {
  const state = createGame(config);
  const moves: GameRecord["moves"] = [];
  for (let ply = 0; ply < 600 && state.phase !== "over"; ply++) {
    const seat = toAct(state)[0]!;
    const legal = legalMoves(state, seat);
    beforeMove?.(state, seat, legal, ply + 1);
    const move = lowest(legal);
    applyMoveInPlace(state, seat, move);
    moves.push({ seat, move, byBot: false });
  }
  return { config, moves };
}

// Which decisions a game's analysis judges (game-server/analysis.ts): those with a
// choice. Turning up one face-down card or another is none: nobody has seen them, not
// even their owner (R-SETUP, R-HIDDEN).
describe("the decisions an analysis judges", () => {
  it("R-HIDDEN: leaves out turning up a face-down card, and keeps every other choice", () => {
    let flipOnly = 0;
    let checked = 0;
    for (const seed of ["decisions-1", "decisions-2", "decisions-3", "decisions-4"]) {
      const choices: number[] = [];
      const record = lowGame(seed, (state, seat, legal, seq) => {
        if (seat !== 0 || state.phase !== "play" || state.winner !== null) return;
        if (legal.length < 2) return;
        if (legal.every((m) => m.type === "flip")) flipOnly++;
        else choices.push(seq);
      });
      const judged = decisionsOf(record, 0).map((d) => d.seq);
      expect(choices.length).toBeLessThanOrEqual(ANALYSED_DECISIONS);
      expect(judged).toEqual(choices);
      checked += judged.length;
    }
    expect(flipOnly).toBeGreaterThan(0);
    expect(checked).toBeGreaterThan(20);
  });

  it("judges each from the whole game so far as the seat saw it, past the engine's log", () => {
    const record = lowGame("long", undefined, { players: 3, seed: "long" });
    const late = decisionsOf(record, 0).filter((d) => d.before.log[0]!.seq > 1);
    expect(late.length).toBeGreaterThan(0); // the log had dropped its first events
    for (const d of late) {
      expect(d.history.map((e) => e.seq)).toEqual(
        Array.from({ length: d.before.eventSeq }, (_, i) => i + 1),
      );
      expect(d.history.slice(-d.before.log.length)).toEqual(
        d.before.log.map((e) => redactEvent(e, 0)),
      );
    }
  });
});

// An analysis counts its decisions when it starts and judges them in queued steps; a
// deploy in between may change which decisions count (as the flips above did).
describe("an analysis whose count changed since it started", () => {
  it.each([
    ["shrank", 3],
    ["grew", -3],
  ])("ends when its list %s, with every counted decision done", async (_, more) => {
    const record = lowGame("decisions-1");
    const listed = decisionsOf(record, 0).length;
    const total = listed + more;
    const { analyses, limits } = createMemoryRepositories(endingRules);
    const queued: AnalysisJob[] = [];
    const analyst = createAnalyst({
      repositories: { analyses, limits },
      seating: () => Promise.resolve(null),
      review: () => Promise.resolve(null),
      record: () => Promise.resolve({ ...record } as GameRecord),
      // The scheduler's queue, here a list the test runs step by step.
      scheduler: {
        clock: systemClock,
        schedule: (job) => Promise.resolve(void queued.push(job as AnalysisJob)),
      },
    });
    await analyses.start("g", 0, total);
    queued.push({ kind: "analysis", gameId: "g", version: 1, seat: 0, from: 0 });
    for (let steps = 0; queued.length > 0; steps++) {
      expect(steps).toBeLessThan(100);
      await analyst.step(queued.shift()!);
    }
    expect(await analyses.find("g", 0)).toMatchObject({ done: total, total });
  });
});
