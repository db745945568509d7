// What the friends repository promises: follows, blocks and challenges between
// accounts (Follow, Block, Challenge). Domain-shaped: no Prisma types.

import type { TableToOpen } from "../games/types";

/** Someone the player follows, as the friends page lists them. */
export interface FollowedPlayer {
  playerId: string;
  name: string;
  /** Seen within the window the caller asked about (a page of theirs open: OpenPage). */
  online: boolean;
  /** A game they are playing in person now (a public one first), if any. */
  playing: { gameId: string; isPublic: boolean } | null;
  /** They follow the player back. */
  followsBack: boolean;
}

/** An account a search found. */
export interface FoundPlayer {
  playerId: string;
  name: string;
  /** Their readable address: /players/<handle>. */
  handle: string;
  /** The viewer follows them already. */
  following: boolean;
}

/** An account the player shared a table with lately, not followed yet. */
export interface RecentPlayer {
  playerId: string;
  name: string;
  /** When that game ended (or began, if it is still being played). */
  lastPlayed: Date;
}

/** Someone the player blocked. */
export interface BlockedPlayer {
  playerId: string;
  name: string;
  since: Date;
}

/** How one player stands with another. */
export interface Relation {
  following: boolean;
  /** The viewer blocked the other. */
  blocking: boolean;
  /** The other blocked the viewer (never shown to the viewer: only the server judges by it). */
  blockedBy: boolean;
}

/** Where a challenge is: pending, answered, or past its time unanswered. */
export type ChallengeStatus =
  "pending" | "accepted" | "declined" | "cancelled" | "expired";

export interface ChallengeRecord {
  id: string;
  fromPlayerId: string;
  fromName: string;
  toPlayerId: string;
  toName: string;
  ruleset: string;
  /** The engine's GameOptions as the challenger chose them (decoded by the caller). */
  options: unknown;
  turnTimerSeconds: number | null;
  status: ChallengeStatus;
  createdAt: Date;
  expiresAt: Date;
  /** The table, once accepted. */
  gameId: string | null;
}

export interface NewChallenge {
  fromPlayerId: string;
  toPlayerId: string;
  ruleset: string;
  options: object;
  turnTimerSeconds: number | null;
  /** Unanswered for this long, it expires (on the database's clock). */
  expiresInMs: number;
}

export type NewChallengeOutcome =
  | { ok: true; challenge: ChallengeRecord }
  | {
      ok: false;
      /**
       * BLOCKED: a block either way. ALREADY: a pending challenge to the same person.
       * CROSSED: they have challenged the challenger (answer theirs). TOO_MANY: the
       * challenger has `maxPending` pending already.
       */
      reason: "BLOCKED" | "ALREADY" | "CROSSED" | "TOO_MANY";
    };

/** The table an accepted challenge is played at: created and dealt in the accepting transaction. */
/** An accepted challenge's table: both people seated, dealt. */
export type ChallengeTable = TableToOpen;

export type AcceptOutcome =
  | { ok: true; gameId: string; created: boolean }
  | { ok: false; reason: "NOT_FOUND" | "EXPIRED" | "DECLINED" | "CANCELLED" };

export interface FriendsRepository {
  /** Follows (again: nothing changes); false when a block either way stands. */
  follow(followerId: string, followedId: string): Promise<boolean>;
  /** Stops following (not following: nothing changes). */
  unfollow(followerId: string, followedId: string): Promise<void>;
  /** The people `playerId` follows, by name; `onlineWithinMs` says what "online" means. */
  following(playerId: string, onlineWithinMs: number): Promise<FollowedPlayer[]>;
  relation(viewerId: string, otherId: string): Promise<Relation>;

  /**
   * Accounts whose shown name starts with `typed` (accents and case aside), or whose
   * handle, current or earlier, is `typed`; at most `limit`, by name. None with a
   * block between them and `viewerId` (null: nobody's asking).
   */
  search(viewerId: string | null, typed: string, limit: number): Promise<FoundPlayer[]>;
  /**
   * The accounts at the player's latest games (being played or ended), newest first:
   * not the player, not followed yet, no block between them; at most `limit`.
   */
  playedWithRecently(playerId: string, limit: number): Promise<RecentPlayer[]>;

  /**
   * One transaction under the pair's lock: the block, both follows removed, pending
   * challenges between the two cancelled. Blocking again changes nothing.
   */
  block(blockerId: string, blockedId: string): Promise<void>;
  unblock(blockerId: string, blockedId: string): Promise<void>;
  /** Whom `blockerId` blocked, newest first. */
  blocked(blockerId: string): Promise<BlockedPlayer[]>;
  /** The ids `blockerId` blocked (what they do not see at a table). */
  blockedIds(blockerId: string): Promise<string[]>;
  /**
   * Every block among `playerIds`, as [blocker, blocked] (two who blocked each other
   * are two pairs): quick pairing keeps them apart.
   */
  blockedPairsAmong(playerIds: readonly string[]): Promise<Array<[string, string]>>;

  /** A new pending challenge, judged under the pair's lock (no block, no duplicate). */
  challenge(challenge: NewChallenge, maxPending: number): Promise<NewChallengeOutcome>;
  find(challengeId: string): Promise<ChallengeRecord | null>;
  /** Pending challenges to the player, not expired, oldest first. */
  incoming(playerId: string): Promise<ChallengeRecord[]>;
  /**
   * The player's challenges still pending, or answered or expired within
   * `recentMs`, newest first (the challenger's page learns the answer from it).
   */
  outgoing(playerId: string, recentMs: number): Promise<ChallengeRecord[]>;
  /**
   * Declines (by the challenged) or cancels (by the challenger) a pending challenge;
   * null when it was not theirs to answer or no longer pending.
   */
  answer(
    challengeId: string,
    playerId: string,
    answer: "declined" | "cancelled",
  ): Promise<ChallengeRecord | null>;
  /**
   * The challenged person accepts: under the pair's lock and the challenge's row lock,
   * a pending challenge gets its table (`makeTable`: created with both seated and
   * dealt) and is marked accepted, in one transaction. An accepted one answers its
   * table again (`created` false), so a double accept makes one table.
   */
  accept(
    challengeId: string,
    playerId: string,
    makeTable: (challenge: ChallengeRecord) => ChallengeTable,
  ): Promise<AcceptOutcome>;
}
