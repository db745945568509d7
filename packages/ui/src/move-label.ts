import type { Move, Ruleset } from "@3u3d/engine";

import { cardLabel } from "./card";

/** A move as a button would say it. */
export function moveLabel(ruleset: Ruleset, move: Move): string {
  const list = (cards: string[]) => cards.map((c) => cardLabel(ruleset, c)).join(", ");
  switch (move.type) {
    case "setup":
      return `Lay face up: ${list(move.faceUp)}`;
    case "play":
      return `Play ${list(move.cards)}`;
    case "flip":
      return `Turn face-down card ${move.index + 1}`;
    case "pickup":
      return "Pick up the pile";
    case "refill":
      return "Draw up to three";
    case "draw":
      return "Draw a card instead";
    case "colorSwap":
      return `Swap ${cardLabel(ruleset, move.hand)} for ${cardLabel(ruleset, move.faceUp)}`;
    case "colorSwapDecline":
      return "Keep my cards";
  }
}
