// How a player's seat ended a game, for their history: played to the end, or handed
// to its bot — by a resign, or by turns that ran out (someone who stepped away to
// make an account is not someone who quit: issue #63) — and whether the bot finished
// it or they took the seat back. The history says it in those words.

/** A seat's ending as histories show it. */
export type HistoryEnding =
  | "played"
  | "resigned"
  | "timedOut"
  /** Handed to the bot, then taken back: the person finished the game. */
  | "tookBack";

export function historyEnding(
  seat: { handedOver: string | null; botControlled: boolean } | undefined,
): HistoryEnding {
  if (!seat?.handedOver) return "played";
  if (!seat.botControlled) return "tookBack";
  return seat.handedOver === "timedOut" ? "timedOut" : "resigned";
}
