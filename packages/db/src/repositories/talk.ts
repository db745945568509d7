// Table talk (TableMessage): the short texts and reactions said at a table, kept with
// the game and gone with it. The id orders a table's lines (no per-game counter to race
// on). Prisma model API.
import type { DbClient } from "../client";

export interface TalkLine {
  /** The line's id: later lines have larger ones. */
  seq: number;
  playerId: string;
  seat: number;
  kind: "text" | "reaction";
  /** The text, or the reaction's id. */
  body: string;
  at: Date;
}

export interface NewTalkLine {
  playerId: string;
  seat: number;
  kind: "text" | "reaction";
  body: string;
}

export interface TalkRepository {
  /** The table's latest `count` lines, oldest first. */
  latest(gameId: string, count: number): Promise<TalkLine[]>;
  /** Stores a line, then forgets the table's lines older than its newest `keep`. */
  add(gameId: string, line: NewTalkLine, keep: number): Promise<void>;
  /** Everything these players said, at any table, oldest first (an account's export). */
  saidBy(playerIds: readonly string[]): Promise<(TalkLine & { gameId: string })[]>;
}

interface Row {
  id: number;
  gameId: string;
  playerId: string;
  seat: number;
  kind: string;
  body: string;
  createdAt: Date;
}

const line = (r: Row): TalkLine => ({
  seq: r.id,
  playerId: r.playerId,
  seat: r.seat,
  kind: r.kind === "reaction" ? "reaction" : "text",
  body: r.body,
  at: r.createdAt,
});

export function createTalkRepository(db: DbClient): TalkRepository {
  return {
    async latest(gameId, count) {
      const rows = await db.tableMessage.findMany({
        where: { gameId },
        orderBy: { id: "desc" },
        take: count,
      });
      return rows.reverse().map(line);
    },

    async add(gameId, said, keep) {
      await db.tableMessage.create({ data: { gameId, ...said } });
      // The oldest line still kept; everything before it goes. A lobby never ends, and
      // only the latest lines are ever shown, so older ones would only grow the table.
      const oldestKept = await db.tableMessage.findFirst({
        where: { gameId },
        orderBy: { id: "desc" },
        skip: keep - 1,
        select: { id: true },
      });
      if (oldestKept)
        await db.tableMessage.deleteMany({
          where: { gameId, id: { lt: oldestKept.id } },
        });
    },

    async saidBy(playerIds) {
      const rows = await db.tableMessage.findMany({
        where: { playerId: { in: [...playerIds] } },
        orderBy: { id: "asc" },
      });
      return rows.map((r) => ({ gameId: r.gameId, ...line(r) }));
    },
  };
}
