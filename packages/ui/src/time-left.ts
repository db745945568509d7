// A turn timer's time left in words, for the table's status line and the games list:
// a day-long timer reads "2 days", not 172800 seconds.
const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * Time left in words a player reads at a glance: "2 days", "5 hours", "12 minutes",
 * "40 seconds", rounded down (a deadline is never shown later than it is).
 */
export function timeLeftWords(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const [amount, unit] =
    seconds >= 2 * DAY
      ? [Math.floor(seconds / DAY), "day"]
      : seconds >= 2 * HOUR
        ? [Math.floor(seconds / HOUR), "hour"]
        : seconds >= 120
          ? [Math.floor(seconds / 60), "minute"]
          : [seconds, "second"];
  return `${amount} ${unit}${amount === 1 ? "" : "s"}`;
}

/** The table's countdown: "45s" for a live timer's last minutes, "23 hours left" beyond. */
export function clock(secondsLeft: number): string {
  return secondsLeft < 120
    ? `${secondsLeft}s`
    : `${timeLeftWords(secondsLeft * 1000)} left`;
}
