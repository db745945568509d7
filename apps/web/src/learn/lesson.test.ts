// The guided first game's script, played through the real engine: every step waits
// for one legal move, refuses the others without changing anything, and the lesson
// meets each rule it promises in order, ending with you out first and the bot scored.
import { describe, expect, it } from "vitest";

import {
  applyMove,
  cardInfo,
  legalMoves,
  outcome,
  scoreCards,
  type GameState,
  type Move,
} from "@3u3d/engine";

import { BOT, STEPS, YOU, botAnswers, sameAction, startLesson, takeStep } from "./lesson";
import { LOCALES, messagesFor } from "@3u3d/i18n";

/** Walks the script, calling `visit` before each of your steps. */
function walk(visit?: (state: GameState, index: number) => void): GameState {
  let state = startLesson();
  STEPS.forEach((step, index) => {
    visit?.(state, index);
    const taken = takeStep(state, index, step.move);
    if (!taken.ok) throw new Error(`step ${index} (${step.id}) refused its own move`);
    state = taken.state;
    for (const next of botAnswers(state, index)) state = next;
  });
  return state;
}

const rank = (card: string) => cardInfo("3up3down", card)?.rank ?? 0;

describe("Learn to play: the script", () => {
  it("each step waits for a legal move of yours, on your turn", () => {
    walk((state, index) => {
      const legal = legalMoves(state, YOU);
      expect(legal.length, STEPS[index]!.id).toBeGreaterThan(0);
      expect(
        legal.some((m) => sameAction(m, STEPS[index]!.move)),
        `${STEPS[index]!.id} waits for a legal move`,
      ).toBe(true);
      expect(legalMoves(state, BOT)).toEqual([]);
    });
  });

  it("a wrong move is refused and changes nothing; the step's own is played", () => {
    let refusals = 0;
    walk((state, index) => {
      const before = JSON.stringify(state);
      for (const move of legalMoves(state, YOU)) {
        if (sameAction(move, STEPS[index]!.move)) continue;
        expect(takeStep(state, index, move)).toEqual({ ok: false });
        refusals++;
      }
      expect(JSON.stringify(state)).toBe(before);
    });
    // Most steps offer other moves, so refusing kindly is no dead code.
    expect(refusals).toBeGreaterThan(STEPS.length);
  });

  it("the same cards in another order are the same move; another card of the rank is not", () => {
    expect(sameAction({ type: "play", cards: ["6g", "6r"] }, STEPS[3]!.move)).toBe(true);
    expect(sameAction({ type: "play", cards: ["6r"] }, STEPS[3]!.move)).toBe(false);
    expect(sameAction({ type: "flip", index: 1 }, { type: "flip", index: 0 })).toBe(
      false,
    );
    expect(sameAction({ type: "pickup" }, { type: "refill" })).toBe(false);
  });

  it("meets every rule it promises, in the order a newcomer needs them", () => {
    const seen: string[] = [];
    walk((state, index) => {
      const step = STEPS[index]!;
      const move: Move = step.move;
      const me = state.seats[YOU]!;
      const top = state.pile.at(-1);
      const after = applyMove(state, YOU, move);
      switch (step.id) {
        case "setup":
          expect(state.phase).toBe("setup");
          break;
        case "equal":
          // R-ORDER: equal to the top card.
          expect(move.type === "play" && rank(move.cards[0]!)).toBe(rank(top!));
          break;
        case "multiples":
        case "handFirst":
          expect(move.type === "play" && move.cards.length).toBeGreaterThan(1);
          break;
        case "triple":
          // R-TRIPLE: the pile is gone and the turn passed.
          expect(after.pile).toEqual([]);
          expect(after.current).toBe(BOT);
          break;
        case "clear":
          expect(after.pile).toEqual([]);
          expect(after.current).toBe(BOT);
          break;
        case "clearPlusOne":
          expect(after.owed).toBe(1);
          break;
        case "refill":
          expect(after.seats[YOU]!.hand).toHaveLength(3);
          break;
        case "pickup":
          // R-MUST: picking up is the only move.
          expect(legalMoves(state, YOU)).toEqual([{ type: "pickup" }]);
          break;
        case "faceUp":
          // R-ZONE: face-up cards once the hand and the draw pile are empty, in multiples.
          expect(move.type === "play" && move.cards.length).toBe(2);
          expect(me.hand).toEqual([]);
          expect(state.draw).toEqual([]);
          break;
        case "clearPlusTwo":
          expect(me.faceUp).toEqual(["C2g"]);
          expect(after.owed).toBe(2);
          break;
        case "faceDown":
        case "owedFlip":
          expect(state.owed).toBeGreaterThan(0);
          expect(me.faceUp).toEqual([]);
          break;
        case "goOut":
          expect(me.faceDown).toHaveLength(1);
          expect(after.winner).toBe(YOU);
          break;
      }
      seen.push(step.id);
    });
    expect(seen).toEqual(STEPS.map((s) => s.id));
    // The coach has a line for every step, in every language.
    for (const locale of LOCALES) {
      const lines: Record<string, { say?: string }> = messagesFor(locale).tutorial.steps;
      for (const id of seen) expect(lines[id]?.say, `${locale} ${id}`).toBeTruthy();
    }
  });

  it("ends with you out first and the bot scored on its hand alone", () => {
    const end = walk();
    const result = outcome(end);
    expect(result).toMatchObject({ finished: true, winner: YOU, order: [YOU] });
    const bot = end.seats[BOT]!;
    expect(bot.hand.sort()).toEqual(["10b", "10g"]);
    expect(result.scores).toEqual([0, scoreCards("3up3down", bot.hand)]);
    expect(result.scores[BOT]).toBe(20); // the coach's last line says so
    // Its table cards are still there and do not count (R-SCORE).
    expect(bot.faceUp.length + bot.faceDown.length).toBe(6);
  });

  it("is the same game every time", () => {
    expect(JSON.stringify(walk())).toBe(JSON.stringify(walk()));
  });
});
