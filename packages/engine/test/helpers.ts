import {
  applyMoveInPlace,
  createGame,
  IllegalMoveError,
  legalMoves,
  toAct,
} from "../src";
import type { GameConfig, GameState, Move, Seat } from "../src";
import { nextInt, seedRng } from "../src/rng";

/** Every card a state holds, anywhere, sorted: conserved by every move. */
export function allCards(state: GameState): string[] {
  const cards = [...state.draw, ...state.pile, ...state.removed];
  for (const seat of state.seats)
    cards.push(...seat.hand, ...seat.faceUp, ...seat.faceDown, ...seat.six);
  return cards.sort();
}

/** Plays a whole game with uniformly random legal moves; returns the final state. */
export function randomGame(
  config: GameConfig,
  moveSeed: string,
  onStep?: (before: GameState, seat: Seat, move: Move) => void,
) {
  const state = createGame(config);
  const rng = seedRng(moveSeed);
  let steps = 0;
  while (state.phase !== "over") {
    const actors = toAct(state);
    const seat = actors[nextInt(rng, actors.length)]!;
    const moves = legalMoves(state, seat);
    if (moves.length === 0)
      throw new Error(`seat ${seat} must act but has no legal move`);
    const move = moves[nextInt(rng, moves.length)]!;
    onStep?.(state, seat, move);
    applyMoveInPlace(state, seat, move);
    if (++steps > 100_000) throw new Error("game did not finish");
  }
  return { state, steps };
}

/** Setup for tests: every seat lays the first three of its six face up. */
export function setupAll(
  state: GameState,
  choices?: Record<number, string[]>,
): GameState {
  const s = state;
  for (let seat = 0; seat < s.config.players; seat++) {
    const faceUp = choices?.[seat] ?? s.seats[seat]!.six.slice(0, 3);
    applyMoveInPlace(s, seat, { type: "setup", faceUp });
  }
  return s;
}

export interface SeatSpec {
  hand?: string[];
  faceUp?: string[];
  faceDown?: string[];
}

export interface PositionSpec extends Omit<GameConfig, "players" | "deck"> {
  seats: SeatSpec[];
  pile?: string[];
  /** Draw pile, next card first. */
  draw?: string[];
  current?: Seat;
  owed?: number;
  direction?: 1 | -1;
}

/**
 * An exact mid-game position: a real game is dealt and set up, then every card is
 * taken back and laid out as described; cards not mentioned are removed from play,
 * so the game still holds exactly one deck (or two).
 */
export function position(spec: PositionSpec): GameState {
  const players = spec.seats.length;
  const state = setupAll(createGame({ ...spec, players, seed: spec.seed ?? "position" }));
  const pool = allCards(state);
  const take = (cards: string[] = []) => {
    for (const card of cards) {
      const at = pool.indexOf(card);
      if (at === -1) throw new Error(`position: no ${card} left in the deck`);
      pool.splice(at, 1);
    }
    return cards.slice();
  };
  state.seats.forEach((seat, i) => {
    const s = spec.seats[i]!;
    seat.hand = take(s.hand);
    seat.faceUp = take(s.faceUp);
    seat.faceDown = take(s.faceDown);
    seat.six = [];
  });
  state.pile = take(spec.pile);
  state.draw = take(spec.draw).reverse();
  state.removed = pool;
  state.current = spec.current ?? 0;
  state.owed = spec.owed ?? 0;
  state.direction = spec.direction ?? 1;
  state.log = [];
  return state;
}

/** The deck order (top first) that deals exactly these cards per R-DEAL. */
export function deckFor(spec: {
  dealer?: Seat;
  faceDown: string[][];
  six: string[][];
  draw?: string[];
}): string[] {
  const n = spec.faceDown.length;
  const dealer = spec.dealer ?? n - 1;
  const deck: string[] = [];
  for (let round = 0; round < 3; round++)
    for (let i = 1; i <= n; i++) deck.push(spec.faceDown[(dealer + i) % n]![round]!);
  for (let round = 0; round < 6; round++)
    for (let i = 1; i <= n; i++) deck.push(spec.six[(dealer + i) % n]![round]!);
  return [...deck, ...(spec.draw ?? [])];
}

export function play(state: GameState, seat: Seat, move: Move): GameState {
  applyMoveInPlace(state, seat, move);
  return state;
}

/** The IllegalMoveError code `fn` throws, or null when it does not throw one. */
export function refused(fn: () => unknown): string | null {
  try {
    fn();
  } catch (error) {
    if (error instanceof IllegalMoveError) return error.code;
    throw error;
  }
  return null;
}
