// Engine invariants over thousands of random games (fast-check): cards are never
// created or lost, legal moves are accepted and illegal ones refused without a trace,
// views never leak, games finish, replays are exact, the end is scored as R-SCORE says.
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  applyMove,
  applyMoveInPlace,
  cardInfo,
  cloneState,
  colorsMatter,
  createGame,
  IllegalMoveError,
  legalMoves,
  replay,
  scoreCards,
  toAct,
  viewFor,
} from "../src";
import type { GameConfig, GameState, Move, Seat } from "../src";
import { activeZone } from "../src/turn";
import { nextInt, seedRng } from "../src/rng";
import { allCards } from "./helpers";
import { secretsFor } from "../src/testing";

const RUNS = Number(process.env.FAST_CHECK_RUNS ?? 1);
const runs = (n: number) => Math.max(1, Math.round(n * RUNS));

// Seeds carry a marker so a leak of the seed into a view can be spotted.
const SEED_MARK = "s33d~";
const seedArb = fc.string({ maxLength: 8 }).map((s) => `${SEED_MARK}${s}`);

const configArb: fc.Arbitrary<GameConfig> = fc.oneof(
  fc.record({
    ruleset: fc.constant("3up3down" as const),
    players: fc.integer({ min: 2, max: 12 }),
    seed: seedArb,
    options: fc.record({
      continueAfterWinner: fc.boolean(),
      drawInsteadOfPlay: fc.boolean(),
      reverseOnOne: fc.boolean(),
      swap: fc.constantFrom("none" as const, "random" as const, "chooseForLeft" as const),
      colorFour: fc.boolean(),
      scoreTableCards: fc.boolean(),
    }),
  }),
  fc.record({
    ruleset: fc.constant("3up3down" as const),
    players: fc.integer({ min: 2, max: 3 }),
    seed: seedArb,
    options: fc.record({
      colors: fc.constantFrom<string[]>(
        ["red", "green", "blue"],
        ["orange", "pink", "yellow", "purple"],
      ),
      colorFour: fc.boolean(),
    }),
  }),
  fc.record({
    ruleset: fc.constant("palace" as const),
    players: fc.integer({ min: 2, max: 5 }),
    seed: seedArb,
    options: fc.record({
      continueAfterWinner: fc.boolean(),
      drawInsteadOfPlay: fc.boolean(),
      swap: fc.constantFrom("none" as const, "random" as const, "chooseForLeft" as const),
      equalAllowed: fc.boolean(),
      scoreTableCards: fc.boolean(),
    }),
  }),
);

/** Plays a random game, calling `check` before every move. */
function walk(
  config: GameConfig,
  moveSeed: number,
  check: (state: GameState, seat: Seat, moves: Move[], step: number) => void,
) {
  const state = createGame(config);
  const rng = seedRng(String(moveSeed));
  const record: { seat: Seat; move: Move }[] = [];
  for (let step = 0; state.phase !== "over"; step++) {
    if (step > 60_000) throw new Error("game did not finish");
    const actors = toAct(state);
    if (actors.length === 0) expect(actors.length).toBeGreaterThan(0);
    const seat = actors[nextInt(rng, actors.length)]!;
    const moves = legalMoves(state, seat);
    if (moves.length === 0)
      expect(moves.length, "a seat to act always has a move").toBeGreaterThan(0);
    check(state, seat, moves, step);
    const move = moves[nextInt(rng, moves.length)]!;
    applyMoveInPlace(state, seat, move);
    record.push({ seat, move });
  }
  return { state, record };
}

