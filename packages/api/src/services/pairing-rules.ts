// Who quick pairing seats together: a pure rule over the waiting seeks of one pool,
// oldest first, as the pairing repository hands them over under lock.
//
// Rating window: a person accepts opponents within ±100 shown-rating points when they
// ask, 50 more every 5 seconds they wait, and anyone after 30 seconds (a game soon
// beats a perfect match never). Two people fit when their ratings differ by no more
// than the wider of their two windows: whoever has waited longer reaches further, so a
// long wait ends as soon as anyone turns up. A group fits when every two of its members
// do. Groups are built from the oldest seek first, so the longest waits end first.
// For two players that finds every pair that fits; for more the group is grown
// greedily, so an odd spread of ratings may miss a group that fits until the windows
// have widened (30 seconds at most), in exchange for a quick, predictable rule.
//
// Two people who blocked each other (either way) never fit, however long they wait.
//
// Bots fill empty seats only in casual pools, only for people who chose it, and only
// once a full group of people is impossible: the oldest person whose chosen wait is
// over sits down with those others whose wait is over too (and who fit), and bots take
// the seats left.
import type { WaitingSeek } from "@3u3d/db/repositories";

export const RATING_WINDOW = {
  /** Points either side when the person asks. */
  start: 100,
  /** Points added every `everyMs` of waiting. */
  step: 50,
  everyMs: 5_000,
  /** After this wait, any rating fits. */
  openAfterMs: 30_000,
} as const;

/** How far from their own rating a person who has waited `waitedMs` accepts opponents. */
export function ratingWindow(waitedMs: number): number {
  if (waitedMs >= RATING_WINDOW.openAfterMs) return Number.POSITIVE_INFINITY;
  return (
    RATING_WINDOW.start +
    RATING_WINDOW.step * Math.floor(Math.max(0, waitedMs) / RATING_WINDOW.everyMs)
  );
}

/**
 * Two waiting people may sit at one table: neither blocked the other, and their
 * ratings are within the wider of their windows.
 */
export function fits(a: WaitingSeek, b: WaitingSeek): boolean {
  if (a.apart.includes(b.playerId) || b.apart.includes(a.playerId)) return false;
  const reach = Math.max(ratingWindow(a.waitedMs), ratingWindow(b.waitedMs));
  return Math.abs(a.rating - b.rating) <= reach;
}

/** The person's chosen wait before bots fill the empty seats is over. */
const botFillDue = (seek: WaitingSeek) =>
  seek.botFillAfterSeconds !== null && seek.waitedMs >= seek.botFillAfterSeconds * 1000;

/**
 * Starting from `anchor`, the others (oldest first) who fit everyone already taken,
 * up to `size` people in all.
 */
function groupAround(
  anchor: WaitingSeek,
  others: readonly WaitingSeek[],
  size: number,
): WaitingSeek[] {
  const group = [anchor];
  for (const seek of others) {
    if (group.length === size) break;
    if (seek !== anchor && group.every((member) => fits(member, seek))) group.push(seek);
  }
  return group;
}

/**
 * The next table to seat from a pool's waiting seeks (oldest first): `players` people
 * who all fit, or, where `botsAllowed`, people whose bot-fill wait is over and bots for
 * the rest. null: nobody can be seated yet.
 */
export function pickGroup(
  waiting: readonly WaitingSeek[],
  players: number,
  botsAllowed: boolean,
): { people: WaitingSeek[]; bots: number } | null {
  for (const anchor of waiting) {
    const group = groupAround(anchor, waiting, players);
    if (group.length === players) return { people: group, bots: 0 };
  }
  if (!botsAllowed) return null;
  const due = waiting.filter(botFillDue);
  const anchor = due[0];
  if (!anchor) return null;
  const people = groupAround(anchor, due, players);
  return { people, bots: players - people.length };
}
