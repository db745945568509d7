// Why a move is good, as data: the hint's one-line reason. It is worked out from the
// seat's own view alone (its cards, the pile, the legal moves), so it can never give
// away a hidden card. The reasons' type is the engine's (`HintWhy`, shared with the
// table, which must not import the bots); the words are the table's job (@3u3d/ui
// hintWords).
import { cardInfo } from "@3u3d/engine";
import type {
  CardCode,
  GameEvent,
  HintWhy,
  Move,
  PlayerView,
  Ruleset,
} from "@3u3d/engine";

import { legalMovesFromView } from "../legal";
import { isSpecial, strength } from "../strength";

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
