import type { HintWhy } from "@3u3d/ai/coach";
import { cardInfo } from "@3u3d/engine";
import type { CardCode, Ruleset } from "@3u3d/engine";

// A hint's reason (worked out by the coach in @3u3d/ai) in a player's words.

const PALACE_RANKS: Record<number, string> = {
  11: "jack",
  12: "queen",
  13: "king",
  14: "ace",
};
const COUNTS = ["", "one", "two", "three", "four", "five", "six", "seven", "eight"];

/** "7s", "jacks": the plural a player says for a rank. */
function ranks(ruleset: Ruleset, rank: number): string {
  return ruleset === "palace" && PALACE_RANKS[rank]
    ? `${PALACE_RANKS[rank]}s`
    : `${rank}s`;
}

/** "a 7", "an 8", "a jack". */
function oneOf(ruleset: Ruleset, rank: number): string {
  const word = ruleset === "palace" ? (PALACE_RANKS[rank] ?? String(rank)) : String(rank);
  return `${/^(8|11|18|ace)/.test(word) ? "an" : "a"} ${word}`;
}

const cards = (n: number) => `${n} ${n === 1 ? "card" : "cards"}`;

/** What the card is called when kept for later: "Clear +1", "10". */
function specialName(ruleset: Ruleset, code: CardCode): string {
  const card = cardInfo(ruleset, code);
  if (!card) return code;
  if (ruleset === "palace") return String(card.rank);
  return card.kind === "clear2"
    ? "Clear +2"
    : card.kind === "clear1"
      ? "Clear +1"
      : "Clear";
}

export function hintWords(ruleset: Ruleset, why: HintWhy): string {
  switch (why.kind) {
    case "setup":
      return why.forLeft
        ? "Give your left neighbour your weakest cards to lay face up."
        : "Lay your strongest cards face up: you play them last, when it matters most.";
    case "swap":
      return "Put the stronger card on the table, where it waits for the end of the game.";
    case "keepCards":
      return "No swap would make your table cards stronger: keep them as they are.";
    case "refill":
      return "Draw up to three first: more cards give you more choice for your extra play.";
    case "flip":
      return "Only your face-down cards are left: turn one over and see if it goes.";
    case "pickup":
      return "Nothing you have goes on the pile, so you must pick it up.";
    case "draw":
      return "Draw instead of spending a special card on such a small pile.";
    case "run":
      return ruleset === "palace"
        ? `That makes ${COUNTS[why.count] ?? why.count} ${ranks(ruleset, why.rank)} on top: the pile burns.`
        : `That makes ${COUNTS[why.count] ?? why.count} ${ranks(ruleset, why.rank)} on top, which clears the pile.`;
    case "clear": {
      const name = why.bonus === 2 ? "Clear +2" : why.bonus === 1 ? "Clear +1" : "Clear";
      const takes =
        why.pile > 0
          ? `takes the pile (${cards(why.pile)}) away`
          : "clears the empty pile";
      const extra =
        why.bonus === 2
          ? " and gives you two more plays"
          : why.bonus === 1
            ? " and gives you another play"
            : "";
      return `Your ${name} ${takes}${extra}.`;
    }
    case "burn":
      return why.pile > 0
        ? `A 10 burns the pile (${cards(why.pile)}) and you play again.`
        : "A 10 burns the pile and you play again.";
    case "reset":
      return "A 2 resets the pile: the next player can play anything on it.";
    case "seeThrough":
      return "A 3 is see-through: the next player still has to beat the card under it.";
    case "shed":
      return `Play ${why.count === 2 ? "both" : `all ${COUNTS[why.count] ?? why.count}`} ${ranks(ruleset, why.rank)} at once: fewer cards left to get rid of.`;
    case "keepSpecial":
      return `A plain card goes, so keep your ${specialName(ruleset, why.special)} for later.`;
    case "avoidPair":
      return `Play ${oneOf(ruleset, why.rank)}, not ${oneOf(ruleset, why.avoided)}: a pair of ${ranks(ruleset, why.avoided)} on top would let the next player clear the pile with a third.`;
    case "lowest":
      return "Your lowest card that goes: keep the higher ones for later.";
    case "best":
      return "Tried against many ways the cards you cannot see might lie, this came out best.";
  }
}
