// Tables before their game starts: create, list, join, leave, start.
import { randomBytes } from "node:crypto";

import { createGame, resolveConfig } from "@3u3d/engine";
import type { GameConfig, GameOptions, Ruleset } from "@3u3d/engine";
import type { DbClient, Prisma } from "@3u3d/db";
import type { BotLevel } from "@3u3d/ai";

import { badRequest, conflict, forbidden, notFound, toTrpcError } from "./errors";
import { inTransaction, loadForUpdate } from "./game-record";
import { seatName } from "./seat-name";

export type SeatSpec = { kind: "human" } | { kind: "bot"; level: BotLevel };

export interface CreateTableInput {
  ruleset: Ruleset;
  options: GameOptions;
  seats: SeatSpec[];
  isPublic: boolean;
  turnTimerSeconds: number | null;
}

const INVITE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no 0/O, 1/I

export function newInviteCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => INVITE_ALPHABET[b % INVITE_ALPHABET.length]).join("");
}

export function newSeed(): string {
  return randomBytes(16).toString("hex");
}

/** Where a table sits in a championship, and who already holds its human seats. */
export interface TablePlacement {
  championshipId: string;
  championshipIndex: number;
  dealer: number;
  /** Player per seat carried over from the previous game (null: open or bot). */
  seatPlayers?: (string | null)[];
}

/** Creates a table in the lobby; the host takes the first human seat. */
export async function createTable(
  db: DbClient | Prisma.TransactionClient,
  hostPlayerId: string,
  input: CreateTableInput,
  placement?: TablePlacement,
) {
  const config: GameConfig = {
    ruleset: input.ruleset,
    players: input.seats.length,
    options: input.options,
    ...(placement ? { dealer: placement.dealer } : {}),
  };
  try {
    resolveConfig(config, () => "check"); // same rules as the engine will apply at start
  } catch (error) {
    throw toTrpcError(error);
  }
  const hostSeat = input.seats.findIndex((s) => s.kind === "human");
  if (hostSeat === -1) throw badRequest("A table needs at least one human seat: yours.");
  const game = await db.game.create({
    data: {
      ruleset: input.ruleset,
      config: config as unknown as Prisma.InputJsonValue,
      seed: newSeed(),
      isPublic: input.isPublic,
      inviteCode: newInviteCode(),
      hostPlayerId,
      seatCount: input.seats.length,
      turnTimerSeconds: input.turnTimerSeconds,
      championshipId: placement?.championshipId ?? null,
      championshipIndex: placement?.championshipIndex ?? null,
      seats: {
        create: input.seats.map((spec, seat) => ({
          seat,
          playerId: placement?.seatPlayers
            ? (placement.seatPlayers[seat] ?? null)
            : seat === hostSeat
              ? hostPlayerId
              : null,
          botLevel: spec.kind === "bot" ? spec.level : null,
        })),
      },
    },
    select: { id: true, inviteCode: true },
  });
  return game;
}

/** Open public tables with a free human seat, newest first. */
export async function listOpenTables(db: DbClient, limit: number) {
  const games = await db.game.findMany({
    where: { status: "LOBBY", isPublic: true },
    orderBy: { createdAt: "desc" },
    take: limit,
    select: {
      id: true,
      ruleset: true,
      seatCount: true,
      createdAt: true,
      seats: {
        select: {
          seat: true,
          playerId: true,
          botLevel: true,
          player: { select: { displayName: true } },
        },
      },
    },
  });
  return games
    .map((g) => ({
      id: g.id,
      ruleset: g.ruleset,
      seatCount: g.seatCount,
      createdAt: g.createdAt,
      seats: g.seats.map((s) => ({
        seat: s.seat,
        bot: s.botLevel,
        player: s.player?.displayName ?? null,
      })),
      freeSeats: g.seats.filter((s) => s.playerId === null && s.botLevel === null).length,
    }))
    .filter((g) => g.freeSeats > 0);
}

