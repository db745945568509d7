// What changed among the people you follow between two looks at the friends list:
// someone came online, or started a public game. Pure, so the header's notice
// (friend-notice.tsx) is a view of it and the rules are tested on their own.

/** One followed person as the friends list gives them (friends.list's `following`). */
export interface FollowedNow {
  playerId: string;
  name: string;
  online: boolean;
  /** In a game: its id when public (null: an invite-only table). */
  playing: { gameId: string | null } | null;
}

/** What the last look saw: who was online, and the public game each was in. */
export interface Whereabouts {
  online: string[];
  games: Record<string, string>;
}

export type FriendNews =
  | { kind: "playing"; playerId: string; name: string; gameId: string }
  | { kind: "online"; playerId: string; name: string; others: number };

export function whereaboutsOf(following: readonly FollowedNow[]): Whereabouts {
  const games: Record<string, string> = {};
  for (const f of following) if (f.playing?.gameId) games[f.playerId] = f.playing.gameId;
  return { online: following.filter((f) => f.online).map((f) => f.playerId), games };
}

/**
 * The news since `before`: a public game someone started (it says most: there is
 * something to watch), else who came online (the first by name, and how many more).
 * Null when nothing is new.
 */
export function newsSince(
  before: Whereabouts,
  now: readonly FollowedNow[],
): FriendNews | null {
  const started = now.find(
    (f) => f.playing?.gameId && before.games[f.playerId] !== f.playing.gameId,
  );
  if (started?.playing?.gameId)
    return {
      kind: "playing",
      playerId: started.playerId,
      name: started.name,
      gameId: started.playing.gameId,
    };
  const cameOnline = now.filter((f) => f.online && !before.online.includes(f.playerId));
  const [first] = cameOnline;
  return first
    ? {
        kind: "online",
        playerId: first.playerId,
        name: first.name,
        others: cameOnline.length - 1,
      }
    : null;
}

/** Whether a notice still holds: they are still online, or still in that game. */
export function stillTrue(news: FriendNews, now: readonly FollowedNow[]): boolean {
  const them = now.find((f) => f.playerId === news.playerId);
  if (!them) return false;
  return news.kind === "playing" ? them.playing?.gameId === news.gameId : them.online;
}
