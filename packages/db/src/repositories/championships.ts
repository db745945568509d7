// The championships repository: the only code that reads or writes Championship rows.
// A championship's games are games (games/), stored here through the games
// repository's `openTableIn` inside the championship's own transaction (the table as
// the game server's `tables.open` made it, dealt or waiting), so a championship never
// exists without its first table, nor deals two next games.
// Prisma's model API throughout: nothing here runs per move.
import type { DbClient } from "../client";
import type { Prisma } from "../generated/prisma/client";
import { asJson, storedSeat } from "./games/rows";
import { decodeNumbers } from "./decode";
import type { GameStatus, StoredSeat, TableToOpen } from "./games/types";
import type { TableWrites } from "./pairing";

/** A championship as stored: its rules and table config are the service's to read. */
export interface StoredChampionship {
  id: string;
  name: string;
  ruleset: string;
  /** The table options and seats every game is dealt with (decoded by the service). */
  config: unknown;
  targetGames: number | null;
  targetScore: number | null;
  finished: boolean;
  hostPlayerId: string | null;
}

/** One of its games in order, with its result once it has one. */
export interface ChampionshipGameRow {
  id: string;
  index: number;
  status: GameStatus;
  result: { winner: number | null; scores: number[] } | null;
}

export interface ChampionshipSummary {
  id: string;
  name: string;
  ruleset: string;
  finished: boolean;
  targetGames: number | null;
  targetScore: number | null;
  createdAt: Date;
  /** Games dealt so far. */
  games: number;
  /** Its game waiting or in play (null between games). */
  gameId: string | null;
}

export interface ChampionshipRepository {
  /** The championship and its first table, together or not at all. */
  create(
    championship: Omit<StoredChampionship, "id" | "finished"> & { hostPlayerId: string },
    firstTable: (championshipId: string) => TableToOpen,
  ): Promise<{ championshipId: string; gameId: string; inviteCode: string }>;
  /**
   * Opens the next game under the championship's lock (one at a time, however many
   * clicks arrive together): `decide` judges the championship, its games and the last
   * game's seats, and returns the table, dealt or waiting (it refuses by throwing).
   * null: none such.
   */
  dealNext<T>(
    championshipId: string,
    decide: (
      championship: StoredChampionship,
      games: ChampionshipGameRow[],
      lastSeats: StoredSeat[],
    ) => { opened: TableToOpen; value: T },
  ): Promise<{ gameId: string; value: T } | null>;
  load(
    championshipId: string,
  ): Promise<{ championship: StoredChampionship; games: ChampionshipGameRow[] } | null>;
  markFinished(championshipId: string): Promise<void>;
  /** The seats of one of its games, with names (standings name the players). */
  seatsOf(gameId: string): Promise<StoredSeat[]>;
  /** The player hosts it or has sat at one of its games. */
  isMember(championshipId: string, playerId: string): Promise<boolean>;
  /** The player's championships (hosted or played in), newest first; `open`: not yet decided only. */
  listOf(playerId: string, limit: number, open: boolean): Promise<ChampionshipSummary[]>;
}

type Tx = Prisma.TransactionClient | DbClient;

export function createPostgresChampionships(
  db: DbClient,
  games: TableWrites,
): ChampionshipRepository {
  async function gamesOf(tx: Tx, championshipId: string): Promise<ChampionshipGameRow[]> {
    const rows = await tx.game.findMany({
      where: { championshipId },
      orderBy: { championshipIndex: "asc" },
      select: {
        id: true,
        championshipIndex: true,
        status: true,
        result: { select: { winnerSeat: true, scores: true } },
      },
    });
    return rows.map((g) => ({
      id: g.id,
      index: g.championshipIndex ?? 0,
      status: g.status,
      result: g.result
        ? { winner: g.result.winnerSeat, scores: decodeNumbers(g.result.scores) }
        : null,
    }));
  }

  async function seatsOf(tx: Tx, gameId: string): Promise<StoredSeat[]> {
    const seats = await tx.gameSeat.findMany({
      where: { gameId },
      orderBy: { seat: "asc" },
      include: { player: { select: { displayName: true, userId: true } } },
    });
    return seats.map(storedSeat);
  }

  /** The championships a player hosts or has played in. */
  const memberOf = (playerId: string) => ({
    OR: [
      { hostPlayerId: playerId },
      { games: { some: { seats: { some: { playerId } } } } },
    ],
  });

  return {
    async create(championship, firstTable) {
      return db.$transaction(async (tx) => {
        const champ = await tx.championship.create({
          data: { ...championship, config: asJson(championship.config as object) },
        });
        const table = await games.openTableIn(tx, firstTable(champ.id));
        return {
          championshipId: champ.id,
          gameId: table.id,
          inviteCode: table.inviteCode,
        };
      });
    },

    async dealNext(championshipId, decide) {
      return db.$transaction(async (tx) => {
        await tx.$queryRaw`select id from "Championship" where id = ${championshipId} for update`;
        const champ = await tx.championship.findUnique({ where: { id: championshipId } });
        if (!champ) return null;
        const played = await gamesOf(tx, championshipId);
        const last = played.at(-1);
        const lastSeats = last ? await seatsOf(tx, last.id) : [];
        const { opened, value } = decide(champ, played, lastSeats);
        const created = await games.openTableIn(tx, opened);
        return { gameId: created.id, value };
      });
    },

    async load(championshipId) {
      const champ = await db.championship.findUnique({ where: { id: championshipId } });
      if (!champ) return null;
      return { championship: champ, games: await gamesOf(db, championshipId) };
    },

    async markFinished(championshipId) {
      await db.championship.update({
        where: { id: championshipId },
        data: { finished: true },
      });
    },

    seatsOf: (gameId) => seatsOf(db, gameId),

    async isMember(championshipId, playerId) {
      const champ = await db.championship.count({
        where: { id: championshipId, ...memberOf(playerId) },
      });
      return champ > 0;
    },

    async listOf(playerId, limit, open) {
      const champs = await db.championship.findMany({
        where: { ...memberOf(playerId), ...(open ? { finished: false } : {}) },
        orderBy: { createdAt: "desc" },
        take: limit,
        select: {
          id: true,
          name: true,
          ruleset: true,
          finished: true,
          targetGames: true,
          targetScore: true,
          createdAt: true,
          _count: { select: { games: true } },
          games: {
            where: { status: { in: ["LOBBY", "PLAYING"] } },
            orderBy: { championshipIndex: "desc" },
            take: 1,
            select: { id: true },
          },
        },
      });
      return champs.map(({ _count, games: current, ...c }) => ({
        ...c,
        games: _count.games,
        gameId: current[0]?.id ?? null,
      }));
    },
  };
}
