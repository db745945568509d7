// Turn timers: how long a person has for each move. Live ones (seconds to minutes) are
// for a game played in one sitting; day-long ones (an hour to three days) make a game
// that waits for you: played a move at a time, between other things, with a push
// notification when it is your turn. The create forms offer the choices below (the web
// app imports this file); the API also takes any live timer from 10 seconds to 10
// minutes, as it always has.
//
// Every table that can decide a rating or keep a person waiting has a timer: one made
// without a choice gets DEFAULT_TURN_TIMER_SECONDS (new-table.ts), so a player who
// stops moving cannot hold a game, and its ratings, open for ever (docs/security.md,
// "Rating integrity"). A guest's casual game against bots has none unless chosen.
import { z } from "zod";

import { validationText } from "./validation-words";

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

const LIVE = { min: 10, max: 600 } as const;
const DAY_LONG: number[] = TURN_TIMERS.map((t) => t.seconds).filter((s) => s > LIVE.max);

/**
 * A table's turn timer as a request names it: 10 s to 10 min, a day-long choice, or
 * null for the default (DEFAULT_TURN_TIMER_SECONDS; none only for a guest's casual game
 * against bots: new-table.ts).
 */
export const turnTimerSchema = z
  .number()
  .int()
  .refine(
    (seconds) =>
      (seconds >= LIVE.min && seconds <= LIVE.max) || DAY_LONG.includes(seconds),
    { message: validationText("turnTimer") },
  )
  .nullable()
  .default(null);

/** A game that waits for its players: a move may take an hour or more. */
export function waitsForMoves(turnTimerSeconds: number | null | undefined): boolean {
  return turnTimerSeconds != null && turnTimerSeconds >= HOUR;
}

/** The timer a new table gets: the one chosen, else the default. */
export const turnTimerOrDefault = (chosen: number | null | undefined): number =>
  chosen ?? DEFAULT_TURN_TIMER_SECONDS;
