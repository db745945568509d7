import type { CardCode, GameEvent, Ruleset, Seat } from "@3u3d/engine";

import { cardLabel } from "./card";

// What happened, in words, for the table's history and screen-reader announcements.
// The viewer is "You" with the verb to match ("You play", "Alice plays").

export interface Names {
  /** A seat's name as this viewer says it ("You" for their own seat). */
  nameOf: (seat: number) => string;
  /** The viewer's seat; null for a spectator. */
  me: Seat | null;
}

/** "1 card", "2 cards". */
export const cardCount = (n: number) => `${n} card${n === 1 ? "" : "s"}`;

/** "blue 5", "blue 5 and red 5", "blue 5, red 5 and green 5". */
export function cardList(ruleset: Ruleset, cards: readonly CardCode[]): string {
  const names = cards.map((c) => cardLabel(ruleset, c));
  return names.length < 2
    ? (names[0] ?? "")
    : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

const ORDINAL = ["1st", "2nd", "3rd"];
const ordinal = (n: number) => ORDINAL[n - 1] ?? `${n}th`;

export function eventLabel(ruleset: Ruleset, event: GameEvent, names: Names): string {
  const cards = (list: readonly CardCode[]) => cardList(ruleset, list);
  const who = (seat: number) => names.nameOf(seat);
  // The verb agrees with its subject: "You play" but "Alice plays".
  const verb = (seat: number, you: string, other: string) =>
    seat === names.me ? you : other;
  switch (event.type) {
    case "start":
      return `The game begins: ${who(event.firstSeat)} ${verb(event.firstSeat, "go", "goes")} first.`;
    case "play":
      if (event.from === "faceDown")
        return `${who(event.seat)} ${verb(event.seat, "turn", "turns")} over ${cards(event.cards)} and ${verb(event.seat, "play", "plays")} it.`;
      return `${who(event.seat)} ${verb(event.seat, "play", "plays")} ${cards(event.cards)}${
        event.from === "faceUp" ? " from the table" : ""
      }.`;
    case "pickup": {
      // A face-down card that could not be played joins the pile in the hand; only
      // its owner learns what it was (the others see `unseen: null`).
      if ("unseen" in event && event.unseen !== undefined) {
        const total = cardCount(event.cards.length + 1);
        return event.unseen
          ? `${who(event.seat)} ${verb(event.seat, "turn", "turns")} over ${cardLabel(ruleset, event.unseen)}, which cannot be played, and ${verb(event.seat, "pick", "picks")} up the pile (${total}).`
          : `${who(event.seat)} ${verb(event.seat, "turn", "turns")} over a face-down card that cannot be played and ${verb(event.seat, "pick", "picks")} up the pile (${total}).`;
      }
      return `${who(event.seat)} ${verb(event.seat, "pick", "picks")} up the pile (${cardCount(event.cards.length)}).`;
    }
    case "clear": {
      const gone = `${cardCount(event.count)} ${event.count === 1 ? "leaves" : "leave"} the game`;
      return event.by === "triple"
        ? `Three of a kind in a row: the pile is cleared (${gone}).`
        : event.by === "four"
          ? `Four of a kind: the pile is burned (${gone}).`
          : event.by === "ten"
            ? `A 10 burns the pile (${gone}).`
            : `The pile is cleared (${gone}).`;
    }
    case "reverse":
      return `${who(event.seat)} ${verb(event.seat, "reverse", "reverses")} the direction of play.`;
    case "draw": {
      const seen = event.cards?.length ? ` (${cards(event.cards)})` : "";
      return event.reason === "choice"
        ? `${who(event.seat)} ${verb(event.seat, "draw", "draws")} a card instead of playing${seen}.`
        : `${who(event.seat)} ${verb(event.seat, "draw", "draws")} ${cardCount(event.count)}${seen}.`;
    }
    case "colorSwap":
      return `${who(event.seat)} ${verb(event.seat, "swap", "swaps")} ${cardLabel(ruleset, event.hand)} for ${cardLabel(ruleset, event.faceUp)}.`;
    case "colorSwapDecline":
      return `${who(event.seat)} ${verb(event.seat, "keep", "keeps")} ${verb(event.seat, "your", "their")} cards.`;
    case "out":
      return `${who(event.seat)} ${verb(event.seat, "are", "is")} out (${ordinal(event.place)} place).`;
    case "over":
      return event.stalemate
        ? "Stalemate: the turn limit has been reached."
        : event.winner === null
          ? "The game is over."
          : `${who(event.winner)} ${verb(event.winner, "win", "wins")} the game!`;
  }
}
