// Random tables of both rulesets and random walks through their games, with each
// seat's redacted history: shared by the bot and knowledge tests.
import fc from "fast-check";

import {
  applyMoveInPlace,
  createGame,
  legalMoves,
  redactEvent,
  toAct,
} from "@3u3d/engine";
import type { GameConfig, GameEvent, GameState, Move, Seat } from "@3u3d/engine";

import { createRng, type Rng } from "../src/rng";

export const configArb: fc.Arbitrary<GameConfig> = fc.oneof(
  fc.record({
    ruleset: fc.constant("3up3down" as const),
    players: fc.integer({ min: 2, max: 8 }),
    seed: fc.string({ maxLength: 6 }),
    options: fc.record({
      continueAfterWinner: fc.boolean(),
      drawInsteadOfPlay: fc.boolean(),
      reverseOnOne: fc.boolean(),
      swap: fc.constantFrom("none" as const, "random" as const, "chooseForLeft" as const),
      colorFour: fc.boolean(),
    }),
  }),
  fc.record({
    ruleset: fc.constant("palace" as const),
    players: fc.integer({ min: 2, max: 5 }),
    seed: fc.string({ maxLength: 6 }),
    options: fc.record({
      continueAfterWinner: fc.boolean(),
      drawInsteadOfPlay: fc.boolean(),
      swap: fc.constantFrom("none" as const, "chooseForLeft" as const),
      equalAllowed: fc.boolean(),
    }),
  }),
);

/** How a walk picks the move of the seat to act; at random unless told otherwise. */
export type Chooser = (state: GameState, seat: Seat, moves: Move[], rng: Rng) => Move;

/** Walks a random game; at some steps asks every bot what it would do for the seat to act. */
export function walk(
  config: GameConfig,
  seed: number,
  visit: (state: GameState, seat: Seat, history: GameEvent[]) => void,
  choose: Chooser = (_state, _seat, moves, rng) => rng.pick(moves),
) {
  const state = createGame(config);
  const rng = createRng(`walk-${seed}`);
  const histories: GameEvent[][] = Array.from({ length: config.players }, () => []);
  let seen = 0;
  while (state.phase !== "over") {
    for (const event of state.log)
      if (event.seq > seen) histories.forEach((h, s) => h.push(redactEvent(event, s)));
    seen = state.eventSeq;
    const actors = toAct(state);
    const seat = rng.pick(actors);
    visit(state, seat, histories[seat]!);
    applyMoveInPlace(state, seat, choose(state, seat, legalMoves(state, seat), rng));
  }
}
