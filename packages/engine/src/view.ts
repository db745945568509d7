// R-HIDDEN: what one seat may know. Everything a view holds is either public or the
// viewer's own; the property tests check every view of random games against the state.
import { TURN_LIMIT } from "./config";
import { toAct } from "./legal";
import { countedCards, scoresOf } from "./outcome";
import { effectiveTop, mustPlayLowerThan } from "./pile";
import type { GameEvent, GameState, PlayerView, Seat, SeatView } from "./types";

export function viewFor(state: GameState, viewer: Seat | null): PlayerView {
  const own =
    viewer !== null && viewer >= 0 && viewer < state.config.players ? viewer : null;
  const inSetup = state.phase === "setup";
  const over = state.phase === "over";
  const seats: SeatView[] = state.seats.map((seat, index) => {
    const view: SeatView = {
      seat: index,
      handCount: inSetup ? seat.six.length : seat.hand.length,
      // Setup choices stay secret until every seat has chosen (R-SETUP).
      faceUp: inSetup ? [] : seat.faceUp.slice(),
      faceDownCount: seat.faceDown.length,
      out: seat.out,
      ready: inSetup ? seat.chosen !== null : true,
    };
    if (index === own) view.hand = (inSetup ? seat.six : seat.hand).slice();
    return view;
  });
  const top =
    state.config.ruleset === "palace" ? effectiveTop("palace", state.pile) : undefined;
  return {
    seat: own,
    ruleset: state.config.ruleset,
    players: state.config.players,
    decks: state.config.decks,
    dealer: state.config.dealer,
    options: { ...state.config.options, colors: state.config.options.colors.slice() },
    phase: state.phase,
    toAct: toAct(state),
    current: state.current,
    direction: state.direction,
    pile: state.pile.slice(),
    effectiveTop:
      state.config.ruleset === "palace"
        ? (top?.code ?? null)
        : (state.pile[state.pile.length - 1] ?? null),
    mustPlayLowerThan: mustPlayLowerThan(state),
    drawPileCount: state.draw.length,
    removedCount: state.removed.length,
    removed: state.removed.slice(),
    owedPlays: state.owed,
    colorSwapPending: state.colorSwapPending,
    turn: state.turn,
    turnLimit: TURN_LIMIT,
    seats,
    setupChoice:
      own !== null && inSetup ? (state.seats[own]?.chosen?.slice() ?? null) : null,
    log: state.log.map((event) => redactEvent(event, own)),
    eventSeq: state.eventSeq,
    winner: state.winner,
    order: state.order.slice(),
    stalemate: state.stalemate,
    // At the end every remaining card is shown, with the ones the penalty points count
    // (R-SCORE: the hand, unless the table counts table cards too).
    final: over
      ? {
          cards: state.seats.map((s) => [...s.hand, ...s.faceUp, ...s.faceDown]),
          counted: countedCards(state),
          scores: scoresOf(state),
        }
      : null,
  };
}

/** Events as a seat may see them: others' drawn cards and unseen pick-ups removed. */
export function redactEvent(event: GameEvent, viewer: Seat | null): GameEvent {
  if (event.type === "draw" && event.seat !== viewer) {
    const { cards: _hidden, ...rest } = event;
    return rest;
  }
  if (event.type === "pickup" && event.unseen && event.seat !== viewer) {
    return { ...event, cards: event.cards.slice(), unseen: null };
  }
  return event;
}
