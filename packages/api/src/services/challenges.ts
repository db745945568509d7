// Challenges (issue #36): one account asks another to a table of two with the rules,
// options and turn timer they chose. The challenged person sees it (their page polls
// `incoming`; the house pushes it too: `onChallenged`) and accepts or declines; the
// challenger sees it pending (`outgoing`), may cancel it, and learns the answer there.
// Accepting opens the table with both seated and dealt (the game server's
// `tables.open`, which announces it) in the transaction that marks the challenge
// accepted (the friends repository's `accept`), the way quick pairing seats a group:
// nobody is seated twice, and a second accept answers the same table. Unanswered, a challenge expires: after CHALLENGE_LIVE_MS, or CHALLENGE_SLOW_MS
// for tables whose turns last an hour or more (nobody waits a day on a page for those).
import type { GameOptions, Ruleset } from "@3u3d/engine";
import { RateLimiter } from "@3u3d/auth";
import type { Msg } from "@3u3d/i18n/msg";
import { log } from "@3u3d/log";
import type {
  AcceptOutcome,
  ChallengeRecord,
  FriendsRepository,
  GameRepository,
  LimitsRepository,
  NewChallengeOutcome,
  PlayerRecord,
} from "@3u3d/db/repositories";

import {
  invalid,
  notFound,
  refusalMsg,
  taken,
  tooMany,
  wrongStatus,
} from "../game-server/errors";
import { openTable, type TableSpec } from "../game-server/new-table";
import { withinOpenTables, type OpenTable, type Tables } from "../game-server/tables";
import { optionsSchema, rulesetSchema } from "../schemas";
import { waitInWords } from "../wait-in-words";
import { turnTimerOrDefault, waitsForMoves } from "../turn-timers";

/** An unanswered challenge to a table with a live timer (or none) expires after this. */
export const CHALLENGE_LIVE_MS = 10 * 60_000;
/** …and one to a table whose turns last an hour or more, after this. */
export const CHALLENGE_SLOW_MS = 24 * 60 * 60_000;
/** Challenges one person may have waiting for an answer at once. */
export const MAX_PENDING = 5;
/** The challenger's list shows answered (and expired) challenges for this long. */
export const ANSWERS_SHOWN_MS = 10 * 60_000;

export interface ChallengeInput {
  ruleset: Ruleset;
  options: GameOptions;
  turnTimerSeconds: number | null;
}

/** A challenge as the pages show it: who, what, until when, and where it stands. */
export interface ChallengeView {
  id: string;
  from: { playerId: string; name: string };
  to: { playerId: string; name: string };
  ruleset: Ruleset;
  options: GameOptions;
  /** The table's timer (the default when the challenger chose none). */
  turnTimerSeconds: number;
  status: ChallengeRecord["status"];
  expiresAt: Date;
  /** The table, once accepted. */
  gameId: string | null;
}

/** What the push hook is told of a new challenge. */
export interface NewChallengeNotice {
  id: string;
  fromPlayerId: string;
  fromName: string;
  toPlayerId: string;
}

export interface ChallengesOptions {
  repositories: {
    friends: FriendsRepository;
    games: Pick<GameRepository, "openSeats">;
    limits: LimitsRepository;
  };
  /** Opens an accepted challenge's table (the game server's, which announces it). */
  tables: Pick<Tables, "openWithin">;
  /**
   * Told of every new challenge (the house sends a push notification). Not awaited:
   * a slow push service never holds up the challenger; its failure is logged.
   */
  onChallenged?: (challenge: NewChallengeNotice) => void | Promise<void>;
  /**
   * Told when a challenge was accepted, declined or withdrawn: both people's lists of
   * challenges changed (the house tells their pages).
   */
  onAnswered?: (between: { fromPlayerId: string; toPlayerId: string }) => void;
  /** How fast one person may challenge (default: 20, then waits from 30 s, growing). */
  challengeLimiter?: RateLimiter;
}

