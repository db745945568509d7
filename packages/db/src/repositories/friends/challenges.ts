// Challenges (Challenge): one account asking another to a table of two. Creating one
// and accepting it run under the pair's lock (pair-lock.ts), like a block, so a block
// and a challenge never cross; accepting also locks the challenge's row, then stores
// the table the caller opens (the game server's `tables.open`: both seated, dealt;
// the games repository's openTableIn) in the same transaction that marks it
// accepted: two accepts at once make one table. Expiry is read, not written: a pending challenge past `expiresAt` (the
// database's clock) is "expired" everywhere it is read. SQL through Prisma's tagged
// templates (advisory and row locks, times on the database's clock).

import type { DbClient } from "../../client";
import { Prisma } from "../../generated/prisma/client";
import type { TableWrites } from "../pairing";
import { lockPair, TX_OPTIONS } from "./pair-lock";
import type { ChallengeRecord, ChallengeStatus, FriendsRepository } from "./types";

type Tx = Prisma.TransactionClient;

/** A player's finished challenges are forgotten after this long (the list only shows recent ones). */
const KEEP_ANSWERED = "1 day";

interface Row extends Omit<ChallengeRecord, "status"> {
  status: string;
}

const STATUSES: readonly ChallengeStatus[] = [
  "pending",
  "accepted",
  "declined",
  "cancelled",
  "expired",
];

const record = (row: Row): ChallengeRecord => ({
  ...row,
  status: STATUSES.find((s) => s === row.status) ?? "cancelled",
});

/** Every column of a challenge as read, with expiry applied and both names. */
const SELECT = (where: Prisma.Sql, tail: Prisma.Sql = Prisma.empty) => Prisma.sql`
  select c.id, c."fromPlayerId", f."displayName" as "fromName",
    c."toPlayerId", t."displayName" as "toName", c.ruleset, c.options,
    c."turnTimerSeconds",
    case when c.status = 'pending' and c."expiresAt" <= now() then 'expired'
      else c.status end as status,
    c."createdAt", c."expiresAt", c."gameId"
  from "Challenge" c
  join "Player" f on f.id = c."fromPlayerId"
  join "Player" t on t.id = c."toPlayerId"
  where ${where} ${tail}`;

export function challengeRows(
  db: DbClient,
  games: TableWrites,
): Pick<
  FriendsRepository,
  "challenge" | "find" | "incoming" | "outgoing" | "answer" | "accept"
