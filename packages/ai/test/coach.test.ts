import { describe, expect, it } from "vitest";

import {
  applyMoveInPlace,
  createGame,
  legalMoves,
  redactEvent,
  toAct,
  viewFor,
} from "@3u3d/engine";
import type { CardCode, GameState, Move } from "@3u3d/engine";

import { explainMove, hintFor, reviewDecision } from "../src/coach";
import { createRng } from "../src/rng";

/** A two-player 3up3down game just past setup, seat 0 to play. */
function started(seed: string): GameState {
  const state = createGame({ players: 2, seed, dealer: 1 });
  for (const seat of [0, 1])
    applyMoveInPlace(state, seat, {
      type: "setup",
      faceUp: state.seats[seat]!.six.slice(0, 3),
    });
  return state;
}

/** Moves `cards` (wherever they are) into seat 0's hand and the pile; what they displace goes to the draw pile. */
function arrange(state: GameState, hand: CardCode[], pile: CardCode[]) {
  const wanted = new Set([...hand, ...pile]);
  const zones = [
    state.draw,
    state.pile,
    ...state.seats.flatMap((s) => [s.hand, s.faceUp, s.faceDown]),
  ];
  for (const zone of zones)
    for (let i = zone.length - 1; i >= 0; i--)
      if (wanted.has(zone[i]!)) zone.splice(i, 1);
  const me = state.seats[0]!;
  state.draw.push(...me.hand, ...state.pile);
  me.hand = [...hand];
  state.pile = [...pile];
  state.current = 0;
  return state;
}

const why = (state: GameState, move: Move) =>
  explainMove(
    viewFor(state, 0),
    state.log.map((e) => redactEvent(e, 0)),
    move,
  );
const play = (...cards: CardCode[]): Move => ({ type: "play", cards });
const isFlip = (move: Move) => move.type === "flip";

describe("the reason a hint gives", () => {
  it("R-TRIPLE: a play that makes three of a number on top clears the pile", () => {
    const state = arrange(started("why-1"), ["7r", "9b", "2g"], ["4y", "7b", "7g"]);
    expect(why(state, play("7r"))).toEqual({ kind: "run", rank: 7, count: 3 });
  });

  it("R-CLEAR: a Clear takes the pile, a Clear +1 with an extra play", () => {
    const state = arrange(started("why-2"), ["Cr", "C1b", "2g"], ["4y", "8b", "9g"]);
    expect(why(state, play("Cr"))).toEqual({ kind: "clear", pile: 3, bonus: 0 });
    expect(why(state, play("C1b"))).toEqual({ kind: "clear", pile: 3, bonus: 1 });
  });

  it("R-MULTI: several of a number go at once", () => {
    const state = arrange(started("why-3"), ["5r", "5b", "9g"], ["4y"]);
    expect(why(state, play("5r", "5b"))).toEqual({ kind: "shed", rank: 5, count: 2 });
  });

  it("a plain card while holding a Clear keeps the Clear for later", () => {
    const state = arrange(started("why-4"), ["5r", "C1b", "Cg"], ["4y"]);
    expect(why(state, play("5r"))).toEqual({ kind: "keepSpecial", special: "C1b" });
  });

  it("the lowest card that goes, or a higher one not to leave a pair for a triple", () => {
    const state = arrange(started("why-5"), ["5r", "8b", "9g"], ["4y"]);
    expect(why(state, play("5r"))).toEqual({ kind: "lowest", rank: 5 });
    const pair = arrange(started("why-6"), ["5r", "6b", "9g"], ["5y"]);
    expect(why(pair, play("6b"))).toEqual({ kind: "avoidPair", rank: 6, avoided: 5 });
    expect(why(pair, play("9g"))).toEqual({ kind: "best" });
  });

  it("R-PICKUP: nothing goes, so the pile comes up", () => {
    const state = arrange(started("why-7"), ["2r", "3b", "4g"], ["9y"]);
    expect(legalMoves(state, 0)).toEqual([{ type: "pickup" }]);
    expect(why(state, { type: "pickup" })).toEqual({ kind: "pickup" });
  });
});

