// Information-Set MCTS (single observer, after Cowling, Powley & Whitehouse 2012):
// every iteration deals the unseen cards anew consistently with what the seat knows
// (a determinization) and walks a tree whose edges are moves (statistics pooled across
// worlds, UCB weighted by how often a move was available). The tree holds its own moves
// only; the others answer with the heuristic policy from the hands they hold in that
// world (an opponent model, see iterate). It expands one move, plays the world on with
// the heuristic policy, judges where it stopped with an evaluation fitted from
// self-play (src/evaluation) and backs the result up. With three or more players it
// plays for its finishing place as well as for the win.
import { applyMoveInPlace, legalMoves, toAct } from "@3u3d/engine";
import type { GameEvent, GameState, Move, PlayerView, Seat } from "@3u3d/engine";

import { determinize } from "../determinize";
import {
  placeValue,
  placeValues,
  winChances,
  winsAndPlaces,
  type Scorer,
} from "../evaluation/evaluate";
import { buildKnowledge, type Knowledge } from "../knowledge";
import { legalMovesFromView } from "../legal";
import { createRng } from "../rng";
import type { Rng } from "../rng";
import type { Bot, DecideOptions } from "../types";
import { chooseHeuristic, situationFromState, situationFromView } from "./heuristic";

export const EXPERT_DEFAULTS = {
  iterations: 2000,
  timeMs: 100,
  exploration: 0.7,
  /**
   * Moves per playout before the world is judged by the fitted evaluation
   * (src/evaluation). 3up3down with 3+ players (~170 moves with 4): 15, together with
   * the opponent model (see iterate); 30 had won 31.9 % against three heuristics where
   * 80 won 28.1 % (same 800 deals), and 15 alone won 2.0 points more than 30 (1,200 same
   * deals, not significant), 8 only 0.9 more. Heads-up, 30
   * made the expert drift into games that never end (at 300 iterations 4 of 100
   * reached R-LIMIT, none with 80), so 80 — though at the default budget 80 still saw 4
   * of 100 (session 9: 2 of 300); every bot now breaks such circles
   * (circle-breaker.ts). Palace games run ~760 moves; cutting them short misled the
   * 4-player expert badly (12 % wins instead of 27 %), so they play out until the
   * question is settled (measured with the tree over every seat that palace tables had
   * then; not measured again with the opponent model). Numbers: docs/benchmarks.md.
   */
  playoutPlies: {
    "3up3down": { headsUp: 80, table: 15 },
    palace: { headsUp: 1000, table: 1000 },
  } as const,
  epsilon: 0.1,
  /**
   * With three or more players, the share of a world's reward that is winning; the rest
   * is the finishing place (1 first … 0 last, evaluate.ts placeValues), which the
   * leaderboard rates and, in 3UP 3DOWN, follows the penalty points championships add
   * up. Heads-up the two are the same thing. Chosen on 800 same deals against three
   * heuristics (docs/benchmarks.md, "Playing for places"): in 3UP 3DOWN 0.5 finished
   * 0.15 places higher with 2.2 fewer penalty points a game and won as often as 1
   * (0 placed as well and won 2.5 points less, not significantly); in palace 0.5
   * placed no better and won 2 points less (not significantly either), so palace plays
   * for the win alone until someone is out (measured before palace tables had the
   * opponent model). Measured again with today's search (sixteenth session of #40,
   * 3,600 same deals of 3UP 3DOWN at four): playing for the win alone won no more
   * (+0.1 percentage points [−1.8, +2.0]) and finished 0.13 places lower with 1.8 more
   * penalty points a game.
   */
  winWeight: { "3up3down": 0.5, palace: 1 } as const,
};

export interface Node {
  move: Move | null;
  /** The seat that made `move` (rewards are from its point of view). */
  seat: Seat;
  visits: number;
  reward: number;
  /**
   * The summed chance of winning of its searches (what analysis reports); once someone
   * is out, the summed place value.
   */
  chance: number;
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
  chance: 0,
  available: 0,
  children: new Map(),
});

/**
 * Moves of the same cards share a key (equal codes are interchangeable). Below the
 * root, the engine names a rank's play in the colours that come first in the world's
 * hand, so drawing the same number in another colour makes a separate node; keys by
 * rank were screened on 12,000 same deals and played no better ("Moves keyed by rank",
 * docs/benchmarks.md).
 */
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
  // Once: the legal moves and every world use it.
  const knowledge = buildKnowledge(view, history, options.beliefs);
  const moves = legalMovesFromView(view, history, knowledge);
  if (moves.length <= 1 || view.phase !== "play" || view.seat === null) {
    return chooseHeuristic(situationFromView(view), moves, rng);
  }
  const root = search(view, knowledge, options, rng);
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

/** A legal move as the search judged it: its estimated chance of winning. */
export interface JudgedMove {
  move: Move;
  /**
   * The mean chance of winning its searches found; once someone is out, the mean value
   * of its finishing place (1 first … 0 last).
   */
  chance: number;
  visits: number;
}

/**
 * Every legal move the search tried, most searched (the expert's choice) first; empty
 * where the expert does not search (setup, a single legal move).
 */
export function judgeMoves(
  view: PlayerView,
  history: readonly GameEvent[],
  options: DecideOptions,
): JudgedMove[] {
  const knowledge = buildKnowledge(view, history, options.beliefs);
  const moves = legalMovesFromView(view, history, knowledge);
  if (moves.length <= 1 || view.phase !== "play" || view.seat === null) return [];
  const root = search(view, knowledge, options, createRng(options.seed));
  const judged: JudgedMove[] = [];
  for (const child of root.children.values()) {
    const key = moveKey(child.move as Move);
    const move = moves.find((m) => moveKey(m) === key);
    if (move && child.visits > 0)
      judged.push({ move, chance: child.chance / child.visits, visits: child.visits });
  }
  return judged.sort((a, b) => b.visits - a.visits);
}