/** Public games being played right now, newest first: anyone may watch them. */
export async function listLiveTables(db: DbClient, limit: number) {
  const games = await db.game.findMany({
    where: { status: "PLAYING", isPublic: true },
    orderBy: { startedAt: "desc" },
    take: limit,
    select: {
      id: true,
      ruleset: true,
      seats: {
        orderBy: { seat: "asc" },
        select: { botLevel: true, player: { select: { displayName: true } } },
      },
    },
  });
  return games.map((g) => ({
    id: g.id,
    ruleset: g.ruleset,
    players: g.seats.map((s) => seatName(s.player, s.botLevel)),
  }));
}

/** Takes a free human seat (or the requested one, moving from the current one) in the lobby. */
export async function joinTable(
  db: DbClient,
  playerId: string,
  where: { gameId?: string; inviteCode?: string },
  seat?: number,
) {
  return inTransaction(db, async (tx) => {
    const found = await tx.game.findFirst({
      where: where.gameId ? { id: where.gameId } : { inviteCode: where.inviteCode },
      select: { id: true },
    });
    if (!found) throw notFound("Table");
    const game = await loadForUpdate(tx, found.id);
    if (!game) throw notFound("Table");
    if (game.status !== "LOBBY") throw conflict("This table has already started.");
    const mine = game.seats.find((s) => s.playerId === playerId);
    if (mine && (seat === undefined || seat === mine.seat))
      return { gameId: game.id, seat: mine.seat };
    const rows = await tx.gameSeat.findMany({
      where: { gameId: game.id },
      orderBy: { seat: "asc" },
    });
    const free = rows.filter((r) => r.playerId === null && r.botLevel === null);
    const target = seat === undefined ? free[0] : free.find((r) => r.seat === seat);
    if (!target)
      throw conflict(
        seat === undefined ? "This table is full." : `Seat ${seat} is not free.`,
      );
    // Taking another seat at the same table frees the one the player had.
    if (mine)
      await tx.gameSeat.update({
        where: { gameId_seat: { gameId: game.id, seat: mine.seat } },
        data: { playerId: null },
      });
    await tx.gameSeat.update({
      where: { gameId_seat: { gameId: game.id, seat: target.seat } },
      data: { playerId },
    });
    return { gameId: game.id, seat: target.seat };
  });
}

export async function leaveTable(db: DbClient, playerId: string, gameId: string) {
  return inTransaction(db, async (tx) => {
    const game = await loadForUpdate(tx, gameId);
    if (!game) throw notFound("Table");
    if (game.status !== "LOBBY") throw conflict("The game has started: resign instead.");
    const mine = game.seats.find((s) => s.playerId === playerId);
    if (!mine) throw forbidden("You are not seated at this table.");
    await tx.gameSeat.update({
      where: { gameId_seat: { gameId, seat: mine.seat } },
      data: { playerId: null },
    });
    return { left: mine.seat };
  });
}

/** Deals the game. Only the host may start, and only with every human seat taken. */
export async function startTable(db: DbClient, playerId: string, gameId: string) {
  return inTransaction(db, async (tx) => {
    const game = await loadForUpdate(tx, gameId);
    if (!game) throw notFound("Table");
    const row = await tx.game.findUniqueOrThrow({
      where: { id: gameId },
      select: { hostPlayerId: true, config: true, seed: true },
    });
    if (row.hostPlayerId !== playerId)
      throw forbidden("Only the host can start the game.");
    if (game.status !== "LOBBY") throw conflict("The game has already started.");
    const empty = game.seats.filter((s) => s.playerId === null && s.botLevel === null);
    if (empty.length > 0) throw conflict(`Waiting for ${empty.length} more player(s).`);
    const config = { ...(row.config as unknown as GameConfig), seed: row.seed };
    const state = createGame(config);
    await tx.game.update({
      where: { id: gameId },
      data: {
        status: "PLAYING",
        state: state as unknown as Prisma.InputJsonValue,
        version: 0,
        startedAt: new Date(),
      },
    });
    return { gameId, version: 0 };
  });
}