// Sized by count (fast-check runs): no wall-clock guard (vitest.config.ts). Checks
// made at every step call expect only when they fail: an expect call costs more than
// the check itself, and was a third of this file's CPU at every step of every game.
describe("engine properties", () => {
  it("cards are conserved, applyMove is pure, trusted = checked, games finish, replays are exact", () => {
    fc.assert(
      fc.property(configArb, fc.nat(), (config, moveSeed) => {
        const deck = allCards(createGame(config)).join();
        expect(JSON.stringify(createGame(config))).toBe(
          JSON.stringify(createGame(config)),
        );
        const { state, record } = walk(config, moveSeed, (s, seat, moves, step) => {
          const cards = allCards(s).join();
          if (cards !== deck) expect(cards).toBe(deck);
          if (step % 7 === 0) {
            const before = JSON.stringify(s);
            const next = applyMove(s, seat, moves[0]!);
            expect(JSON.stringify(s)).toBe(before);
            expect(allCards(next).join()).toBe(deck);
            expect(JSON.stringify(cloneState(s))).toBe(
              JSON.stringify(structuredClone(s)),
            );
            // The trusted fast path (simulations) does exactly what the checked one does.
            const move = moves[moves.length - 1]!;
            const trusted = cloneState(s);
            applyMoveInPlace(trusted, seat, move, { trusted: true });
            expect(JSON.stringify(trusted)).toBe(
              JSON.stringify(applyMove(s, seat, move)),
            );
          }
        });
        expect(state.phase).toBe("over");
        expect(allCards(state).join()).toBe(deck);
        // R-SCORE: the end shows every card left; the points are those of the cards
        // that count: the hand, or every card with scoreTableCards; none once out.
        const final = viewFor(state, null).final!;
        state.seats.forEach((seat, i) => {
          expect(final.cards[i]!.length).toBe(
            seat.hand.length + seat.faceUp.length + seat.faceDown.length,
          );
          const counted =
            seat.out || i === state.winner
              ? []
              : state.config.options.scoreTableCards
                ? final.cards[i]
                : seat.hand;
          expect(final.counted[i]).toEqual(counted);
          expect(final.scores[i]).toBe(scoreCards(state.config.ruleset, counted!));
        });
        expect(JSON.stringify(replay(config, record))).toBe(JSON.stringify(state));
      }),
      { numRuns: runs(1000) },
    );
  });

  it("every listed move is accepted; every other move is refused and changes nothing", () => {
    fc.assert(
      fc.property(configArb, fc.nat(), (config, moveSeed) => {
        const rng = seedRng(`illegal-${moveSeed}`);
        walk(config, moveSeed, (s, seat, moves, step) => {
          if (step % 3 !== 0) return;
          for (const move of moves) applyMove(s, seat, move); // must not throw
          const before = JSON.stringify(s);
          for (let i = 0; i < 6; i++) {
            const { seat: who, move } = randomCandidate(s, seat, rng);
            const keys = new Set(legalMoves(s, who).map((m) => moveKey(s, m)));
            const legal = keys.has(moveKey(s, move)) && cardsHeld(s, who, move);
            const copy = cloneState(s);
            let error: unknown = null;
            try {
              applyMoveInPlace(copy, who, move);
            } catch (e) {
              error = e;
            }
            if (legal) {
              if (error !== null)
                expect(error, `${JSON.stringify(move)} should be legal`).toBeNull();
            } else {
              if (!(error instanceof IllegalMoveError))
                expect(
                  error,
                  `${JSON.stringify(move)} by ${who} should be refused`,
                ).toBeInstanceOf(IllegalMoveError);
              const after = JSON.stringify(copy);
              if (after !== before) expect(after).toBe(before);
            }
          }
        });
      }),
      { numRuns: runs(250) },
    );
  });

  it("no view holds a card its seat may not know (R-HIDDEN)", () => {
    fc.assert(
      fc.property(configArb, fc.nat(), (config, moveSeed) => {
        walk(config, moveSeed, (s, _seat, _moves, step) => {
          if (step % 2 !== 0) return;
          for (
            let viewer: Seat | null = -1;
            viewer === -1 || (viewer !== null && viewer < s.config.players);
            viewer = viewer === -1 ? null : viewer === null ? 0 : viewer + 1
          ) {
            const v = viewer === -1 ? null : viewer;
            const text = JSON.stringify(viewFor(s, v));
            const leaked = [...secretsFor(s, v)].filter((secret) =>
              text.includes(`"${secret}"`),
            );
            if (leaked.length > 0)
              expect(leaked, `view of ${String(v)} leaks`).toEqual([]);
            if (text.includes(SEED_MARK)) expect(text).not.toContain(SEED_MARK);
          }
        });
      }),
      { numRuns: runs(200) },
    );
  });
});

/** Are the cards a move names really in the zone it must come from? */
function cardsHeld(s: GameState, seat: Seat, move: Move): boolean {
  const me = s.seats[seat]!;
  const from =
    move.type === "setup"
      ? me.six
      : move.type === "play"
        ? me.hand.length > 0
          ? me.hand
          : me.faceUp
        : null;
  const cards =
    move.type === "setup" ? move.faceUp : move.type === "play" ? move.cards : null;
  if (!from || !Array.isArray(cards)) return true;
  const rest = from.slice();
  for (const card of cards) {
    const at = rest.indexOf(card);
    if (at === -1) return false;
    rest.splice(at, 1);
  }
  return true;
}

/** Moves that do the same thing get the same key (see legal.ts on "distinct"). */
function moveKey(s: GameState, move: Move): string {
  const norm = (cards: unknown) =>
    !Array.isArray(cards)
      ? `invalid:${String(cards)}`
      : colorsMatter(s.config)
        ? [...(cards as string[])].sort().join(",")
        : cards
            .map((c: string) => cardInfo(s.config.ruleset, c)?.group ?? c)
            .sort()
            .join(",");
  switch (move.type) {
    case "play":
      return `play:${norm(move.cards)}`;
    case "setup":
      return `setup:${norm(move.faceUp)}`;
    case "flip":
      return `flip:${move.index}`;
    case "colorSwap":
      return `colorSwap:${move.hand}/${move.faceUp}`;
    default:
      return move.type;
  }
}

/** A move that might be legal or not: mostly plausible, sometimes nonsense. */
function randomCandidate(
  s: GameState,
  seat: Seat,
  rng: ReturnType<typeof seedRng>,
): { seat: Seat; move: Move } {
  const pick = <T>(items: readonly T[]): T | undefined =>
    items[nextInt(rng, items.length)];
  const who = nextInt(rng, 5) === 0 ? nextInt(rng, s.config.players) : seat;
  const me = s.seats[who]!;
  const zone = activeZone(s, me);
  const zoneCards =
    s.phase === "setup" ? me.six : zone && zone !== "faceDown" ? me[zone] : me.hand;
  const someCards = (from: readonly string[], max: number) => {
    const cards: string[] = [];
    const n = 1 + nextInt(rng, max);
    for (let i = 0; i < n; i++) {
      const c = pick(from);
      if (c !== undefined) cards.push(c);
    }
    return cards;
  };
  const everything = allCards(s);
  const moves: Move[] = [
    { type: "play", cards: someCards(zoneCards, 3) },
    { type: "play", cards: someCards(everything, 2) },
    { type: "play", cards: [] },
    { type: "setup", faceUp: someCards(me.six.length > 0 ? me.six : everything, 4) },
    { type: "flip", index: nextInt(rng, 5) - 1 },
    { type: "pickup" },
    { type: "refill" },
    { type: "draw" },
    { type: "colorSwap", hand: pick(me.hand) ?? "1r", faceUp: pick(me.faceUp) ?? "2r" },
    { type: "colorSwapDecline" },
    { type: "nonsense" } as unknown as Move,
    { type: "play", cards: "5r" } as unknown as Move,
  ];
  return { seat: who, move: pick(moves)! };
}
