// Championships (R-CHAMP): the same seats and rules over several games, penalties
// adding up. A championship is over when its games are played or a seat reaches the
// target score; the game server marks it so when its deciding game ends, and no next
// game is dealt after that.
import { z } from "zod";

import { championshipOver, championshipStandings, dealerForGame } from "@3u3d/engine";
import type { ChampionshipGame, ChampionshipRules } from "@3u3d/engine";
import type { DbClient, Prisma } from "@3u3d/db";

import { decodeNumbers } from "../game-server/decode";
import { notFound, notYourSeat, wrongStatus } from "../game-server/errors";
import type { GameServer } from "../game-server/game-server";
import { asJson, type NewTable } from "../game-server/repository";
import { optionsSchema, rulesetSchema, seatSpecSchema } from "../schemas";
import { seatName } from "./seat-name";

/** What a championship keeps of its table: the rules and seats every game is dealt with. */
const championshipConfigSchema = z.object({
  options: optionsSchema,
  seats: z.array(seatSpecSchema),
});

export interface NewChampionship {
  name: string;
  ruleset: NewTable["ruleset"];
  options: NewTable["options"];
  seats: NewTable["seats"];
  games?: number;
  targetScore?: number;
}

type Tx = Prisma.TransactionClient | DbClient;

interface ChampionshipRow {
  id: string;
  ruleset: string;
  config: unknown;
  targetGames: number | null;
  targetScore: number | null;
}

function rulesOf(champ: ChampionshipRow) {
  const config = championshipConfigSchema.parse(champ.config);
  const rules: ChampionshipRules = {
    players: config.seats.length,
    games: champ.targetGames ?? undefined,
    targetScore: champ.targetScore ?? undefined,
  };
  return { config, rules, ruleset: rulesetSchema.parse(champ.ruleset) };
}

/** The championship's games in order, with their results once finished. */
async function gamesOf(db: Tx, championshipId: string) {
  const games = await db.game.findMany({
    where: { championshipId },
    orderBy: { championshipIndex: "asc" },
    select: {
      id: true,
      championshipIndex: true,
      status: true,
      result: { select: { winnerSeat: true, scores: true } },
    },
  });
  return games.map((g) => ({
    id: g.id,
    index: g.championshipIndex ?? 0,
    status: g.status,
    result: g.result
      ? { winner: g.result.winnerSeat, scores: decodeNumbers(g.result.scores) }
      : null,
  }));
}

const playedGames = (games: Awaited<ReturnType<typeof gamesOf>>): ChampionshipGame[] =>
  games.flatMap((g) => (g.result ? [g.result] : []));

export async function createChampionship(
  db: DbClient,
  server: GameServer,
  hostPlayerId: string,
  input: NewChampionship,
) {
  return db.$transaction(async (tx) => {
    const champ = await tx.championship.create({
      data: {
        name: input.name,
        ruleset: input.ruleset,
        config: asJson({ options: input.options, seats: input.seats }),
        targetGames: input.games ?? null,
        targetScore: input.targetScore ?? null,
        hostPlayerId,
      },
    });
    const table = await server.createTable(
      hostPlayerId,
      { ...tableOf(input), isPublic: false, turnTimerSeconds: null },
      {
        championshipId: champ.id,
        championshipIndex: 0,
        dealer: dealerForGame({ players: input.seats.length }, 0),
      },
      tx,
    );
    return { championshipId: champ.id, gameId: table.id, inviteCode: table.inviteCode };
  });
}

const tableOf = (input: Pick<NewChampionship, "ruleset" | "options" | "seats">) => ({
  ruleset: input.ruleset,
  options: input.options,
  seats: input.seats,
});

/** Deals the next game once the last one is over; the dealer moves one seat left. */
export async function nextChampionshipGame(
  db: DbClient,
  server: GameServer,
  playerId: string,
  championshipId: string,
) {
  return db.$transaction(async (tx) => {
    // One next game at a time, however many clicks arrive together.
    await tx.$queryRaw`select id from "Championship" where id = ${championshipId} for update`;
    const champ = await tx.championship.findUnique({ where: { id: championshipId } });
    if (!champ) throw notFound("Championship");
    if (champ.hostPlayerId !== playerId)
      throw notYourSeat("Only the host deals the next game.");
    const games = await gamesOf(tx, champ.id);
    const last = games.at(-1);
    // Only an ended game (finished, or abandoned by everyone) has a result.
    if (!last?.result) throw wrongStatus("Finish the current game first.");
    const { config, rules, ruleset } = rulesOf(champ);
    if (champ.finished || championshipOver(rules, playedGames(games)))
      throw wrongStatus("The championship is over.");
    const previousSeats = await tx.gameSeat.findMany({
      where: { gameId: last.id },
      orderBy: { seat: "asc" },
    });
    const index = last.index + 1;
    const table = await server.createTable(
      playerId,
      { ...tableOf({ ...config, ruleset }), isPublic: false, turnTimerSeconds: null },
      {
        championshipId: champ.id,
        championshipIndex: index,
        dealer: dealerForGame(rules, index),
        seatPlayers: previousSeats.map((s) => (s.botLevel ? null : s.playerId)),
      },
      tx,
    );
    return { gameId: table.id, index };
  });
}

