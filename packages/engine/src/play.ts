// The moves of the play phase. Each handler checks everything first and only then
// changes the state, so a refused move leaves it untouched even on the fast path.
import { cardInfo, info } from "./cards";
import type { CardInfo } from "./cards";
import { IllegalMoveError } from "./errors";
import { pushEvent } from "./log";
import { containsAll, takeCards } from "./multiset";
import { checkRank, isPalaceTen, playFloor, rankFits } from "./pile";
import {
  activeZone,
  continueOrEndTurn,
  endTurn,
  holdsNoCards,
  HAND_TARGET,
  markOut,
  refillHand,
} from "./turn";
import type { CardCode, GameState, SeatState, Zone } from "./types";

const currentSeat = (state: GameState) => state.seats[state.current]!;

function refuseWhileColorSwap(state: GameState) {
  if (state.colorSwapPending) {
    throw new IllegalMoveError(
      "COLOR_SWAP_PENDING",
      "First decide whether to swap a hand card with a face-up card.",
    );
  }
}

/** R-BONUS: an owed play with an empty hand and cards left to draw must start with a refill. */
function refuseWhileRefillRequired(state: GameState, seat: SeatState) {
  if (state.owed > 0 && seat.hand.length === 0 && state.draw.length > 0) {
    throw new IllegalMoveError(
      "MUST_REFILL",
      "Your hand is empty: draw up to three before your extra play.",
    );
  }
}

export function applyPlay(state: GameState, cards: unknown, trusted = false): void {
  const seat = currentSeat(state);
  if (trusted) {
    // A move taken from legalMoves(state) for this very state: it was valid when
    // listed, so only the bookkeeping remains (simulations; see applyMoveInPlace).
    const codes = cards as CardCode[];
    const zone = seat.hand.length > 0 || state.draw.length > 0 ? "hand" : "faceUp";
    takeCards(seat[zone], codes);
    layCards(state, codes, info(state.config.ruleset, codes[0]!), zone);
    return;
  }
  refuseWhileColorSwap(state);
  refuseWhileRefillRequired(state, seat);
  if (!Array.isArray(cards) || cards.length === 0) {
    throw new IllegalMoveError("EMPTY_PLAY", "Choose at least one card to play.");
  }
  const zone = activeZone(state, seat);
  if (zone === "faceDown") {
    throw new IllegalMoveError(
      "WRONG_ZONE",
      "Only face-down cards are left: turn one over instead.",
    );
  }
  if (zone !== "hand" && zone !== "faceUp")
    throw new IllegalMoveError("WRONG_ZONE", "You have no cards to play.");
  let first: CardInfo | undefined;
  for (const code of cards as unknown[]) {
    const card =
      typeof code === "string" ? cardInfo(state.config.ruleset, code) : undefined;
    if (!card)
      throw new IllegalMoveError(
        "BAD_MOVE",
        `"${String(code)}" is not a card of this game.`,
      );
    first ??= card;
    if (card.group !== first.group) {
      throw new IllegalMoveError(
        "MIXED_RANKS",
        "Cards played together must all be the same number.",
      );
    }
  }
  first = first!;
  if (first.kind !== "number" && cards.length > 1) {
    throw new IllegalMoveError(
      "CLEAR_ONE_AT_A_TIME",
      "Clear cards are played one at a time.",
    );
  }
  const codes = cards as CardCode[];
  if (!containsAll(seat[zone], codes)) {
    throw new IllegalMoveError(
      "CARD_NOT_IN_ZONE",
      zone === "hand"
        ? "You can only play cards from your hand."
        : "Your hand is empty: play from your face-up cards.",
    );
  }
  const check = checkRank(state, first);
  if (check === "tooLow")
    throw new IllegalMoveError("TOO_LOW", "That card is lower than the top of the pile.");
  if (check === "mustPlayLower") {
    throw new IllegalMoveError(
      "MUST_PLAY_LOWER",
      "After a 7 you must play lower than 7 (or a 2, 3 or 10).",
    );
  }

  takeCards(seat[zone], codes);
  layCards(state, codes, first, zone);
}