> {
  const findIn = async (tx: Tx | DbClient, id: string, lock = false) => {
    const rows = await tx.$queryRaw<Row[]>(
      SELECT(Prisma.sql`c.id = ${id}`, lock ? Prisma.sql`for update of c` : Prisma.empty),
    );
    return rows[0] ? record(rows[0]) : null;
  };

  return {
    async challenge(c, maxPending) {
      return db.$transaction(async (tx) => {
        await lockPair(tx, c.fromPlayerId, c.toPlayerId);
        // Old answers go first: the limit and the lists count live challenges only.
        await tx.$executeRaw`
          delete from "Challenge" where "fromPlayerId" = ${c.fromPlayerId}
            and (status <> 'pending' or "expiresAt" <= now())
            and "createdAt" < now() - ${KEEP_ANSWERED}::interval`;
        const [state] = await tx.$queryRaw<
          { blocked: boolean; already: boolean; crossed: boolean; pending: number }[]
        >`
          select
            exists (select 1 from "Block"
              where ("blockerId" = ${c.fromPlayerId} and "blockedId" = ${c.toPlayerId})
                 or ("blockerId" = ${c.toPlayerId} and "blockedId" = ${c.fromPlayerId}))
              as blocked,
            exists (select 1 from "Challenge" where status = 'pending' and "expiresAt" > now()
              and "fromPlayerId" = ${c.fromPlayerId} and "toPlayerId" = ${c.toPlayerId})
              as already,
            exists (select 1 from "Challenge" where status = 'pending' and "expiresAt" > now()
              and "fromPlayerId" = ${c.toPlayerId} and "toPlayerId" = ${c.fromPlayerId})
              as crossed,
            (select count(*)::int from "Challenge" where status = 'pending'
              and "expiresAt" > now() and "fromPlayerId" = ${c.fromPlayerId}) as pending`;
        if (!state) throw new Error("friends: the challenge checks returned nothing");
        if (state.blocked) return { ok: false, reason: "BLOCKED" } as const;
        if (state.already) return { ok: false, reason: "ALREADY" } as const;
        if (state.crossed) return { ok: false, reason: "CROSSED" } as const;
        if (state.pending >= maxPending)
          return { ok: false, reason: "TOO_MANY" } as const;
        const [made] = await tx.$queryRaw<{ id: string }[]>`
          insert into "Challenge" (id, "fromPlayerId", "toPlayerId", ruleset, options,
            "turnTimerSeconds", status, "createdAt", "expiresAt")
          values (gen_random_uuid()::text, ${c.fromPlayerId}, ${c.toPlayerId}, ${c.ruleset},
            ${JSON.stringify(c.options)}::jsonb, ${c.turnTimerSeconds}, 'pending', now(),
            now() + ${c.expiresInMs}::float8 * interval '1 millisecond')
          returning id`;
        const challenge = made && (await findIn(tx, made.id));
        if (!challenge)
          throw new Error("friends: a new challenge could not be read back");
        return { ok: true, challenge } as const;
      }, TX_OPTIONS);
    },

    find: (id) => findIn(db, id),

    async incoming(playerId) {
      const rows = await db.$queryRaw<Row[]>(
        SELECT(
          Prisma.sql`c."toPlayerId" = ${playerId} and c.status = 'pending'
            and c."expiresAt" > now()`,
          Prisma.sql`order by c."createdAt", c.id`,
        ),
      );
      return rows.map(record);
    },

    async outgoing(playerId, recentMs) {
      const since = Prisma.sql`now() - ${recentMs}::float8 * interval '1 millisecond'`;
      const rows = await db.$queryRaw<Row[]>(
        SELECT(
          Prisma.sql`c."fromPlayerId" = ${playerId} and (
            (c.status = 'pending' and c."expiresAt" > ${since})
            or (c.status <> 'pending' and c."answeredAt" > ${since}))`,
          Prisma.sql`order by c."createdAt" desc, c.id`,
        ),
      );
      return rows.map(record);
    },

    async answer(id, playerId, answer) {
      const who =
        answer === "declined"
          ? Prisma.sql`"toPlayerId" = ${playerId}`
          : Prisma.sql`"fromPlayerId" = ${playerId}`;
      const changed = await db.$executeRaw`
        update "Challenge" set status = ${answer}, "answeredAt" = now()
        where id = ${id} and status = 'pending' and "expiresAt" > now() and ${who}`;
      return changed === 1 ? findIn(db, id) : null;
    },

    async accept(id, playerId, makeTable) {
      const seen = await findIn(db, id);
      if (seen?.toPlayerId !== playerId)
        return { ok: false, reason: "NOT_FOUND" } as const;
      return db.$transaction(async (tx) => {
        await lockPair(tx, seen.fromPlayerId, playerId);
        const challenge = await findIn(tx, id, true);
        if (!challenge) return { ok: false, reason: "NOT_FOUND" } as const;
        switch (challenge.status) {
          case "accepted":
            return challenge.gameId
              ? ({ ok: true, gameId: challenge.gameId, created: false } as const)
              : ({ ok: false, reason: "NOT_FOUND" } as const); // its table was deleted
          case "expired":
            return { ok: false, reason: "EXPIRED" } as const;
          case "declined":
            return { ok: false, reason: "DECLINED" } as const;
          case "cancelled":
            return { ok: false, reason: "CANCELLED" } as const;
          case "pending":
            break;
        }
        const opened = makeTable(challenge);
        const { table } = opened;
        const seated = table.seats.map((s) => s.playerId);
        for (const person of [challenge.fromPlayerId, challenge.toPlayerId])
          if (seated.filter((p) => p === person).length !== 1)
            throw new Error("friends: both people sit at the table exactly once");
        const game = await games.openTableIn(tx, opened);
        await tx.$executeRaw`
          update "Challenge" set status = 'accepted', "answeredAt" = now(),
            "gameId" = ${game.id}
          where id = ${id}`;
        return { ok: true, gameId: game.id, created: true } as const;
      }, TX_OPTIONS);
    },
  };
}
