// The shape of the Expert's search: a tree of the deciding seat's own moves only, the
// other seats answering with the playout policy from the hands they hold in each world
// (bots/expert.ts, iterate). A tree that also held their moves would let each of them
// answer as if it did not know its own cards.
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { viewFor } from "@3u3d/engine";

import { search } from "../src/bots/expert";
import type { Node } from "../src/bots/expert";
import { buildKnowledge } from "../src/knowledge";
import { legalMovesFromView } from "../src/legal";
import { createRng } from "../src/rng";
import { configArb, walk } from "./random-games";

/** Every node below the root, with its depth. */
function* below(node: Node, depth = 1): Generator<[Node, number]> {
  for (const child of node.children.values()) {
    yield [child, depth];
    yield* below(child, depth + 1);
  }
}

describe("the Expert's search tree", () => {
  it("holds only the deciding seat's moves, several of them deep, in both rulesets", () => {
    let deepest = 0;
    let searched = 0;
    fc.assert(
      fc.property(configArb, fc.nat(), (config, seed) => {
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
            expect(node.seat).toBe(seat);
            deepest = Math.max(deepest, depth);
          }
        });
      }),
      { numRuns: 25 },
    );
    expect(searched).toBeGreaterThan(20);
    // Its own later moves, past the others' answers, are in the tree too.
    expect(deepest).toBeGreaterThanOrEqual(3);
  });
});
