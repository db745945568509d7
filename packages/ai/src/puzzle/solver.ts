// The exact search behind the daily puzzle: every position reachable from an open-hand,
// two-player end position (draw pile empty, so nothing is left to chance), then a
// retrograde fixpoint over that graph for each side. Nothing is sampled: "wins" means a
// forced win against every defence, "does not win" means there is none. The graph has
// cycles (cards picked up come back), which the fixpoint handles exactly: a position
// joins the won set only once it is proven, so a cycle never counts as a win.
import { applyMove, legalMoves } from "@3u3d/engine";
import type { GameState, Move, Seat } from "@3u3d/engine";

import { isSolvable, positionKey } from "./position-key";

/** Refuses a position whose graph is larger than this instead of answering "unknown". */
export const DEFAULT_STATE_LIMIT = 200_000;

export class PositionTooLargeError extends Error {
  constructor(limit: number) {
    super(`more than ${limit} positions are reachable: too large to solve exactly`);
  }
}

export interface Solution {
  /** Positions in the reachable graph (each counted once by positionKey). */
  readonly positions: number;
  /**
   * Plies (moves of either side) within which `side` forces the win from `state`
   * against any defence, with the other side resisting longest; null: no forced win.
   * `state` must be reachable from the solved position.
   */
  winIn(state: GameState, side: Seat): number | null;
}

interface Graph {
  ids: Map<string, number>;
  /** Seat to move, or -1 for a finished game. */
  toMove: Int8Array;
  /** Winner of a finished game, else -1. */
  winner: Int8Array;
  /** Children of node i: edges[offsets[i] .. offsets[i+1]). */
  offsets: Int32Array;
  edges: Int32Array;
}

function buildGraph(root: GameState, limit: number): Graph {
  const ids = new Map<string, number>([[positionKey(root), 0]]);
  const queue: GameState[] = [root];
  const toMove: number[] = [];
  const winner: number[] = [];
  const offsets: number[] = [0];
  const edges: number[] = [];
  for (let id = 0; id < queue.length; id++) {
    const state = queue[id] as GameState;
    queue[id] = undefined as unknown as GameState; // expanded: let it go
    if (state.phase === "over") {
      toMove.push(-1);
      winner.push(state.winner ?? -1);
      offsets.push(edges.length);
      continue;
    }
    toMove.push(state.current);
    winner.push(-1);
    const seen = new Set<number>();
    for (const move of legalMoves(state, state.current)) {
      const next = applyMove(state, state.current, move);
      const key = positionKey(next);
      let child = ids.get(key);
      if (child === undefined) {
        child = queue.length;
        if (child >= limit) throw new PositionTooLargeError(limit);
        ids.set(key, child);
        queue.push(next);
      }
      if (!seen.has(child)) {
        seen.add(child);
        edges.push(child);
      }
    }
    offsets.push(edges.length);
  }
  return {
    ids,
    toMove: Int8Array.from(toMove),
    winner: Int8Array.from(winner),
    offsets: Int32Array.from(offsets),
    edges: Int32Array.from(edges),
  };
}

/**
 * Plies to a forced win for `side` at every node, -1 where there is none. Round r
 * proves exactly the nodes whose value is r: a node of `side` with a child proven in
 * an earlier round (the nearest), a node of the other side whose children are all
 * proven earlier (the farthest). Values set this round are r, so never counted twice.
 */
function winDepths(graph: Graph, side: Seat): Int32Array {
  const { toMove, winner, offsets, edges } = graph;
  const n = toMove.length;
  const depth = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) if (toMove[i] === -1 && winner[i] === side) depth[i] = 0;
  for (let round = 1; ; round++) {
    let proven = 0;
    for (let i = 0; i < n; i++) {
      if (depth[i] !== -1 || toMove[i] === -1) continue;
      const from = offsets[i] as number;
      const to = offsets[i + 1] as number;
      if (from === to) continue;
      const isEarlier = (child: number) => {
        const value = depth[child] as number;
        return value >= 0 && value < round;
      };
      let won: boolean;
      if (toMove[i] === side) {
        won = false;
        for (let e = from; e < to && !won; e++) won = isEarlier(edges[e] as number);
      } else {
        won = true;
        for (let e = from; e < to && won; e++) won = isEarlier(edges[e] as number);
      }
      if (won) {
        depth[i] = round;
        proven++;
      }
    }
    if (proven === 0) return depth;
  }
}

/** Solves a two-player open-hand position exactly (see isSolvable for which ones). */
export function solve(root: GameState, limit = DEFAULT_STATE_LIMIT): Solution {
  if (!isSolvable(root))
    throw new Error("only a two-player 3UP 3DOWN play position with no draw pile");
  const graph = buildGraph(root, limit);
  const depths = [0, 1].map((side) => winDepths(graph, side));
  return {
    positions: graph.toMove.length,
    winIn(state, side) {
      const id = graph.ids.get(positionKey(state));
      if (id === undefined) throw new Error("that position is not reachable here");
      const value = (depths[side] as Int32Array)[id] as number;
      return value < 0 ? null : value;
    },
  };
}

/** The position after `move`, with the moves listed as the engine lists them. */
export function successors(state: GameState): { move: Move; next: GameState }[] {
  return legalMoves(state, state.current).map((move) => ({
    move,
    next: applyMove(state, state.current, move),
  }));
}
