// One key per position up to what cannot change the game from here on, so the exact
// search (solver.ts) visits each position once and sees a cycle of pick-ups as a cycle.
// In 3UP 3DOWN without E-COLOR4 cards of one group (one number, or one kind of Clear)
// are interchangeable, so each zone is a multiset of groups; face-down cards are a
// multiset too, because every one of them may be turned (the puzzle is open-handed).
// Of the pile only three things matter: what it holds (a pick-up takes it all), the
// group on top (what may follow) and how many of that number lie on top (R-TRIPLE).
import { cardInfo } from "@3u3d/engine";
import type { CardCode, GameState } from "@3u3d/engine";

function groupOf(code: CardCode): number {
  const card = cardInfo("3up3down", code);
  if (!card) throw new Error(`"${code}" is not a 3UP 3DOWN card`);
  return card.group;
}

function zoneKey(codes: readonly CardCode[]): string {
  return codes
    .map(groupOf)
    .sort((a, b) => a - b)
    .join(",");
}

function pileKey(pile: readonly CardCode[]): string {
  const top = pile[pile.length - 1];
  if (top === undefined) return "";
  const topGroup = groupOf(top);
  let run = 1;
  while (
    run < pile.length &&
    groupOf(pile[pile.length - 1 - run] as CardCode) === topGroup
  )
    run++;
  return `${zoneKey(pile)}^${topGroup}x${run}`;
}

/** The canonical key of a 2-player 3UP 3DOWN position with an empty draw pile. */
export function positionKey(state: GameState): string {
  if (state.phase === "over") return `over:${String(state.winner)}`;
  const seats = state.seats
    .map(
      (seat) => `${zoneKey(seat.hand)}/${zoneKey(seat.faceUp)}/${zoneKey(seat.faceDown)}`,
    )
    .join("|");
  return `${state.current}:${state.owed}:${seats}|${pileKey(state.pile)}`;
}

/**
 * Whether the exact search handles this position: two players, the play phase, the draw
 * pile empty (nothing left to chance) and no rule that makes colours or direction count.
 */
export function isSolvable(state: GameState): boolean {
  const { config } = state;
  return (
    config.ruleset === "3up3down" &&
    config.players === 2 &&
    state.phase === "play" &&
    state.draw.length === 0 &&
    !config.options.colorFour &&
    !config.options.drawInsteadOfPlay &&
    !config.options.continueAfterWinner &&
    !state.colorSwapPending
  );
}
