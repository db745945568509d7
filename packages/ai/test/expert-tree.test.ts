// The shape of the Expert's search (bots/expert.ts, iterate): at every table, a tree of
// the deciding seat's own moves only, the others answering with the playout policy from
// the hands they hold in each world (a tree that also held their moves let them answer
// as if they did not know their own cards).
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { viewFor } from "@3u3d/engine";
import type { GameConfig } from "@3u3d/engine";

import { search } from "../src/bots/expert";
import type { Node } from "../src/bots/expert";
import { buildKnowledge } from "../src/knowledge";
import { legalMovesFromView } from "../src/legal";
import { createRng } from "../src/rng";
import { configArb, walk } from "./random-games";

/** Random tables, half of them heads-up. */
const tableArb = fc
  .tuple(configArb, fc.constantFrom(2, 2, 3, 4))
  .map(([config, players]) => ({ ...config, players }));

/** Every node below the root, with its depth. */
function* below(node: Node, depth = 1): Generator<[Node, number]> {
  for (const child of node.children.values()) {
    yield [child, depth];
    yield* below(child, depth + 1);
  }
}

/** What the searches looked like, summed over every game searched. */
interface Shape {
  searched: number;
  /** The deepest of the deciding seat's own moves in any tree. */
  deepest: number;
}

/** Searches every fifteenth play-phase decision of one game and checks each tree. */
function searchAlong(config: GameConfig, seed: number, shape: Shape): void {
  let step = 0;
  walk(config, seed, (state, seat, history) => {
    if (state.phase !== "play" || step++ % 15 !== 0) return;
    const view = viewFor(state, seat);
    const knowledge = buildKnowledge(view, history);
    if (legalMovesFromView(view, history, knowledge).length <= 1) return;
    const options = { iterations: 100, timeMs: 0, seed: `tree-${step}` };
    const root = search(view, knowledge, options, createRng(options.seed));
    shape.searched++;
    for (const [node, depth] of below(root)) {
      expect(node.seat).toBe(seat);
      shape.deepest = Math.max(shape.deepest, depth);
    }
  });
}

describe("the Expert's search tree", () => {
  it("holds only the deciding seat's moves, several deep, heads-up and at a table of either ruleset", () => {
    const shape: Shape = { searched: 0, deepest: 0 };
    fc.assert(
      fc.property(tableArb, fc.nat(), (config, seed) => searchAlong(config, seed, shape)),
      { numRuns: 25, endOnFailure: true },
    );
    // One table of each ruleset for certain, whatever the random ones were.
    searchAlong({ ruleset: "3up3down", players: 3, seed: "3up3down-table" }, 1, shape);
    searchAlong({ ruleset: "palace", players: 3, seed: "palace-table" }, 1, shape);
    expect(shape.searched).toBeGreaterThan(20);
    // Its own later moves, past the others' answers, are in the tree too.
    expect(shape.deepest).toBeGreaterThanOrEqual(3);
  });
});
