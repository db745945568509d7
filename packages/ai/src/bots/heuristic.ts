// A sound human-like strategy. It is a pure function of what the seat knows, so the
// expert also uses it to play out its imagined worlds.
import { cardInfo } from "@3u3d/engine";
import type { CardCode, GameState, Move, PlayerView, Ruleset, Seat } from "@3u3d/engine";

import { deckFor, gameDeck } from "../knowledge";
import { legalMovesFromView } from "../legal";
import { runOnTop } from "../pile-run";
import { createRng } from "../rng";
import type { Rng } from "../rng";
import { isSpecial, strength } from "../strength";
import type { Bot } from "../types";

/** The little a heuristic decision needs, taken from a view or from a full state. */
export interface Situation {
  ruleset: Ruleset;
  pile: readonly CardCode[];
  hand: readonly CardCode[];
  faceUp: readonly CardCode[];
  drawPileCount: number;
  swapForLeft: boolean;
  /** How many cards of a rank the seat has not seen yet (its memory of what left the game). */
  unseenOfRank: (rank: number) => number;
}

/** How many cards of each rank a deck holds; counted once per deck. */
const rankCountsOfDeck = new WeakMap<readonly CardCode[], Map<number, number>>();

function rankCounts(ruleset: Ruleset, deck: readonly CardCode[]): Map<number, number> {
  let counts = rankCountsOfDeck.get(deck);
  if (!counts) {
    counts = new Map();
    for (const code of deck)
      counts.set(rankOf(ruleset, code), (counts.get(rankOf(ruleset, code)) ?? 0) + 1);
    rankCountsOfDeck.set(deck, counts);
  }
  return counts;
}

/**
 * Counts the cards of one rank not visible to a seat (deck − pile − removed − face-up −
 * own hand). It runs inside every playout of the expert, so it looks only at the rank
 * asked about and finds the deck only when asked (profiled: counting every rank of the
 * deck up front took two fifths of the expert's time).
 */
function unseenCounter(
  ruleset: Ruleset,
  deck: () => readonly CardCode[],
  visible: readonly (readonly CardCode[])[],
) {
  return (rank: number) => {
    let count = rankCounts(ruleset, deck()).get(rank) ?? 0;
    for (const zone of visible)
      for (const code of zone) if (rankOf(ruleset, code) === rank) count--;
    return count;
  };
}

export function situationFromView(view: PlayerView): Situation {
  const me = view.seats[view.seat ?? 0];
  return {
    ruleset: view.ruleset,
    pile: view.pile,
    hand: me?.hand ?? [],
    faceUp: me?.faceUp ?? [],
    drawPileCount: view.drawPileCount,
    swapForLeft: view.options.swap === "chooseForLeft",
    unseenOfRank: unseenCounter(view.ruleset, () => gameDeck(view), [
      view.pile,
      view.removed,
      me?.hand ?? [],
      ...view.seats.map((s) => s.faceUp),
    ]),
  };
}

export function situationFromState(state: GameState, seat: Seat): Situation {
  const me = state.seats[seat];
  const { ruleset, decks, options } = state.config;
  return {
    ruleset,
    pile: state.pile,
    hand: state.phase === "setup" ? (me?.six ?? []) : (me?.hand ?? []),
    faceUp: me?.faceUp ?? [],
    drawPileCount: state.draw.length,
    swapForLeft: options.swap === "chooseForLeft",
    unseenOfRank: unseenCounter(ruleset, () => deckFor(ruleset, decks, options.colors), [
      state.pile,
      state.removed,
      me?.hand ?? [],
      ...state.seats.map((s) => s.faceUp),
    ]),
  };
}

const rankOf = (ruleset: Ruleset, code: CardCode) => cardInfo(ruleset, code)?.rank ?? 0;