/** Runs the search from the seat's view within the budget; returns the tree's root. */
export function search(
  view: PlayerView,
  knowledge: Knowledge,
  options: DecideOptions,
  rng: Rng,
): Node {
  const iterations = options.iterations ?? EXPERT_DEFAULTS.iterations;
  const timeMs = options.timeMs ?? EXPERT_DEFAULTS.timeMs;
  const deadline = timeMs > 0 ? performance.now() + timeMs : Infinity;
  const goal: Goal = {
    decider: view.seat as Seat,
    placesOnly: view.winner !== null,
    bestOpenPlace: placeValue(view.order.length, view.players),
    winWeight:
      view.players === 2
        ? 1
        : (options.winWeight ?? EXPERT_DEFAULTS.winWeight[view.ruleset]),
    scorer: options.evaluation ?? "linear",
  };
  const root = newNode(null, view.seat as Seat);
  for (let i = 0; i < iterations; i++) {
    if ((i & 7) === 0 && performance.now() > deadline) break;
    const world = determinize(view, knowledge, rng);
    iterate(root, world, rng, goal);
  }
  return root;
}

/**
 * What the search plays for: to go out first and, weighed against that, for a good
 * finishing place; once someone has gone out (E-CONTINUE, palace's R-P-END), only for
 * the place (every step up a place counts alike, the last one too).
 */
interface Goal {
  /** The seat the search decides for. */
  decider: Seat;
  placesOnly: boolean;
  /** The value (placeValues' scale) of the best place still open when the search began. */
  bestOpenPlace: number;
  winWeight: number;
  /** How a world the playout stopped in is judged. */
  scorer: Scorer;
}

/**
 * Whether a world still has something to decide: until someone goes out (then the
 * places of the rest are estimated), or, once the winner is known, until the deciding
 * seat is out too: only its reward is backed up, and its place is settled then.
 */
const undecided = (state: GameState, goal: Goal) =>
  state.phase === "play" &&
  (goal.placesOnly ? !state.seats[goal.decider]?.out : state.winner === null);

/** Each seat's reward for a world the search stopped in, and its chance of winning. */
function judge(state: GameState, goal: Goal): { rewards: number[]; chances: number[] } {
  if (goal.placesOnly) {
    // Stretched so that the places still open span 0 to 1, as wins do: the exploration
    // constant was tuned for rewards on that range (with three players this is exactly
    // the chance of not being last).
    const places = placeValues(state, goal.scorer);
    const rewards = places.map((v) => Math.min(1, v / goal.bestOpenPlace));
    return { rewards, chances: places };
  }
  const w = goal.winWeight;
  if (w === 1) {
    const wins = winChances(state, goal.scorer);
    return { rewards: wins, chances: wins };
  }
  const { wins, places } = winsAndPlaces(state, goal.scorer);
  const rewards = wins.map((win, i) => w * win + (1 - w) * (places[i] ?? 0));
  return { rewards, chances: wins };
}

/**
 * One iteration in one world. Only the deciding seat's moves are in the tree; the other
 * seats answer with the playout policy (an opponent model). A tree over their moves too
 * would pool each of their nodes over every hand they might hold in the worlds
 * searched, so they would answer as if they did not know their own cards, while the
 * policy answers from the cards they hold in this world. Against the Card shark,
 * heads-up, it won 6.5 points more 3UP 3DOWN games on 600 same deals at 500 iterations
 * and 5.5 more (77.6 % instead of 72.1 %) on 1,000 at the default budget, and palace
 * 5.8 more on 500 (docs/benchmarks.md, "The Expert: an opponent model"). At a 3UP
 * 3DOWN table it made no difference with 30-move playouts, but with 15-move ones the
 * two together won 4.5 points more on 2,400 same deals ("The Expert at a table"); at
 * a palace table of four it won 4.1 points more (32.5 % → 36.6 %, [+0.1, +8.1]) and
 * finished 0.18 places higher on 800 same deals at 500 iterations ("The Expert at a
 * palace table").
 */
function iterate(root: Node, state: GameState, rng: Rng, goal: Goal): void {
  const path: Node[] = [root];
  let node = root;
  // Selection and expansion.
  while (undecided(state, goal)) {
    const seat = toAct(state)[0] as Seat;
    const moves = legalMoves(state, seat);
    if (seat !== goal.decider) {
      applyMoveInPlace(state, seat, policyMove(state, seat, moves, rng), TRUSTED);
      continue;
    }
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
  playout(state, rng, goal);
  const { rewards, chances } = judge(state, goal);
  for (const n of path) {
    n.visits++;
    n.reward += rewards[n.seat] ?? 0;
    n.chance += chances[n.seat] ?? 0;
  }
}

function playout(state: GameState, rng: Rng, goal: Goal): void {
  const cutOff = EXPERT_DEFAULTS.playoutPlies[state.config.ruleset];
  const plies = state.config.players === 2 ? cutOff.headsUp : cutOff.table;
  for (let ply = 0; ply < plies && undecided(state, goal); ply++) {
    const seat = toAct(state)[0] as Seat;
    applyMoveInPlace(
      state,
      seat,
      policyMove(state, seat, legalMoves(state, seat), rng),
      TRUSTED,
    );
  }
}

/**
 * The playout policy: the heuristic, with a random legal move now and then. The
 * evaluation's fit scripts play their self-play games with it too.
 */
export function policyMove(state: GameState, seat: Seat, moves: Move[], rng: Rng): Move {
  return rng.next() < EXPERT_DEFAULTS.epsilon
    ? rng.pick(moves)
    : chooseHeuristic(situationFromState(state, seat), moves, rng);
}