/** A face-down card, turned blind (R-ZONE): played if it can be, else the pile is picked up. */
export function applyFlip(state: GameState, index: unknown): void {
  const seat = currentSeat(state);
  refuseWhileColorSwap(state);
  refuseWhileRefillRequired(state, seat);
  if (activeZone(state, seat) !== "faceDown") {
    throw new IllegalMoveError(
      "WRONG_ZONE",
      "Face-down cards come last: play your hand and face-up cards first.",
    );
  }
  if (
    typeof index !== "number" ||
    !Number.isInteger(index) ||
    index < 0 ||
    index >= seat.faceDown.length
  ) {
    throw new IllegalMoveError(
      "BAD_INDEX",
      `Choose a face-down card from 0 to ${seat.faceDown.length - 1}.`,
    );
  }
  const [code] = seat.faceDown.splice(index, 1) as [CardCode];
  const card = info(state.config.ruleset, code);
  if (checkRank(state, card) === "ok") {
    layCards(state, [code], card, "faceDown", index);
    return;
  }
  // R-PICKUP with the turned card: it joins the pile in the hand, unseen by the others.
  const taken = state.pile;
  seat.hand.push(...taken, code);
  state.pile = [];
  pushEvent(state, { type: "pickup", seat: state.current, cards: taken, unseen: code });
  state.owed = 0;
  endTurn(state);
}

export function applyPickup(state: GameState): void {
  const seat = currentSeat(state);
  refuseWhileColorSwap(state);
  refuseWhileRefillRequired(state, seat);
  const zone = activeZone(state, seat);
  if (zone === "faceDown") {
    throw new IllegalMoveError(
      "WRONG_ZONE",
      "Turn over a face-down card: you pick up only if it cannot be played.",
    );
  }
  if (state.pile.length === 0)
    throw new IllegalMoveError("NOTHING_TO_PICK_UP", "The pile is empty: play any card.");
  if (zone && hasPlayableCard(state, seat[zone])) {
    throw new IllegalMoveError(
      "MUST_PLAY",
      "You have a card you can play, so you must play it.",
    );
  }
  const taken = state.pile;
  seat.hand.push(...taken);
  state.pile = [];
  pushEvent(state, { type: "pickup", seat: state.current, cards: taken });
  state.owed = 0;
  endTurn(state);
}

/** R-BONUS: before an owed play, draw up to three. */
export function applyRefill(state: GameState): void {
  const seat = currentSeat(state);
  refuseWhileColorSwap(state);
  if (state.owed === 0)
    throw new IllegalMoveError(
      "CANNOT_REFILL",
      "You draw at the end of your turn, not now.",
    );
  if (seat.hand.length >= HAND_TARGET || state.draw.length === 0) {
    throw new IllegalMoveError(
      "CANNOT_REFILL",
      "There is nothing to draw: your hand is full or the draw pile is empty.",
    );
  }
  refillHand(state, state.current, "refill");
}

/** E-DRAW: take one card instead of playing; the turn ends. */
export function applyDraw(state: GameState): void {
  refuseWhileColorSwap(state);
  if (!state.config.options.drawInsteadOfPlay) {
    throw new IllegalMoveError(
      "DRAW_NOT_ALLOWED",
      "Drawing instead of playing is not a rule at this table.",
    );
  }
  if (state.owed > 0)
    throw new IllegalMoveError(
      "DRAW_NOT_ALLOWED",
      "You owe an extra play: you cannot draw instead.",
    );
  if (state.draw.length === 0)
    throw new IllegalMoveError("DRAW_NOT_ALLOWED", "The draw pile is empty.");
  const seat = currentSeat(state);
  refillHand(state, state.current, "choice", seat.hand.length + 1);
  endTurn(state);
}

/** E-COLOR4: swap one hand card with one face-up card, or decline. */
export function applyColorSwap(state: GameState, hand: unknown, faceUp: unknown): void {
  if (!state.colorSwapPending)
    throw new IllegalMoveError("NO_COLOR_SWAP", "There is no color swap to make now.");
  const seat = currentSeat(state);
  if (typeof hand !== "string" || !seat.hand.includes(hand)) {
    throw new IllegalMoveError(
      "CARD_NOT_IN_ZONE",
      "Choose a card from your hand to swap.",
    );
  }
  if (typeof faceUp !== "string" || !seat.faceUp.includes(faceUp)) {
    throw new IllegalMoveError(
      "CARD_NOT_IN_ZONE",
      "Choose one of your face-up cards to swap.",
    );
  }
  seat.hand[seat.hand.lastIndexOf(hand)] = faceUp;
  seat.faceUp[seat.faceUp.lastIndexOf(faceUp)] = hand;
  pushEvent(state, { type: "colorSwap", seat: state.current, hand, faceUp });
  state.colorSwapPending = false;
  continueOrEndTurn(state);
}

