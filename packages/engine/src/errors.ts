/** Why a move was refused. Stable strings: clients and tests match on them. */
export type IllegalMoveCode =
  | "BAD_MOVE"
  | "BAD_SEAT"
  | "GAME_OVER"
  | "WRONG_PHASE"
  | "NOT_YOUR_TURN"
  | "ALREADY_CHOSEN"
  | "BAD_SETUP"
  | "CARD_NOT_IN_ZONE"
  | "EMPTY_PLAY"
  | "MIXED_RANKS"
  | "CLEAR_ONE_AT_A_TIME"
  | "TOO_LOW"
  | "MUST_PLAY_LOWER"
  | "WRONG_ZONE"
  | "BAD_INDEX"
  | "MUST_PLAY"
  | "MUST_REFILL"
  | "NOTHING_TO_PICK_UP"
  | "CANNOT_REFILL"
  | "DRAW_NOT_ALLOWED"
  | "COLOR_SWAP_PENDING"
  | "NO_COLOR_SWAP";

export class IllegalMoveError extends Error {
  override name = "IllegalMoveError";
  constructor(
    readonly code: IllegalMoveCode,
    message: string,
  ) {
    super(message);
  }
}

/** A configuration createGame cannot honour (bad player count, deck, options). */
export class GameConfigError extends Error {
  override name = "GameConfigError";
}
