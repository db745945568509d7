// Turn timers: how long a person has for each move. Live ones (seconds to minutes) are
// for a game played in one sitting; day-long ones (an hour to three days) make a game
// that waits for you: played a move at a time, between other things, with a push
// notification when it is your turn. The create forms offer the choices below; the API
// also takes any live timer from 10 seconds to 10 minutes, as it always has. The web
// app imports this file, which has no dependencies, so the browser loads these lines
// without zod (the request's schema is turn-timers.ts's).
//
// Every table that can decide a rating or keep a person waiting has a timer: one made
// without a choice gets DEFAULT_TURN_TIMER_SECONDS (new-table.ts), so a player who
// stops moving cannot hold a game, and its ratings, open for ever (docs/security.md,
// "Rating integrity"). A guest's casual game against bots has none unless chosen.

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * A table's turn timer when its host chose none: generous for a game in one sitting
 * (five minutes a move; three such turns in a row hand the seat to its bot).
 */
export const DEFAULT_TURN_TIMER_SECONDS = 300;

/**
 * Every turn timer the create forms offer, in seconds. Their words ("5 minutes",
 * "1 Tag") are the reader's language's, by the number formatter (turn-timer-select.tsx).
 */
export const TURN_TIMERS = [
  { seconds: 30 },
  { seconds: 60 },
  { seconds: 120 },
  { seconds: DEFAULT_TURN_TIMER_SECONDS },
  { seconds: HOUR },
  { seconds: 12 * HOUR },
  { seconds: DAY },
  { seconds: 3 * DAY },
] as const;

/** The live timers the API takes besides the choices offered: 10 s to 10 min. */
export const LIVE_TURN_TIMER = { min: 10, max: 600 } as const;

/** A game that waits for its players: a move may take an hour or more. */
export function waitsForMoves(turnTimerSeconds: number | null | undefined): boolean {
  return turnTimerSeconds != null && turnTimerSeconds >= HOUR;
}

/** The timer a new table gets: the one chosen, else the default. */
export const turnTimerOrDefault = (chosen: number | null | undefined): number =>
  chosen ?? DEFAULT_TURN_TIMER_SECONDS;
