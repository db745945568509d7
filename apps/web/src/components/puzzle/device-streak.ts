// A guest's daily-puzzle streak, kept on this device (localStorage): the last day
// solved and how many days in a row led up to it. An account's is kept on the server.
const KEY = "3u3d.puzzleStreak";

interface Kept {
  lastDay: string;
  streak: number;
}

const DAY_MS = 86_400_000;
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

function read(): Kept | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? "null") as Kept | null;
    return kept && typeof kept.lastDay === "string" && Number.isInteger(kept.streak)
      ? kept
      : null;
  } catch {
    return null;
  }
}

/** The streak as it stands on `today`: alive if the last solve was today or yesterday. */
export function deviceStreak(today: string): number {
  const kept = read();
  if (!kept) return 0;
  return kept.lastDay === today || kept.lastDay === dayBefore(today) ? kept.streak : 0;
}

/** Today's puzzle solved on this device: the streak grows once a day. */
export function solvedOnDevice(today: string): number {
  const kept = read();
  if (kept?.lastDay === today) return kept.streak;
  const streak = kept?.lastDay === dayBefore(today) ? kept.streak + 1 : 1;
  try {
    localStorage.setItem(KEY, JSON.stringify({ lastDay: today, streak }));
  } catch {
    // storage blocked: the streak is shown for now and not kept
  }
  return streak;
}