/** Called when one of its games ends: marks the championship finished if that decided it. */
export async function markChampionshipIfOver(db: DbClient, championshipId: string) {
  const champ = await db.championship.findUnique({ where: { id: championshipId } });
  if (!champ || champ.finished) return;
  const { rules } = rulesOf(champ);
  if (championshipOver(rules, playedGames(await gamesOf(db, championshipId))))
    await db.championship.update({
      where: { id: championshipId },
      data: { finished: true },
    });
}

/** Cumulative penalties, lowest first, with R-CHAMP's tie-breaks. */
export async function championshipStandingsOf(
  db: DbClient,
  championshipId: string,
  playerId: string | null,
) {
  const champ = await db.championship.findUnique({ where: { id: championshipId } });
  if (!champ) throw notFound("Championship");
  const { config, rules, ruleset } = rulesOf(champ);
  const games = await gamesOf(db, champ.id);
  const played = playedGames(games);
  const latest = games.at(-1);
  const seats = latest
    ? await db.gameSeat.findMany({
        where: { gameId: latest.id },
        select: {
          seat: true,
          botLevel: true,
          playerId: true,
          player: { select: { displayName: true } },
        },
      })
    : [];
  const names = new Map(
    seats.map((s) => [s.seat, seatName(s.player, s.botLevel, s.seat)]),
  );
  // Its games are invite-only tables: their ids are for the people who play in it.
  const member =
    playerId !== null &&
    (champ.hostPlayerId === playerId ||
      (await db.gameSeat.count({
        where: { playerId, game: { championshipId: champ.id } },
      })) > 0);
  return {
    name: champ.name,
    ruleset,
    /** The table options every game is dealt with. */
    options: config.options,
    players: config.seats.length,
    isHost: playerId !== null && champ.hostPlayerId === playerId,
    /** The caller's seat (null: not playing in it), so the page can say "You". */
    mySeat:
      playerId === null
        ? null
        : (seats.find((s) => s.playerId === playerId)?.seat ?? null),
    gamesPlayed: played.length,
    over: champ.finished || championshipOver(rules, played),
    rules: { games: champ.targetGames, targetScore: champ.targetScore },
    rows: championshipStandings(config.seats.length, played).map((row) => ({
      ...row,
      name: names.get(row.seat) ?? `Seat ${row.seat + 1}`,
    })),
    games: games.map((g) => ({
      gameId: member ? g.id : null,
      index: g.index,
      status: g.status,
      scores: g.result?.scores ?? null,
      /** The seat that went out first (null: still on, a stalemate, or everyone left). */
      winner: g.result?.winner ?? null,
    })),
  };
}

/** The championships a player hosts or has played in. */
const memberOf = (playerId: string) => ({
  OR: [
    { hostPlayerId: playerId },
    { games: { some: { seats: { some: { playerId } } } } },
  ],
});

/** The player's championships (hosted or played in), newest first. */
export async function championshipsOf(db: DbClient, playerId: string, limit: number) {
  const champs = await db.championship.findMany({
    where: memberOf(playerId),
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
    },
  });
  return champs.map(({ _count, ...c }) => ({ ...c, games: _count.games }));
}

/**
 * The player's championships not yet decided, newest first, each with the table of its
 * game waiting or in play (null between games, until the host deals the next one).
 */
export async function championshipsInProgress(
  db: DbClient,
  playerId: string,
  limit: number,
) {
  const champs = await db.championship.findMany({
    where: { ...memberOf(playerId), finished: false },
    orderBy: { createdAt: "desc" },
    take: limit,
    select: {
      id: true,
      name: true,
      ruleset: true,
      targetGames: true,
      targetScore: true,
      _count: { select: { games: true } },
      games: {
        where: { status: { in: ["LOBBY", "PLAYING"] } },
        orderBy: { championshipIndex: "desc" },
        take: 1,
        select: { id: true },
      },
    },
  });
  return champs.map(({ _count, games, ...c }) => ({
    ...c,
    gamesDealt: _count.games,
    gameId: games[0]?.id ?? null,
  }));
}
