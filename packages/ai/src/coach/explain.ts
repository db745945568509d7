// Why a move is good, as data: the hint's one-line reason. It is worked out from the
// seat's own view alone (its cards, the pile, the legal moves), so it can never give
// away a hidden card. The words are the table's job (@3u3d/ui hintWords).
import { cardInfo } from "@3u3d/engine";
import type { CardCode, GameEvent, Move, PlayerView, Ruleset } from "@3u3d/engine";

import { legalMovesFromView } from "../legal";
import { isSpecial, strength } from "../strength";

export type HintWhy =
  /** R-SETUP: strong cards face up, or the weakest ones when choosing for the left seat. */
  | { kind: "setup"; forLeft: boolean }
  /** E-COLOR4: a stronger card onto the table, or no swap worth making. */
  | { kind: "swap" }
  | { kind: "keepCards" }
  /** R-BONUS: draw up to three before an owed play. */
  | { kind: "refill" }
  /** Only face-down cards are left (R-ZONE). */
  | { kind: "flip" }
  /** Nothing goes on the pile (R-MUST, R-PICKUP). */
  | { kind: "pickup" }
  /** E-DRAW: draw instead of spending a special card on a small pile. */
  | { kind: "draw" }
  /** The play makes `count` of `rank` on top: three clear it (R-TRIPLE), four burn it (R-P-FOUR). */
  | { kind: "run"; rank: number; count: number }
  /** A Clear (R-CLEAR) takes a pile of `pile` cards, with `bonus` extra plays. */
  | { kind: "clear"; pile: number; bonus: number }
  /** palace: a 10 burns the pile (R-P-TEN), a 2 resets it (R-P-TWO), a 3 is see-through (R-P-THREE). */
  | { kind: "burn"; pile: number }
  | { kind: "reset" }
  | { kind: "seeThrough" }
  /** Several cards of one rank at once (R-MULTI). */
  | { kind: "shed"; rank: number; count: number }
  /** A plain card, so the special card held stays for later. */
  | { kind: "keepSpecial"; special: CardCode }
  /** Not the lowest rank, which would leave a pair of it for the next player's triple. */
  | { kind: "avoidPair"; rank: number; avoided: number }
  /** The lowest rank that goes, keeping the higher ones. */
  | { kind: "lowest"; rank: number }
  /** The search's pick where no simpler reason says it. */
  | { kind: "best" };

const rankOf = (ruleset: Ruleset, code: CardCode) => cardInfo(ruleset, code)?.rank ?? 0;

/** How many cards of `rank` lie on top of `pile` once `count` more are played on it. */
function runAfter(
  ruleset: Ruleset,
  pile: readonly CardCode[],
  rank: number,
  count: number,
) {
  let run = count;
  for (let i = pile.length - 1; i >= 0 && rankOf(ruleset, pile[i] ?? "") === rank; i--)
    run++;
  return run;
}

/** The reason, from the seat's view, for playing `move` there. */
export function explainMove(
  view: PlayerView,
  history: readonly GameEvent[],
  move: Move,
): HintWhy {
  const { ruleset, pile } = view;
  switch (move.type) {
    case "setup":
      return { kind: "setup", forLeft: view.options.swap === "chooseForLeft" };
    case "colorSwap":
      return { kind: "swap" };
    case "colorSwapDecline":
      return { kind: "keepCards" };
    case "refill":
      return { kind: "refill" };
    case "flip":
      return { kind: "flip" };
    case "pickup":
      return { kind: "pickup" };
    case "draw":
      return { kind: "draw" };
    case "play":
      break;
  }
  const played = move.cards[0] ?? "";
  const card = cardInfo(ruleset, played);
  if (!card) return { kind: "best" };
  const run = runAfter(ruleset, pile, card.rank, move.cards.length);
  const runThatClears = ruleset === "3up3down" ? 3 : 4;
  if (run >= runThatClears && (ruleset === "palace" || card.kind === "number"))
    return { kind: "run", rank: card.rank, count: run };
  if (ruleset === "3up3down" && card.kind !== "number")
    return { kind: "clear", pile: pile.length, bonus: card.bonus };
  if (ruleset === "palace" && card.rank === 10)
    return { kind: "burn", pile: pile.length };
  if (ruleset === "palace" && card.rank === 2) return { kind: "reset" };
  if (ruleset === "palace" && card.rank === 3) return { kind: "seeThrough" };
  if (move.cards.length > 1)
    return { kind: "shed", rank: card.rank, count: move.cards.length };

  // A plain single card: kept specials, then where it sits among the plain cards that go.
  const me = view.seat === null ? undefined : view.seats[view.seat];
  const zone = (me?.hand?.length ?? 0) > 0 ? (me?.hand ?? []) : (me?.faceUp ?? []);
  const specials = zone
    .filter((c) => isSpecial(ruleset, c))
    .sort((a, b) => strength(ruleset, b) - strength(ruleset, a));
  if (specials[0]) return { kind: "keepSpecial", special: specials[0] };
  const plainRanks = legalMovesFromView(view, history).flatMap((m) =>
    m.type === "play" && !isSpecial(ruleset, m.cards[0] ?? "")
      ? [rankOf(ruleset, m.cards[0] ?? "")]
      : [],
  );
  const [lowest, next] = [...new Set(plainRanks)].sort((a, b) => a - b);
  if (card.rank === lowest) return { kind: "lowest", rank: card.rank };
  // The next rank up is the cheapest way round a pair the lowest would leave.
  const lowestCount = zone.filter((c) => rankOf(ruleset, c) === lowest).length;
  if (
    ruleset === "3up3down" &&
    lowest !== undefined &&
    card.rank === next &&
    runAfter(ruleset, pile, lowest, lowestCount) === 2
  )
    return { kind: "avoidPair", rank: card.rank, avoided: lowest };
  return { kind: "best" };
}
