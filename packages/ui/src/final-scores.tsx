import type { CardCode, PlayerView } from "@3u3d/engine";

import { cardLabel } from "./card";

/**
 * The game-over list (R-SCORE): each player's penalty points, the cards that made them,
 * and the cards left on the table that did not count (only the hand counts, unless the
 * table chose the house rule scoreTableCards).
 */
export function FinalScores({
  view,
  nameOf,
}: {
  view: PlayerView;
  nameOf: (seat: number) => string;
}) {
  if (!view.final) return null;
  const { cards, counted, scores } = view.final;
  const list = (codes: CardCode[]) =>
    codes.map((c) => cardLabel(view.ruleset, c)).join(", ");
  return (
    <>
      <p className="scoring-rule">
        {view.options.scoreTableCards
          ? "House rule: every card left counts, table cards too."
          : "Only the cards left in hand count."}
      </p>
      <ul>
        {scores.map((score, seat) => {
          const mine = counted[seat] ?? [];
          const rest = without(cards[seat] ?? [], mine);
          return (
            <li key={seat}>
              {nameOf(seat)}: {score} penalty point{score === 1 ? "" : "s"}
              {mine.length > 0 && `: ${list(mine)}`}
              {rest.length > 0 && ` · not counted (on the table): ${list(rest)}`}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** `all` minus one copy of each card in `taken` (two decks repeat codes). */
function without(all: CardCode[], taken: CardCode[]): CardCode[] {
  const rest = all.slice();
  for (const code of taken) {
    const at = rest.indexOf(code);
    if (at !== -1) rest.splice(at, 1);
  }
  return rest;
}