/** Picks a move from `moves` (the legal moves) the way a careful player would. */
export function chooseHeuristic(sit: Situation, moves: readonly Move[], rng: Rng): Move {
  const first = moves[0];
  if (!first) throw new Error("no legal move");
  if (moves.length === 1) return first;
  const { ruleset } = sit;
  const str = (code: CardCode) => strength(ruleset, code);

  if (first.type === "setup") {
    // Strong cards face up (they are played last, when it matters most) — unless the
    // three go to the left neighbour: then give away the weakest.
    const total = (m: Move) =>
      m.type === "setup" ? m.faceUp.reduce((sum, c) => sum + str(c), 0) : 0;
    let best: Move = first;
    for (const m of moves)
      if (sit.swapForLeft ? total(m) < total(best) : total(m) > total(best)) best = m;
    return best;
  }

  if (first.type === "colorSwapDecline" || first.type === "colorSwap") {
    // Put the best hand card face up for the endgame, take the weakest face-up card.
    let best: Move = first;
    let gain = 0;
    for (const m of moves) {
      if (m.type !== "colorSwap") continue;
      const g = str(m.hand) - str(m.faceUp);
      if (g > gain) {
        gain = g;
        best = m;
      }
    }
    return best;
  }

  const refill = moves.find((m) => m.type === "refill");
  if (refill) return refill; // more cards, more options for the owed play

  const flips = moves.filter((m) => m.type === "flip");
  if (flips.length > 0) return rng.pick(flips);

  const plays = moves.filter(
    (m): m is Extract<Move, { type: "play" }> => m.type === "play",
  );
  if (plays.length === 0)
    return (
      moves.find((m) => m.type === "pickup") ??
      moves.find((m) => m.type === "draw") ??
      first
    );

  const plain = plays.filter((m) => !isSpecial(ruleset, m.cards[0] as CardCode));
  if (plain.length > 0) {
    // Shed the lowest rank, all copies at once…
    const lowest = Math.min(...plain.map((m) => str(m.cards[0] as CardCode)));
    const ofLowest = plain.filter((m) => str(m.cards[0] as CardCode) === lowest);
    let pick = ofLowest.reduce((a, b) => (b.cards.length > a.cards.length ? b : a));
    // …but do not leave a pair on top for the next player to make a triple with,
    // unless every other card of that rank has already been seen.
    if (
      ruleset === "3up3down" &&
      runAfter(sit, pick) === 2 &&
      sit.unseenOfRank(rankOf(ruleset, pick.cards[0] as CardCode)) > 0
    ) {
      const safe = plain.filter((m) => {
        const s = str(m.cards[0] as CardCode);
        return s > lowest && s <= lowest + 2 && runAfter(sit, m) !== 2;
      });
      if (safe.length > 0) {
        const next = Math.min(...safe.map((m) => str(m.cards[0] as CardCode)));
        pick = safe
          .filter((m) => str(m.cards[0] as CardCode) === next)
          .reduce((a, b) => (b.cards.length > a.cards.length ? b : a));
      }
    }
    return pick;
  }

  // Only special cards can go: keep them if drawing is allowed and the pile is small.
  const draw = moves.find((m) => m.type === "draw");
  if (draw && sit.pile.length <= 2) return draw;
  // Spend the cheapest special; an extra-play card is worth more when cards remain to shed.
  const ordered = plays
    .slice()
    .sort((a, b) => str(a.cards[0] as CardCode) - str(b.cards[0] as CardCode));
  const hasMore = sit.hand.length + sit.faceUp.length > 1;
  if (ruleset === "3up3down" && hasMore) {
    const bonus = ordered.find(
      (m) => (cardInfo(ruleset, m.cards[0] as CardCode)?.bonus ?? 0) > 0,
    );
    if (bonus && sit.pile.length >= 3) return bonus;
  }
  return ordered[0] as Move;
}

/** How many cards of the played rank would lie on top of the pile after this play. */
const runAfter = (sit: Situation, move: Extract<Move, { type: "play" }>) =>
  runOnTop(sit.ruleset, sit.pile, move.cards);

export const heuristicBot: Bot = (view, history, { seed }) =>
  chooseHeuristic(
    situationFromView(view),
    legalMovesFromView(view, history),
    createRng(seed),
  );
