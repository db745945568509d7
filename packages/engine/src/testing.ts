// Test support for R-HIDDEN, shared by the engine's and the server's leak tests.
// Written from the rules, not from viewFor, so it can catch viewFor's mistakes.
import type { GameEvent, GameState, Seat } from "./types";

/** Cards the viewer may not know: hidden somewhere and never shown publicly. */
export function secretsFor(s: GameState, viewer: Seat | null): Set<string> {
  // Once the game is over every remaining card is shown: it is what the penalty points are.
  if (s.phase === "over") return new Set();
  const known = new Set<string>([...s.pile, ...s.removed]);
  s.seats.forEach((seat, i) => {
    if (s.phase !== "setup") seat.faceUp.forEach((c) => known.add(c));
    if (i === viewer)
      [...seat.hand, ...seat.six, ...(seat.chosen ?? [])].forEach((c) => known.add(c));
  });
  for (const event of s.log) for (const c of publicCards(event, viewer)) known.add(c);
  const hidden = new Set<string>(s.draw);
  s.seats.forEach((seat, i) => {
    seat.faceDown.forEach((c) => hidden.add(c));
    if (i !== viewer)
      [
        ...seat.hand,
        ...seat.six,
        ...(seat.chosen ?? []),
        ...(s.phase === "setup" ? seat.faceUp : []),
      ].forEach((c) => hidden.add(c));
  });
  for (const c of known) hidden.delete(c);
  return hidden;
}

function publicCards(event: GameEvent, viewer: Seat | null): string[] {
  switch (event.type) {
    case "play":
      return event.cards;
    case "pickup":
      return event.seat === viewer && event.unseen
        ? [...event.cards, event.unseen]
        : event.cards;
    case "draw":
      return event.seat === viewer ? (event.cards ?? []) : [];
    case "colorSwap":
      return [event.hand, event.faceUp];
    default:
      return [];
  }
}
