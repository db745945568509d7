// A turn timer as a request names it (zod): the choices and the rules around them are
// turn-timer-choices.ts's, which the browser loads without zod.
import { z } from "zod";

import { LIVE_TURN_TIMER as LIVE, TURN_TIMERS } from "./turn-timer-choices";
import { validationText } from "./validation-words";

export {
  DEFAULT_TURN_TIMER_SECONDS,
  LIVE_TURN_TIMER,
  TURN_TIMERS,
  turnTimerOrDefault,
  waitsForMoves,
} from "./turn-timer-choices";

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
