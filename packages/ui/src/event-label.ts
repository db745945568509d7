import type { GameEvent, Ruleset } from "@3u3d/engine";

import { cardLabel } from "./card";

/** What happened, in words, for the table's log and screen-reader announcements. */
export function eventLabel(
  ruleset: Ruleset,
  event: GameEvent,
  nameOf: (seat: number) => string,
): string {
  const cards = (list: string[]) => list.map((c) => cardLabel(ruleset, c)).join(", ");
  switch (event.type) {
    case "start":
      return `The game begins: ${nameOf(event.firstSeat)} goes first.`;
    case "play":
      return `${nameOf(event.seat)} plays ${cards(event.cards)}${
        event.from === "faceDown" ? " from the face-down cards" : ""
      }.`;
    case "pickup":
      return `${nameOf(event.seat)} picks up the pile (${event.cards.length + (event.unseen ? 1 : 0)} cards).`;
    case "clear":
      return event.by === "triple"
        ? "Three in a row: the pile is cleared."
        : event.by === "four"
          ? "Four of a kind: the pile is burned."
          : event.by === "ten"
            ? "A 10 burns the pile."
            : "The pile is cleared.";
    case "reverse":
      return `Play now goes ${event.direction === 1 ? "to the left" : "to the right"}.`;
    case "draw":
      return `${nameOf(event.seat)} draws ${event.count} card${event.count === 1 ? "" : "s"}.`;
    case "colorSwap":
      return `${nameOf(event.seat)} swaps ${cardLabel(ruleset, event.hand)} for ${cardLabel(ruleset, event.faceUp)}.`;
    case "colorSwapDecline":
      return `${nameOf(event.seat)} keeps their cards.`;
    case "out":
      return `${nameOf(event.seat)} is out (place ${event.place}).`;
    case "over":
      return event.stalemate
        ? "Stalemate: the turn limit has been reached."
        : event.winner === null
          ? "The game is over."
          : `${nameOf(event.winner)} wins the game!`;
  }
}
