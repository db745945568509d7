// Information-Set MCTS (single observer, after Cowling, Powley & Whitehouse 2012):
// every iteration deals the unseen cards anew consistently with what the seat knows
// (a determinization), walks one shared tree whose edges are moves (statistics pooled
// across worlds, UCB weighted by how often a move was available), expands one move,
// then plays the world out with the heuristic policy and backs the result up.
import { applyMoveInPlace, cardInfo, legalMoves, toAct } from "@3u3d/engine";
import type { GameState, Move, Seat } from "@3u3d/engine";

import { determinize } from "../determinize";
import { buildKnowledge } from "../knowledge";
import { legalMovesFromView } from "../legal";
import { createRng } from "../rng";
import type { Rng } from "../rng";
import type { Bot } from "../types";
import { chooseHeuristic, situationFromState, situationFromView } from "./heuristic";

export const EXPERT_DEFAULTS = {
  iterations: 2000,
  timeMs: 100,
  exploration: 0.7,
  /**
   * Moves per playout before the world is judged by evaluate(). A 3up3down game is
   * short (~170 moves with 4 players) and 80 judged as well as playing on; palace games
   * run ~760 moves, and cutting them at 80 misled the 4-player expert badly (12 % wins
   * instead of 27 % against three heuristics; docs/benchmarks.md), so they play out.
   */
  playoutPlies: { "3up3down": 80, palace: 1000 } as const,
  epsilon: 0.1,
};

interface Node {
  move: Move | null;
  /** The seat that made `move` (rewards are from its point of view). */
  seat: Seat;
  visits: number;
  reward: number;
  available: number;
  children: Map<string, Node>;
}

/** Moves taken from legalMoves of the same state: the engine may skip re-validating them. */
const TRUSTED = { trusted: true };

const newNode = (move: Move | null, seat: Seat): Node => ({
  move,
  seat,
  visits: 0,
  reward: 0,
  available: 0,
  children: new Map(),
});

/** Moves that do the same thing share a key (equal codes are interchangeable). */
export function moveKey(move: Move): string {
  switch (move.type) {
    case "play":
      return `p:${[...move.cards].sort().join(",")}`;
    case "setup":
      return `s:${[...move.faceUp].sort().join(",")}`;
    case "flip":
      return `f:${move.index}`;
    case "colorSwap":
      return `c:${move.hand}/${move.faceUp}`;
    default:
      return move.type;
  }
}

export const expertBot: Bot = (view, history, options) => {
  const rng = createRng(options.seed);
  const knowledge = buildKnowledge(view, history); // once: the legal moves and every world use it
  const moves = legalMovesFromView(view, history, knowledge);
  if (moves.length <= 1 || view.phase !== "play" || view.seat === null) {
    return chooseHeuristic(situationFromView(view), moves, rng);
  }
  const me = view.seat;
  const iterations = options.iterations ?? EXPERT_DEFAULTS.iterations;
  const timeMs = options.timeMs ?? EXPERT_DEFAULTS.timeMs;
  const deadline = timeMs > 0 ? performance.now() + timeMs : Infinity;
  const root = newNode(null, me);

  for (let i = 0; i < iterations; i++) {
    if ((i & 7) === 0 && performance.now() > deadline) break;
    const world = determinize(view, knowledge, rng);
    iterate(root, world, rng);
  }

  let best: Node | null = null;
  for (const child of root.children.values())
    if (!best || child.visits > best.visits) best = child;
  // The tree's moves came from determinized worlds; map back to a move of ours.
  const chosen = best?.move;
  if (chosen) {
    const key = moveKey(chosen);
    const match = moves.find((m) => moveKey(m) === key);
    if (match) return match;
  }
  return chooseHeuristic(situationFromView(view), moves, rng);
};

function iterate(root: Node, state: GameState, rng: Rng): void {
  const path: Node[] = [root];
  let node = root;
  // Selection and expansion.
  while (state.phase === "play") {
    const seat = toAct(state)[0] as Seat;
    const moves = legalMoves(state, seat);
    const untried: Move[] = [];
    for (const move of moves) {
      const child = node.children.get(moveKey(move));
      if (child) child.available++;
      else untried.push(move);
    }
    if (untried.length > 0) {
      const move = rng.pick(untried);
      const child = newNode(move, seat);
      child.available = 1;
      node.children.set(moveKey(move), child);
      applyMoveInPlace(state, seat, move, TRUSTED);
      path.push(child);
      break;
    }
    let best: Node | null = null;
    let bestScore = -Infinity;
    for (const move of moves) {
      const child = node.children.get(moveKey(move)) as Node;
      const score =
        child.reward / child.visits +
        EXPERT_DEFAULTS.exploration * Math.sqrt(Math.log(child.available) / child.visits);
      if (score > bestScore) {
        bestScore = score;
        best = child;
      }
    }
    node = best as Node;
    // The child's move was created in another world: check it against this one.
    applyMoveInPlace(state, seat, node.move as Move);
    path.push(node);
  }
  // Simulation with the heuristic policy, then evaluation.
  playout(state, rng);
  const rewards = evaluate(state);
  for (const n of path) {
    n.visits++;
    n.reward += rewards[n.seat] ?? 0;
  }
}

function playout(state: GameState, rng: Rng): void {
  const plies = EXPERT_DEFAULTS.playoutPlies[state.config.ruleset];
  for (let ply = 0; ply < plies && state.phase !== "over"; ply++) {
    const seat = toAct(state)[0] as Seat;
    const moves = legalMoves(state, seat);
    const move =
      rng.next() < EXPERT_DEFAULTS.epsilon
        ? rng.pick(moves)
        : chooseHeuristic(situationFromState(state, seat), moves, rng);
    applyMoveInPlace(state, seat, move, TRUSTED);
  }
}

/**
 * 1 for the winner of a finished world. A cut-off world is judged by what each seat
 * still holds: fewer and cheaper cards, better chances (a softmax over that load).
 */
function evaluate(state: GameState): number[] {
  const n = state.config.players;
  if (state.phase === "over" && state.winner !== null)
    return Array.from({ length: n }, (_, i) => (i === state.winner ? 1 : 0));
  const weights = state.seats.map((seat) => {
    if (seat.out) return 0;
    let load = seat.hand.length + seat.faceUp.length + 1.3 * seat.faceDown.length;
    for (const code of seat.hand)
      if ((cardInfo(state.config.ruleset, code)?.rank ?? 0) >= 10) load -= 0.5;
    return Math.exp(-load / 3);
  });
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  return weights.map((w) => w / total);
}
