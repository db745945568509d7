import { cardInfo } from "@3u3d/engine";
import type { Move } from "@3u3d/engine";

import { legalMovesFromView } from "../legal";
import { createRng } from "../rng";
import type { Bot } from "../types";

/** Plays its lowest legal card, one at a time; takes the first three as face-up; never refills early. */
export const beginnerBot: Bot = (view, history, { seed }) => {
  const moves = legalMovesFromView(view, history);
  const rank = (m: Move) =>
    m.type === "play" ? (cardInfo(view.ruleset, m.cards[0] ?? "")?.rank ?? 99) : 99;
  const singles = moves
    .filter((m) => m.type === "play" && m.cards.length === 1)
    .sort((a, b) => rank(a) - rank(b));
  if (singles[0]) return singles[0];
  const setup = moves.find((m) => m.type === "setup");
  if (setup) return setup;
  const decline = moves.find((m) => m.type === "colorSwapDecline");
  if (decline) return decline;
  const flips = moves.filter((m) => m.type === "flip");
  if (flips.length > 0) return createRng(seed).pick(flips);
  return (
    moves.find((m) => m.type === "pickup") ??
    moves.find((m) => m.type === "refill") ??
    (moves[0] as Move)
  );
};