/** The table of an accepted challenge: the challenger (host) and the challenged, dealt. */
const challengeTable = (open: OpenTable) => (challenge: ChallengeRecord) =>
  open(tableOf(challenge, challenge.fromPlayerId), {
    seated: [challenge.fromPlayerId, challenge.toPlayerId],
    deal: true,
  });

/** The table a challenge asks for, as the lobby takes it, with `host` (the challenger). */
const tableOf = (
  c: Pick<ChallengeRecord, "ruleset" | "options" | "turnTimerSeconds">,
  host: string,
): TableSpec => ({
  host,
  ruleset: rulesetSchema.parse(c.ruleset),
  options: optionsSchema.parse(c.options),
  seats: [{ kind: "human" as const }, { kind: "human" as const }],
  isPublic: false,
  turnTimerSeconds: c.turnTimerSeconds,
});

function view(c: ChallengeRecord): ChallengeView {
  const { ruleset, options } = tableOf(c, c.fromPlayerId);
  return {
    id: c.id,
    from: { playerId: c.fromPlayerId, name: c.fromName },
    to: { playerId: c.toPlayerId, name: c.toName },
    ruleset,
    options,
    turnTimerSeconds: turnTimerOrDefault(c.turnTimerSeconds),
    status: c.status,
    expiresAt: c.expiresAt,
    gameId: c.gameId,
  };
}

/** Why a challenge was not made, in the catalogue's words (refusals.challenges). */
const REFUSED: Record<Exclude<NewChallengeOutcome, { ok: true }>["reason"], Msg> = {
  BLOCKED: refusalMsg("challenges.blocked"),
  ALREADY: refusalMsg("challenges.already"),
  CROSSED: refusalMsg("challenges.crossed"),
  TOO_MANY: refusalMsg("challenges.tooMany", { count: MAX_PENDING }),
};

/** Why a challenge could not be accepted, in the catalogue's words. */
const NOT_ACCEPTED: Record<Exclude<AcceptOutcome, { ok: true }>["reason"], Msg> = {
  NOT_FOUND: refusalMsg("challenges.notYours"),
  EXPIRED: refusalMsg("challenges.expiredAskAgain"),
  DECLINED: refusalMsg("challenges.youDeclined"),
  CANCELLED: refusalMsg("challenges.cancelled"),
};

