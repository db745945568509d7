// The engine's data: plain JSON, so the server can store states and send views as
// they are. Names follow the contract in this package's README; everything else is
// additive.

export type Ruleset = "3up3down" | "palace";
export type CardCode = string;
export type Seat = number;
export type Zone = "hand" | "faceUp" | "faceDown";
export type SwapMode = "none" | "random" | "chooseForLeft";

export interface GameOptions {
  continueAfterWinner?: boolean; // E-CONTINUE (palace: default true)
  drawInsteadOfPlay?: boolean; // E-DRAW
  reverseOnOne?: boolean; // E-REVERSE
  swap?: SwapMode; // E-SWAP
  colorFour?: boolean; // E-COLOR4
  colors?: string[]; // R-DECK subset
  equalAllowed?: boolean; // palace R-P-ORDER
  scoreTableCards?: boolean; // R-SCORE house rule: face-up and face-down cards count too
}

export interface GameConfig {
  ruleset?: Ruleset;
  players: number;
  seed?: string;
  deck?: CardCode[];
  dealer?: Seat;
  options?: GameOptions;
}

/** Options with every default filled in; what a table records as "the rules". */
export interface ResolvedOptions {
  continueAfterWinner: boolean;
  drawInsteadOfPlay: boolean;
  reverseOnOne: boolean;
  swap: SwapMode;
  colorFour: boolean;
  colors: string[];
  equalAllowed: boolean;
  scoreTableCards: boolean;
}

export interface ResolvedConfig {
  ruleset: Ruleset;
  players: number;
  seed: string;
  dealer: Seat;
  decks: number;
  options: ResolvedOptions;
}

export type Move =
  | { type: "setup"; faceUp: CardCode[] }
  | { type: "play"; cards: CardCode[] }
  | { type: "flip"; index: number }
  | { type: "pickup" }
  | { type: "refill" }
  | { type: "draw" }
  | { type: "colorSwap"; hand: CardCode; faceUp: CardCode }
  | { type: "colorSwapDecline" };

export type MoveType = Move["type"];

export interface SeatState {
  hand: CardCode[];
  faceUp: CardCode[];
  faceDown: CardCode[];
  /** The six cards dealt for R-SETUP; emptied when play starts. */
  six: CardCode[];
  /** The three cards chosen in setup, kept secret until every seat has chosen. */
  chosen: CardCode[] | null;
  out: boolean;
}

export type Phase = "setup" | "play" | "over";

/** What happened, in order; `seq` counts from 1 over the whole game. */
export type GameEvent =
  | { seq: number; type: "start"; firstSeat: Seat; swapped: Seat[] | null }
  | {
      seq: number;
      type: "play";
      seat: Seat;
      cards: CardCode[];
      from: Zone;
      index?: number;
    }
  | {
      seq: number;
      type: "pickup";
      seat: Seat;
      /** The pile as it was taken (public: everyone saw it). */
      cards: CardCode[];
      /** A face-down card that could not be played went to the hand unseen by others. */
      unseen?: CardCode | null;
    }
  | {
      seq: number;
      type: "clear";
      seat: Seat;
      by: "clear" | "triple" | "ten" | "four";
      count: number;
    }
  | { seq: number; type: "reverse"; seat: Seat; direction: 1 | -1 }
  | {
      seq: number;
      type: "draw";
      seat: Seat;
      count: number;
      reason: "refill" | "choice";
      cards?: CardCode[];
    }
  | { seq: number; type: "colorSwap"; seat: Seat; hand: CardCode; faceUp: CardCode }
  | { seq: number; type: "colorSwapDecline"; seat: Seat }
  | { seq: number; type: "out"; seat: Seat; place: number }
  | { seq: number; type: "over"; winner: Seat | null; stalemate: boolean };

export type GameEventType = GameEvent["type"];

export interface GameState {
  version: 1;
  config: ResolvedConfig;
  phase: Phase;
  /** sfc32 generator state; only E-SWAP "random" draws from it after the deal. */
  rng: [number, number, number, number];
  /** The draw pile; its top (the next card drawn) is the LAST element. */
  draw: CardCode[];
  /** The discard pile, bottom first. */
  pile: CardCode[];
  /** Cards cleared out of the game, in the order they left. */
  removed: CardCode[];
  seats: SeatState[];
  current: Seat;
  direction: 1 | -1;
  /** Plays the current seat still owes (R-CLEAR / R-BONUS, palace 10 and four-of-a-kind). */
  owed: number;
  /** E-COLOR4: the current seat is choosing whether to swap a hand and a face-up card. */
  colorSwapPending: boolean;
  /** Completed turns (R-LIMIT). */
  turn: number;
  /** Seats in the order they went out. */
  order: Seat[];
  winner: Seat | null;
  stalemate: boolean;
  /** seq of the newest event. */
  eventSeq: number;
  /** The most recent events (at most LOG_LIMIT), oldest first. */
  log: GameEvent[];
}

export interface SeatView {
  seat: Seat;
  handCount: number;
  faceUp: CardCode[];
  faceDownCount: number;
  out: boolean;
  /** Setup: this seat has chosen its face-up cards. */
  ready: boolean;
  /** Only on the viewer's own seat. */
  hand?: CardCode[];
}

export interface PlayerView {
  /** The viewer; null for a spectator. */
  seat: Seat | null;
  ruleset: Ruleset;
  players: number;
  /** How many decks are shuffled together (R-DECK: two for 7–12 players). */
  decks: number;
  dealer: Seat;
  options: ResolvedOptions;
  phase: Phase;
  toAct: Seat[];
  current: Seat;
  direction: 1 | -1;
  pile: CardCode[];
  /** palace R-P-THREE: the card that counts (3s are invisible); null on an empty pile. */
  effectiveTop: CardCode | null;
  /** palace R-P-SEVEN: the next play must be lower than 7. */
  mustPlayLowerThan: number | null;
  drawPileCount: number;
  removedCount: number;
  removed: CardCode[];
  owedPlays: number;
  colorSwapPending: boolean;
  turn: number;
  turnLimit: number;
  seats: SeatView[];
  /** The viewer's setup choice while waiting for the others. */
  setupChoice: CardCode[] | null;
  log: GameEvent[];
  eventSeq: number;
  winner: Seat | null;
  order: Seat[];
  stalemate: boolean;
  /**
   * Once the game is over: every seat's remaining cards, the ones its penalty points
   * count (R-SCORE: the hand; every card with `scoreTableCards`; none for a seat that
   * went out) and the points.
   */
  final: { cards: CardCode[][]; counted: CardCode[][]; scores: number[] } | null;
}

export interface Outcome {
  finished: boolean;
  winner: Seat | null;
  order: Seat[];
  scores: number[];
}
