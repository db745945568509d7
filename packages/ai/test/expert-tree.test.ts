// The shape of the Expert's search (bots/expert.ts, iterate): heads-up, a tree of the
// deciding seat's own moves only, the opponent answering with the playout policy from
// the hand it holds in each world (a tree that also held its moves let it answer as if
// it did not know its own cards); at a bigger table, every seat's moves in the tree.
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { viewFor } from "@3u3d/engine";

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

describe("the Expert's search tree", () => {
  it("heads-up holds only the deciding seat's moves, several deep; at a table everyone's", () => {
    let deepest = 0;
    let searched = 0;
    let othersAtTables = 0;
    fc.assert(
      fc.property(tableArb, fc.nat(), (config, seed) => {
        let step = 0;
        walk(config, seed, (state, seat, history) => {
          if (state.phase !== "play" || step++ % 15 !== 0) return;
          const view = viewFor(state, seat);
          const knowledge = buildKnowledge(view, history);
          if (legalMovesFromView(view, history, knowledge).length <= 1) return;
          const options = { iterations: 100, timeMs: 0, seed: `tree-${step}` };
          const root = search(view, knowledge, options, createRng(options.seed));
          searched++;
          for (const [node, depth] of below(root)) {
            if (config.players > 2) {
              if (node.seat !== seat) othersAtTables++;
              continue;
            }
            expect(node.seat).toBe(seat);
            deepest = Math.max(deepest, depth);
          }
        });
      }),
      { numRuns: 25, endOnFailure: true },
    );
    expect(searched).toBeGreaterThan(20);
    // Heads-up, its own later moves, past the opponent's answers, are in the tree too.
    expect(deepest).toBeGreaterThanOrEqual(3);
    expect(othersAtTables).toBeGreaterThan(0);
  });
});
