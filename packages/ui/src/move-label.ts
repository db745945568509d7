import type { Move, Ruleset } from "@3u3d/engine";
import { cardName } from "@3u3d/i18n/card-name";
import { msg, type Msg } from "@3u3d/i18n/msg";

import { cardList } from "./event-label";

// A move in words, in the catalogue's "table" namespace (table.moves), two ways: as a button says it
// ("Keep my cards") and as a choice told back to the player ("keep your cards", for
// "You chose to …" in the post-game analysis) — a button's words told back read wrong.

export type MoveVoice = "button" | "choice";

/** A move as a button would say it, or (`choice`) as the player's choice told back. */
export function moveLabel(
  ruleset: Ruleset,
  move: Move,
  voice: MoveVoice = "button",
): Msg {
  const id = (name: string) => `table.moves.${voice}.${name}`;
  switch (move.type) {
    case "setup":
      return msg(id("setup"), { cards: cardList(ruleset, move.faceUp) });
    case "play":
      return msg(id("play"), { cards: cardList(ruleset, move.cards) });
    case "flip":
      return msg(id("flip"), { number: move.index + 1 });
    case "pickup":
      return msg(id("pickup"));
    case "refill":
      return msg(id("refill"));
    case "draw":
      return msg(id("draw"));
    case "colorSwap":
      return msg(id("colorSwap"), {
        hand: cardName(ruleset, move.hand),
        faceUp: cardName(ruleset, move.faceUp),
      });
    case "colorSwapDecline":
      return msg(id("colorSwapDecline"));
  }
}
