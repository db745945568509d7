// Friends (issue #36), for accounts only: follow a player (from their profile or a
// table you sit at), block one, and the friends page's list of whom you follow (online,
// playing and where to watch) and whom you blocked. Finding people (issue #63): search
// accounts by name (anyone may; a block hides each from the other) and the accounts
// you played with lately. Challenges are challenges.ts,
// built here with the same options so the house makes one service.
//
// A block, as the blocker sees it: the blocked person cannot challenge them, follow
// them, or be paired with them (quick pairing asks the friends repository's
// blockedPairsAmong), and the blocker no longer sees what they say at a table
// (blocks.ts, which the game server asks when it builds the blocker's snapshots;
// a block or unblock here makes it forget the blocker's copy). The blocked person is
// told nothing of the block, and their talk still reaches everyone else.
import type {
  BlockedPlayer,
  FoundPlayer,
  FriendsRepository,
  RecentPlayer,
  GameRepository,
  PlayersRepository,
} from "@3u3d/db/repositories";

import { invalid, notFound, notYourSeat, refusalMsg } from "../game-server/errors";
import type { Blocks } from "./blocks";
import { createChallenges, type ChallengesOptions } from "./challenges";
import { ONLINE_WINDOW_MS } from "./presence";

/** What a guest reads when they reach for a friends feature. */
export const ACCOUNTS_ONLY = refusalMsg("friends.accountsOnly");

/** A search answers at most this many (a name's start narrows it as one types). */
const FOUND = 10;

/** "People you played with recently" lists at most this many. */
const RECENT = 12;

export interface FollowedFriend {
  playerId: string;
  name: string;
  online: boolean;
  /** In a game now: its id to watch when the table is public, null when it is not. */
  playing: { gameId: string | null } | null;
  followsBack: boolean;
}

export interface FriendsOptions extends ChallengesOptions {
  repositories: ChallengesOptions["repositories"] & {
    friends: FriendsRepository;
    players: Pick<PlayersRepository, "find">;
    games: Pick<GameRepository, "openSeats" | "seating">;
  };
  /** Whom each viewer blocked, as the game server reads it: forgotten at a (un)block. */
  blocks: Pick<Blocks, "forget">;
}