export function createChallenges(
  options: ChallengesOptions & {
    /** The caller, who must be an account (friends.ts: a guest is told how to become one). */
    account: (playerId: string) => Promise<PlayerRecord>;
  },
) {
  const { friends, games, limits } = options.repositories;
  const { account, tables, onChallenged } = options;
  const answered = (between: { fromPlayerId: string; toPlayerId: string }) =>
    options.onAnswered?.(between);
  const limiter =
    options.challengeLimiter ??
    new RateLimiter(limits, "challenges", {
      freeAttempts: 20,
      firstDelayMs: 30_000,
      maxDelayMs: 10 * 60_000,
      forgetAfterMs: 60 * 60_000,
    });

  function tell(notice: NewChallengeNotice) {
    if (!onChallenged) return;
    Promise.resolve()
      .then(() => onChallenged(notice))
      .catch((error: unknown) =>
        log().error({ err: error, challengeId: notice.id }, "challenge notice failed"),
      );
  }

  return {
    /**
     * Challenges an account to a table of two. Refused with words when a block stands
     * either way, when one is already pending between the two, past MAX_PENDING, or too
     * fast (the limiter), and when the rules could not be dealt.
     */
    async challenge(
      playerId: string,
      toPlayerId: string,
      input: ChallengeInput,
    ): Promise<ChallengeView> {
      const me = await account(playerId);
      if (toPlayerId === playerId) throw invalid(refusalMsg("challenges.notYourself"));
      const them = await options.account(toPlayerId).catch(() => null);
      if (!them) throw notFound("player");
      // The rules are checked now, the way the engine will deal them.
      openTable(tableOf(input, playerId), { deal: false });
      await withinOpenTables(games, playerId);
      const verdict = await limiter.attempt(playerId);
      if (!verdict.ok)
        throw tooMany(
          refusalMsg("challenges.tooFast", { wait: waitInWords(verdict.retryAfterMs) }),
        );
      const made = await friends.challenge(
        {
          fromPlayerId: playerId,
          toPlayerId,
          ruleset: input.ruleset,
          options: input.options,
          turnTimerSeconds: input.turnTimerSeconds,
          expiresInMs: waitsForMoves(input.turnTimerSeconds)
            ? CHALLENGE_SLOW_MS
            : CHALLENGE_LIVE_MS,
        },
        MAX_PENDING,
      );
      if (!made.ok)
        throw made.reason === "TOO_MANY"
          ? tooMany(REFUSED.TOO_MANY)
          : invalid(REFUSED[made.reason]);
      tell({
        id: made.challenge.id,
        fromPlayerId: playerId,
        fromName: me.displayName,
        toPlayerId,
      });
      return view(made.challenge);
    },

    /** The caller's pending challenges from others, oldest first. */
    async incoming(playerId: string): Promise<ChallengeView[]> {
      await account(playerId);
      return (await friends.incoming(playerId)).map(view);
    },

    /** The caller's challenges pending, or answered within ANSWERS_SHOWN_MS, newest first. */
    async outgoing(playerId: string): Promise<ChallengeView[]> {
      await account(playerId);
      return (await friends.outgoing(playerId, ANSWERS_SHOWN_MS)).map(view);
    },

    /** Withdraws the caller's own pending challenge. */
    async cancel(playerId: string, challengeId: string): Promise<ChallengeView> {
      await account(playerId);
      const done = await friends.answer(challengeId, playerId, "cancelled");
      if (!done) throw wrongStatus(await whyNot(playerId, challengeId, "cancel"));
      answered(done);
      return view(done);
    },

    /** Declines a pending challenge to the caller. */
    async decline(playerId: string, challengeId: string): Promise<ChallengeView> {
      await account(playerId);
      const done = await friends.answer(challengeId, playerId, "declined");
      if (!done) throw wrongStatus(await whyNot(playerId, challengeId, "decline"));
      answered(done);
      return view(done);
    },

    /**
     * Accepts a challenge to the caller: the table is opened with both seated and
     * dealt (and announced), once however often it is accepted. Returns its id.
     */
    async accept(playerId: string, challengeId: string): Promise<{ gameId: string }> {
      await account(playerId);
      const found = await friends.find(challengeId);
      if (found?.toPlayerId !== playerId) throw notFound("challenge");
      if (found.status === "pending") {
        await withinOpenTables(games, playerId);
        await withinOpenTables(games, found.fromPlayerId).catch(() => {
          throw taken(refusalMsg("challenges.challengerBusy", { name: found.fromName }));
        });
      }
      const accepted = await tables.openWithin((open) =>
        friends.accept(challengeId, playerId, challengeTable(open)),
      );
      if (!accepted.ok) throw wrongStatus(NOT_ACCEPTED[accepted.reason]);
      if (accepted.created) answered(found);
      return { gameId: accepted.gameId };
    },
  };

  /** Why a challenge could not be cancelled or declined, in words. */
  async function whyNot(
    playerId: string,
    challengeId: string,
    doing: "cancel" | "decline",
  ): Promise<Msg> {
    const found = await friends.find(challengeId);
    const theirs =
      doing === "cancel"
        ? found?.fromPlayerId === playerId
        : found?.toPlayerId === playerId;
    switch (theirs ? found?.status : undefined) {
      case "accepted":
        return refusalMsg("challenges.alreadyAccepted");
      case "declined":
        return refusalMsg("challenges.alreadyDeclined");
      case "cancelled":
        return refusalMsg("challenges.alreadyCancelled");
      case "expired":
        return refusalMsg("challenges.expired");
      default:
        return refusalMsg("challenges.noSuch", { doing });
    }
  }
}

export type Challenges = ReturnType<typeof createChallenges>;