describe("a hint", () => {
  it("R-HIDDEN: is the same whatever the cards the seat cannot see are", () => {
    const budget = { seed: "hint", iterations: 200, timeMs: 0 };
    for (const seed of ["h1", "h2", "h3", "h4"]) {
      const state = started(seed);
      // Play on a little so the history has something in it.
      for (let i = 0; i < 4 && state.phase === "play"; i++) {
        const seat = toAct(state)[0]!;
        applyMoveInPlace(state, seat, legalMoves(state, seat)[0]!);
      }
      const seat = toAct(state)[0]!;
      // Another world the seat cannot tell apart: the opponent's hand, the draw pile
      // and every face-down card dealt anew.
      const other = structuredClone(state);
      const hidden = [
        ...other.draw,
        ...other.seats.flatMap((s, i) => [...s.faceDown, ...(i === seat ? [] : s.hand)]),
      ];
      const shuffled = createRng(`shuffle-${seed}`).shuffle([...hidden]);
      const refill = (zone: CardCode[]) =>
        zone.splice(0, zone.length, ...shuffled.splice(0, zone.length));
      refill(other.draw);
      other.seats.forEach((s, i) => {
        refill(s.faceDown);
        if (i !== seat) refill(s.hand);
      });
      expect(other).not.toEqual(state);
      const seen = (s: GameState) =>
        [viewFor(s, seat), s.log.map((e) => redactEvent(e, seat))] as const;
      expect(seen(other)).toEqual(seen(state));
      expect(hintFor(...seen(other), budget)).toEqual(hintFor(...seen(state), budget));
      // The post-game review of this decision judges from the same view: same answer.
      const played = legalMoves(state, seat).at(-1)!;
      expect(reviewDecision(...seen(other), played, "r")).toEqual(
        reviewDecision(...seen(state), played, "r"),
      );
    }
  });
});

describe("a decision's review", () => {
  it("judges a play in other colours as the same play (colours do not matter here)", () => {
    const state = arrange(started("review-colours"), ["5r", "5b", "5g"], ["3y"]);
    const view = viewFor(state, 0);
    const history = state.log.map((e) => redactEvent(e, 0));
    const review = (move: Move) => reviewDecision(view, history, move, "colours");
    // The search lists the colours first in the hand: one 5 is the red, two are red and blue.
    const one = review(play("5r"))!;
    const two = review(play("5r", "5b"))!;
    expect(one).not.toBeNull();
    expect(two).not.toBeNull();
    expect(review(play("5g"))).toEqual({ ...one, played: play("5g") });
    expect(review(play("5g", "5b"))).toEqual({ ...two, played: play("5g", "5b") });
  });

  it("R-HIDDEN: never judges which face-down card was turned up, since nobody has seen them", () => {
    let flips = 0;
    for (const seed of ["blind-1", "blind-2", "blind-3"]) {
      const state = createGame({ players: 3, seed });
      const rng = createRng(seed);
      for (
        let ply = 0;
        ply < 600 && state.phase !== "over" && state.winner === null;
        ply++
      ) {
        const seat = toAct(state)[0]!;
        const moves = legalMoves(state, seat);
        if (state.phase === "play" && moves.length > 1 && moves.every(isFlip)) {
          const view = viewFor(state, seat);
          const history = state.log.map((e) => redactEvent(e, seat));
          for (const move of moves) {
            expect(reviewDecision(view, history, move, `blind-${flips}`)).toBeNull();
            flips++;
          }
        }
        applyMoveInPlace(state, seat, rng.pick(moves));
      }
    }
    expect(flips).toBeGreaterThan(10);
  });

  it("finds nothing lost by the expert's own choice, and drops for worse moves", () => {
    // A short-deck game played at random: its decisions range from fine to poor.
    const state = createGame({
      players: 2,
      seed: "review",
      options: { colors: ["red", "green"] },
    });
    const rng = createRng("review-moves");
    let worst = 0;
    for (let ply = 0; ply < 120 && state.phase !== "over"; ply++) {
      const seat = toAct(state)[0]!;
      const moves = legalMoves(state, seat);
      const choice = moves.length > 1 && !moves.every(isFlip);
      if (state.phase === "play" && choice && ply % 4 === 0) {
        const view = viewFor(state, seat);
        const history = state.log.map((e) => redactEvent(e, seat));
        const first = reviewDecision(view, history, moves[0]!, "same")!;
        const own = reviewDecision(view, history, first.best, "same")!;
        expect(own.best).toEqual(first.best);
        expect(own.playedChance).toBe(own.bestChance);
        for (const move of moves) {
          const review = reviewDecision(view, history, move, "same")!;
          expect(review.bestChance).toBeGreaterThanOrEqual(review.playedChance);
          worst = Math.max(worst, review.bestChance - review.playedChance);
        }
      }
      applyMoveInPlace(state, seat, rng.pick(moves));
    }
    expect(worst).toBeGreaterThan(0.1);
  });
});