export function createFriends(options: FriendsOptions) {
  const { friends, players, games } = options.repositories;

  /** The caller, who must be an account; a guest is told how to become one. */
  async function account(playerId: string) {
    const me = await players.find(playerId);
    if (!me?.userId) throw notYourSeat(ACCOUNTS_ONLY);
    return me;
  }

  /** Another account to follow or block: not oneself, not a guest, existing. */
  async function other(playerId: string, otherId: string, doing: "follow" | "block") {
    await account(playerId);
    if (otherId === playerId) throw invalid(refusalMsg("friends.notYourself", { doing }));
    const them = await players.find(otherId);
    if (!them) throw notFound("player");
    if (!them.userId) throw invalid(refusalMsg("friends.notGuests"));
    return them;
  }

  /** The account seated at `seat` of a table the caller sits at. */
  async function seatedAt(playerId: string, gameId: string, seat: number) {
    const table = await games.seating(gameId);
    if (!table?.seats.some((s) => s.playerId === playerId))
      throw notYourSeat(refusalMsg("friends.followSeatedOnly"));
    const theirs = table.seats.find((s) => s.seat === seat)?.playerId;
    if (!theirs || theirs === playerId) throw notFound("player");
    return theirs;
  }

  /**
   * Follows an account (again: nothing changes). A block either way stores nothing; the
   * blocker is told to unblock first, but someone blocked is answered as any follower
   * is, so a follow never reveals a block (issue #61).
   */
  async function follow(playerId: string, otherId: string): Promise<{ following: true }> {
    await other(playerId, otherId, "follow");
    if (!(await friends.follow(playerId, otherId)))
      if ((await friends.blockedIds(playerId)).includes(otherId))
        throw invalid(refusalMsg("friends.cannotFollow"));
    return { following: true };
  }

  async function unfollow(
    playerId: string,
    otherId: string,
  ): Promise<{ following: false }> {
    await account(playerId);
    await friends.unfollow(playerId, otherId);
    return { following: false };
  }

  const challenges = createChallenges({ ...options, account });

  return {
    ...challenges,
    follow,
    unfollow,

    /** Follows the account at a seat of a table the caller sits at. */
    followSeat: async (playerId: string, gameId: string, seat: number) =>
      follow(playerId, await seatedAt(playerId, gameId, seat)),

    unfollowSeat: async (playerId: string, gameId: string, seat: number) =>
      unfollow(playerId, await seatedAt(playerId, gameId, seat)),

    /**
     * Blocks an account: both follows and pending challenges between the two go in
     * the same transaction. Blocking again changes nothing.
     */
    async block(playerId: string, otherId: string): Promise<{ blocked: true }> {
      await other(playerId, otherId, "block");
      await friends.block(playerId, otherId);
      options.blocks.forget(playerId);
      return { blocked: true };
    },

    async unblock(playerId: string, otherId: string): Promise<{ blocked: false }> {
      await account(playerId);
      await friends.unblock(playerId, otherId);
      options.blocks.forget(playerId);
      return { blocked: false };
    },

    /** The friends page: whom the caller follows (online, playing) and whom they blocked. */
    async list(
      playerId: string,
    ): Promise<{ following: FollowedFriend[]; blocked: BlockedPlayer[] }> {
      await account(playerId);
      const [following, blocked] = await Promise.all([
        friends.following(playerId, ONLINE_WINDOW_MS),
        friends.blocked(playerId),
      ]);
      return {
        following: following.map((f) => ({
          ...f,
          // An invite-only table is only said to exist, never named.
          playing: f.playing && { gameId: f.playing.isPublic ? f.playing.gameId : null },
        })),
        blocked,
      };
    },

    /**
     * Accounts whose shown name starts with `typed` (accents and case aside) or whose
     * handle it is, by name; none a block stands between with the caller.
     */
    search: (viewerId: string | null, typed: string): Promise<FoundPlayer[]> =>
      typed === "" ? Promise.resolve([]) : friends.search(viewerId, typed, FOUND),

    /** The accounts at the caller's latest games whom they do not follow yet. */
    async recent(playerId: string): Promise<RecentPlayer[]> {
      await account(playerId);
      return friends.playedWithRecently(playerId, RECENT);
    },

    /**
     * How the caller stands with a player, for their profile's buttons. A guest gets
     * `account: false` (the profile says how to become one); whether the other blocked
     * the caller is not said.
     */
    async relation(playerId: string | null, otherId: string) {
      const me = playerId ? await players.find(playerId) : null;
      if (!me?.userId || playerId === otherId)
        return {
          account: !!me?.userId,
          self: playerId === otherId,
          following: false,
          blocking: false,
        };
      const { following, blocking } = await friends.relation(me.id, otherId);
      return { account: true, self: false, following, blocking };
    },

    /**
     * The accounts at a table the caller sits at (not the caller), each with whether
     * the caller follows them: the table's follow buttons. `canFollow` false for a guest.
     */
    async atTable(playerId: string, gameId: string) {
      const table = await games.seating(gameId);
      if (!table?.seats.some((s) => s.playerId === playerId))
        return { canFollow: false, seats: [] };
      const me = await players.find(playerId);
      const others = table.seats.filter(
        (s) => s.playerId !== null && s.playerId !== playerId,
      );
      const seats = [];
      for (const s of others) {
        const them = s.playerId ? await players.find(s.playerId) : null;
        if (!them?.userId) continue;
        const following = me?.userId
          ? (await friends.relation(playerId, them.id)).following
          : false;
        seats.push({ seat: s.seat, following });
      }
      return { canFollow: !!me?.userId, seats };
    },
  };
}

export type Friends = ReturnType<typeof createFriends>;
