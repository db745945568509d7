import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { cardInfo, viewFor } from "@3u3d/engine";
import type { CardCode, GameState, Seat } from "@3u3d/engine";

import { buildKnowledge } from "../src";
import { determinize } from "../src/determinize";
import { createRng } from "../src/rng";
import { configArb, walk } from "./random-games";

const fits = (card: CardCode, ruledOut: readonly ReadonlySet<CardCode>[]) =>
  ruledOut.every((out) => !out.has(card));

/** Can every card be given its own slot that it fits? (Kuhn's augmenting paths.) */
function perfectMatch(
  cards: readonly CardCode[],
  slots: readonly (readonly ReadonlySet<CardCode>[])[],
): boolean {
  if (cards.length !== slots.length) return false;
  const owner: (number | null)[] = slots.map(() => null);
  const place = (c: number, seen: boolean[]): boolean => {
    for (let s = 0; s < slots.length; s++) {
      if (seen[s] || !fits(cards[c] as CardCode, slots[s] ?? [])) continue;
      seen[s] = true;
      const held = owner[s];
      if (held === null || held === undefined || place(held, seen)) {
        owner[s] = c;
        return true;
      }
    }
    return false;
  };
  return cards.every((_, c) =>
    place(
      c,
      slots.map(() => false),
    ),
  );
}

function withoutCards(cards: readonly CardCode[], remove: readonly CardCode[]) {
  const rest = cards.slice();
  for (const card of remove) {
    const at = rest.indexOf(card);
    if (at === -1) return null;
    rest.splice(at, 1);
  }
  return rest;
}

const allCards = (state: GameState) =>
  [
    ...state.draw,
    ...state.pile,
    ...state.removed,
    ...state.seats.flatMap((s) => [...s.hand, ...s.faceUp, ...s.faceDown, ...s.six]),
  ].sort();

describe("what a seat can deduce (R-HIDDEN, R-MUST, R-PICKUP)", () => {
  it("never rules out a seat's real hand, and the worlds dealt from it keep every card", () => {
    let constrained = 0;
    let checked = 0;
    fc.assert(
      fc.property(configArb, fc.nat(), (config, seed) => {
        let step = 0;
        walk(config, seed, (state, viewer, history) => {
          if (state.phase !== "play" || step++ % 3 !== 0) return;
          const view = viewFor(state, viewer);
          const knowledge = buildKnowledge(view, history);
          state.seats.forEach((seat, s: Seat) => {
            if (s === viewer) return;
            const known = knowledge.knownHands[s] ?? [];
            const slots = knowledge.ruledOut[s] ?? [];
            const rest = withoutCards(seat.hand, known);
            expect(rest, `seat ${s} is said to hold ${known.join()}`).not.toBeNull();
            expect(slots).toHaveLength(seat.hand.length - known.length);
            expect(
              perfectMatch(rest ?? [], slots),
              `seat ${s}'s hand ${seat.hand.join()} fits what ${viewer} deduced`,
            ).toBe(true);
            constrained += slots.filter((slot) => slot.length > 0).length;
            checked++;
          });
          const world = determinize(view, knowledge, createRng(`w${step}`));
          expect(allCards(world)).toEqual(allCards(state));
          world.seats.forEach((seat, s) =>
            expect(seat.hand).toHaveLength(state.seats[s]?.hand.length ?? -1),
          );
        });
      }),
      { numRuns: 80 },
    );
    // The deductions must actually happen for the property above to mean anything.
    expect(checked).toBeGreaterThan(1000);
    expect(constrained).toBeGreaterThan(100);
  });

  it("a pick-up from the hand rules out, for every card held, what could have gone on that pile", () => {
    // Two players, walked until seat 1 has just picked up the pile from a hand that
    // held cards seat 0 never saw (its last event is that pick-up).
    let cases = 0;
    for (let g = 0; g < 300 && cases < 20; g++) {
      walk({ players: 2, seed: `pick-${g}` }, g, (state, viewer, history) => {
        if (viewer !== 0 || state.phase !== "play") return;
        const last = [...history].reverse().find((e) => "seat" in e && e.seat === 1);
        if (last?.type !== "pickup" || last.unseen !== undefined) return;
        const knowledge = buildKnowledge(viewFor(state, 0), history);
        const slots = knowledge.ruledOut[1] ?? [];
        if (slots.length === 0) return;
        cases++;
        const top = cardInfo("3up3down", last.cards.at(-1) as CardCode);
        for (const slot of slots) {
          // R-ORDER: what it could not have held is exactly the Clears and the
          // numbers from the top's rank up.
          const ruled = slot.at(-1);
          for (const card of knowledge.deck) {
            const info = cardInfo("3up3down", card);
            const playable = info?.kind !== "number" || info.rank >= (top?.rank ?? 0);
            expect(ruled?.has(card), card).toBe(playable);
          }
        }
      });
    }
    expect(cases).toBeGreaterThanOrEqual(20);
  });
});
