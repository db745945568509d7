// One possible world: a full GameState consistent with everything the seat knows,
// with the unseen cards dealt at random. The expert searches many such worlds; the
// other bots use one to ask the engine for their legal moves.
import type { CardCode, GameState, PlayerView, SeatState } from "@3u3d/engine";

import type { Knowledge } from "./knowledge";
import type { Rng } from "./rng";

export function determinize(view: PlayerView, knowledge: Knowledge, rng: Rng): GameState {
  const pool = rng.shuffle(knowledge.unseen.slice());
  const take = (n: number): CardCode[] => pool.splice(pool.length - n, n);
  const inSetup = view.phase === "setup";
  // Hand cards with something ruled out are dealt first, each a random card it may be.
  const dealtUnknown = knowledge.ruledOut.map((slots) =>
    slots.map((ruledOut) => (ruledOut.length > 0 ? takeFitting(pool, ruledOut) : null)),
  );

  const dealHand = (
    count: number,
    known: readonly CardCode[],
    fitted: (CardCode | null)[],
  ) => {
    const hand = known.slice();
    for (let k = 0; hand.length < count; k++)
      hand.push(fitted[k] ?? (take(1)[0] as CardCode));
    return hand;
  };

  const seats: SeatState[] = view.seats.map((seat, i) => {
    const own = i === view.seat;
    const hand = own
      ? (seat.hand ?? []).slice()
      : dealHand(seat.handCount, knowledge.knownHands[i] ?? [], dealtUnknown[i] ?? []);
    const faceDown = take(seat.faceDownCount);
    if (inSetup) {
      const chosen = own
        ? (view.setupChoice?.slice() ?? null)
        : seat.ready
          ? hand.slice(0, 3)
          : null;
      return { hand: [], faceUp: [], faceDown, six: hand, chosen, out: seat.out };
    }
    return {
      hand,
      faceUp: seat.faceUp.slice(),
      faceDown,
      six: [],
      chosen: null,
      out: seat.out,
    };
  });
  const draw = take(view.drawPileCount);
  return {
    version: 1,
    config: {
      ruleset: view.ruleset,
      players: view.players,
      seed: "determinized",
      dealer: view.dealer,
      decks: view.decks,
      options: view.options,
    },
    phase: view.phase,
    rng: [1, 2, 3, 4],
    draw,
    pile: view.pile.slice(),
    removed: view.removed.slice(),
    seats,
    current: view.current,
    direction: view.direction,
    owed: view.owedPlays,
    colorSwapPending: view.colorSwapPending,
    turn: view.turn,
    order: view.order.slice(),
    winner: view.winner,
    stalemate: view.stalemate,
    eventSeq: view.eventSeq,
    log: [],
  };
}

/** The last card of the (shuffled) pool that none of the sets rules out, or the last card. */
function takeFitting(
  pool: CardCode[],
  ruledOut: readonly ReadonlySet<CardCode>[],
): CardCode {
  let at = pool.length - 1;
  for (let i = pool.length - 1; i >= 0; i--) {
    const card = pool[i] as CardCode;
    if (ruledOut.every((out) => !out.has(card))) {
      at = i;
      break;
    }
  }
  return pool.splice(at, 1)[0] as CardCode;
}
