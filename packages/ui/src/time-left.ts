import { msg, type Msg } from "@3u3d/i18n/msg";

// A turn timer's time left in words, for the table's status line and the games list:
// a day-long timer reads "2 days", not 172800 seconds. The number and its unit are the
// language's own (Intl's unit format: "2 days", "2 Tage", "2 dagen", "2 días").
const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * Time left in words a player reads at a glance: "2 days", "5 hours", "12 minutes",
 * "40 seconds", rounded down (a deadline is never shown later than it is).
 */
export function timeLeftWords(ms: number, locale = "en"): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const [amount, unit] =
    seconds >= 2 * DAY
      ? [Math.floor(seconds / DAY), "day"]
      : seconds >= 2 * HOUR
        ? [Math.floor(seconds / HOUR), "hour"]
        : seconds >= 120
          ? [Math.floor(seconds / 60), "minute"]
          : [seconds, "second"];
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit,
    unitDisplay: "long",
  }).format(amount);
}

/**
 * The table's countdown, always "… left": "23 hours left", "5 minutes left", and for
 * the last two minutes a ticking "1:52 left" (a clock's minutes and seconds, which
 * every language here reads the same way).
 */
export function clock(secondsLeft: number, locale = "en"): Msg {
  if (secondsLeft >= 120)
    return msg("table.clockLeft", { time: timeLeftWords(secondsLeft * 1000, locale) });
  const seconds = Math.max(0, Math.floor(secondsLeft));
  const time = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
  return msg("table.clockLeft", { time });
}