export function applyColorSwapDecline(state: GameState): void {
  if (!state.colorSwapPending)
    throw new IllegalMoveError("NO_COLOR_SWAP", "There is no color swap to decline now.");
  pushEvent(state, { type: "colorSwapDecline", seat: state.current });
  state.colorSwapPending = false;
  continueOrEndTurn(state);
}

export function hasPlayableCard(state: GameState, zone: readonly CardCode[]): boolean {
  const { ruleset } = state.config;
  const floor = playFloor(state);
  for (const code of zone)
    if (rankFits(ruleset, floor, info(ruleset, code)) === "ok") return true;
  return false;
}

/** Cards land on the pile; then clears, burns, reversals, extra plays and going out. */
function layCards(
  state: GameState,
  codes: CardCode[],
  card: CardInfo,
  from: Zone,
  index?: number,
): void {
  const seatIndex = state.current;
  for (let i = 0; i < codes.length; i++) state.pile.push(codes[i]!); // no spread: hot path
  pushEvent(
    state,
    index === undefined
      ? { type: "play", seat: seatIndex, cards: codes, from }
      : { type: "play", seat: seatIndex, cards: codes, from, index },
  );
  if (state.owed > 0) state.owed -= 1;

  if (state.config.ruleset === "3up3down") resolveClassicEffects(state, card);
  else resolvePalaceEffects(state, card);

  const seat = state.seats[seatIndex]!;
  if (holdsNoCards(seat)) {
    state.colorSwapPending = false;
    if (!markOut(state, seatIndex)) endTurn(state);
    return;
  }
  if (state.colorSwapPending) return;
  continueOrEndTurn(state);
}

function resolveClassicEffects(state: GameState, card: CardInfo): void {
  if (card.kind !== "number") {
    clearPile(state, "clear");
    state.owed += card.bonus;
    return;
  }
  const { options, players } = state.config;
  if (options.reverseOnOne && card.rank === 1 && players > 2) {
    state.direction = state.direction === 1 ? -1 : 1;
    pushEvent(state, {
      type: "reverse",
      seat: state.current,
      direction: state.direction,
    });
  }
  // E-COLOR4 looks at the four cards as they landed, before a triple clears them.
  if (options.colorFour && topFourSameColor(state)) {
    const seat = state.seats[state.current]!;
    if (seat.hand.length > 0 && seat.faceUp.length > 0) state.colorSwapPending = true;
  }
  if (topRunLength(state) >= 3) clearPile(state, "triple");
}

function resolvePalaceEffects(state: GameState, card: CardInfo): void {
  if (isPalaceTen(card)) {
    clearPile(state, "ten");
    state.owed += 1;
  } else if (topRunLength(state) >= 4) {
    clearPile(state, "four");
    state.owed += 1;
  }
}

/** How many cards of the same rank lie on top of the pile. */
function topRunLength(state: GameState): number {
  const { pile } = state;
  const { ruleset } = state.config;
  const top = pile[pile.length - 1];
  if (top === undefined) return 0;
  const rank = info(ruleset, top).rank;
  let run = 1;
  for (let i = pile.length - 2; i >= 0 && info(ruleset, pile[i]!).rank === rank; i--)
    run++;
  return run;
}

function topFourSameColor(state: GameState): boolean {
  const { pile } = state;
  if (pile.length < 4) return false;
  const color = info("3up3down", pile[pile.length - 1]!).color;
  for (let i = pile.length - 2; i >= pile.length - 4; i--) {
    if (info("3up3down", pile[i]!).color !== color) return false;
  }
  return true;
}

function clearPile(state: GameState, by: "clear" | "triple" | "ten" | "four"): void {
  const count = state.pile.length;
  state.removed.push(...state.pile);
  state.pile = [];
  pushEvent(state, { type: "clear", seat: state.current, by, count });
}
