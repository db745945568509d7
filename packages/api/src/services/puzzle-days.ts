// The daily puzzle's calendar: days are UTC dates (YYYY-MM-DD), the same for everyone;
// day 0 is PUZZLE_EPOCH and day n gets puzzle n of the file (round again once the file
// runs out). A streak is consecutive solved days ending today, or yesterday while
// today's is still open.
export const PUZZLE_EPOCH = "2026-12-01";

const DAY_MS = 86_400_000;

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export const addDays = (day: string, days: number) =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** Days from PUZZLE_EPOCH to `day` (negative before it). */
export const dayIndex = (day: string) =>
  Math.round(
    (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${PUZZLE_EPOCH}T00:00:00Z`)) / DAY_MS,
  );

/** The number of the puzzle `day` gets from a file of `count`; null before the first day. */
export function puzzleNumberOf(day: string, count: number): number | null {
  const index = dayIndex(day);
  return index < 0 || count === 0 ? null : index % count;
}

/** The streak on `today` from the solved days, newest first (each day once). */
export function streakOf(solvedDays: readonly string[], today: string): number {
  let expected = solvedDays[0] === today ? today : addDays(today, -1);
  let streak = 0;
  for (const day of solvedDays) {
    if (day !== expected) break;
    streak++;
    expected = addDays(expected, -1);
  }
  return streak;
}
