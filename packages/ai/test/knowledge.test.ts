import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { cardInfo, createGame, viewFor } from "@3u3d/engine";
import type { CardCode, GameState, Seat } from "@3u3d/engine";

import { buildKnowledge } from "../src";
import { chooseHeuristic, situationFromState } from "../src/bots/heuristic";
import { determinize } from "../src/determinize";
import { deckFor } from "../src/knowledge";
import { ruledOutByPlay } from "../src/play-reading";
import { createRng } from "../src/rng";
import { configArb, walk, type Chooser } from "./random-games";

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
            // expect only on a failure: at every third step of 80 games its own
            // bookkeeping cost more than the checks.
            if (rest === null)
              expect(rest, `seat ${s} is said to hold ${known.join()}`).not.toBeNull();
            if (slots.length !== seat.hand.length - known.length)
              expect(slots).toHaveLength(seat.hand.length - known.length);
            if (!perfectMatch(rest ?? [], slots))
              expect.fail(
                `seat ${s}'s hand ${seat.hand.join()} does not fit what ${viewer} deduced`,
              );
            constrained += slots.filter((slot) => slot.length > 0).length;
            checked++;
          });
          const world = determinize(view, knowledge, createRng(`w${step}`));
          const dealt = allCards(world);
          if (dealt.join() !== allCards(state).join())
            expect(dealt).toEqual(allCards(state));
          world.seats.forEach((seat, s) => {
            if (seat.hand.length !== state.seats[s]?.hand.length)
              expect(seat.hand).toHaveLength(state.seats[s]?.hand.length ?? -1);
          });
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

describe("reading plays as the Card shark's (play-reading.ts)", () => {
  const asCardShark: Chooser = (state, seat, moves, rng) =>
    chooseHeuristic(situationFromState(state, seat), moves, rng);

  it("never rules out the real hand of a Card shark, and reads more than the rules alone", () => {
    let byRules = 0;
    let byReading = 0;
    let checked = 0;
    fc.assert(
      fc.property(
        configArb.filter((config) => config.ruleset === "3up3down"),
        fc.nat(),
        (config, seed) => {
          let step = 0;
          walk(
            config,
            seed,
            (state, viewer, history) => {
              if (state.phase !== "play" || step++ % 3 !== 0) return;
              const view = viewFor(state, viewer);
              const rules = buildKnowledge(view, history);
              const read = buildKnowledge(view, history, "card-shark");
              state.seats.forEach((seat, s: Seat) => {
                if (s === viewer) return;
                const rest = withoutCards(seat.hand, read.knownHands[s] ?? []) ?? [];
                const slots = read.ruledOut[s] ?? [];
                expect(
                  perfectMatch(rest, slots),
                  `seat ${s}'s hand ${seat.hand.join()} fits what ${viewer} read`,
                ).toBe(true);
                byReading += slots.filter((slot) => slot.length > 0).length;
                byRules += (rules.ruledOut[s] ?? []).filter(
                  (slot) => slot.length > 0,
                ).length;
                checked++;
              });
            },
            asCardShark,
          );
        },
      ),
      { numRuns: 25 },
    );
    expect(checked).toBeGreaterThan(1000);
    // Measured: about 2.7 times as many hand cards with something ruled out.
    expect(byReading).toBeGreaterThan(2 * byRules);
  });

  describe("what one play rules out", () => {
    const { options } = createGame({ ruleset: "3up3down", players: 2, seed: "r" }).config;
    const kinds = [...new Set(deckFor("3up3down", 1, options.colors))];
    const numbersOf = (cards: Set<CardCode> | null) =>
      [...new Set([...(cards ?? [])].map((c) => cardInfo("3up3down", c)?.rank))].sort(
        (a, b) => (a ?? 0) - (b ?? 0),
      );
    const read = (pile: CardCode[], played: CardCode[] | null) =>
      ruledOutByPlay("3up3down", options, kinds, pile, played);

    it("a number shed on a pile: nothing playable two ranks below it or lower was held", () => {
      // It might have passed over a 7 or 8 that would have left a pair on top.
      expect(numbersOf(read(["2r"], ["9b"]))).toEqual([2, 3, 4, 5, 6]);
    });

    it("a play that leaves a pair on top: nothing playable below it, and no third copy", () => {
      expect(numbersOf(read(["2r"], ["6b", "6r"]))).toEqual([2, 3, 4, 5, 6]);
      expect(numbersOf(read(["3y", "7r"], ["7b"]))).toEqual([7]);
    });

    it("a Clear, or a draw by choice: no number could go", () => {
      expect(numbersOf(read(["4r"], ["Cr"]))).toEqual([4, 5, 6, 7, 8, 9, 10]);
      expect(numbersOf(read(["8r"], null))).toEqual([8, 9, 10]);
      expect(read(["8r"], ["Cr"])?.has("Cb")).toBe(false);
    });

    it("reads nothing in palace", () => {
      const palace = createGame({ ruleset: "palace", players: 2, seed: "r" }).config;
      const deck = [...new Set(deckFor("palace", 1, palace.options.colors))];
      expect(ruledOutByPlay("palace", palace.options, deck, ["5H"], ["9S"])).toBeNull();
    });
  });
});
