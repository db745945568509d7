// Championships (R-CHAMP): the same seats and rules over several games, penalties
// adding up. A championship is over when its games are played or a seat reaches the
// target score: it is marked so when its deciding game ends (it listens to the game
// server's "ended", wired in house.ts), and no next game is dealt after that. Its
// tables are opened by the game server (`tables.open`, which announces them) inside
// the championship's transaction: the first one waits for its people unless dealt at
// once; each next one seats the last game's people and is dealt in the same step
// when they are all there, so the host's page makes one request, not two.
import { z } from "zod";

import { championshipOver, championshipStandings, dealerForGame } from "@3u3d/engine";
import type { ChampionshipGame, ChampionshipRules } from "@3u3d/engine";
import type {
  ChampionshipGameRow,
  ChampionshipRepository,
  GameRepository,
  StoredChampionship,
} from "@3u3d/db/repositories";
import type { Locale } from "@3u3d/i18n";

import { notFound, notYourSeat, refusalMsg, wrongStatus } from "../game-server/errors";
import { seatNames } from "../game-server/table-policy";
import type { NewTable, TableSpec } from "../game-server/new-table";
import { withinOpenTables, type Tables } from "../game-server/tables";
import { optionsSchema, rulesetSchema, seatSpecSchema } from "../schemas";

/** What a championship keeps of its table: the rules and seats every game is dealt with. */
const championshipConfigSchema = z.object({
  options: optionsSchema,
  seats: z.array(seatSpecSchema),
  // Absent in championships made before games could wait: those have none.
  turnTimerSeconds: z.number().int().nullable().default(null),
});

export interface NewChampionship {
  name: string;
  ruleset: NewTable["ruleset"];
  options: NewTable["options"];
  seats: NewTable["seats"];
  /** Every game's turn timer (a day-long one lets a championship run over weeks). */
  turnTimerSeconds: number | null;
  games?: number;
  targetScore?: number;
}

function rulesOf(champ: StoredChampionship) {
  const config = championshipConfigSchema.parse(champ.config);
  const rules: ChampionshipRules = {
    players: config.seats.length,
    games: champ.targetGames ?? undefined,
    targetScore: champ.targetScore ?? undefined,
  };
  return { config, rules, ruleset: rulesetSchema.parse(champ.ruleset) };
}

const playedGames = (games: ChampionshipGameRow[]): ChampionshipGame[] =>
  games.flatMap((g) => (g.result ? [g.result] : []));

/** Every game of a championship is an invite-only table with the championship's timer. */
const championshipTable = (
  host: string,
  input: Pick<NewChampionship, "ruleset" | "options" | "seats" | "turnTimerSeconds">,
  placement: TableSpec["placement"],
): TableSpec => ({
  host,
  placement,
  ruleset: input.ruleset,
  options: input.options,
  seats: input.seats,
  isPublic: false,
  turnTimerSeconds: input.turnTimerSeconds,
});

export function createChampionships(
  repositories: {
    championships: ChampionshipRepository;
    games: Pick<GameRepository, "openSeats">;
  },
  /** Opens its tables (the game server's, which announces each). */
  tables: Pick<Tables, "openWithin">,
) {
  const { championships, games } = repositories;
  return {
    /**
     * A championship and its first table, the host seated (the open-tables limit
     * holds). `deal`: dealt at once (bots only), refused while a human seat is free.
     */
    async create(hostPlayerId: string, input: NewChampionship, deal = false) {
      await withinOpenTables(games, hostPlayerId);
      return tables.openWithin((open) =>
        championships.create(
          {
            name: input.name,
            ruleset: input.ruleset,
            config: {
              options: input.options,
              seats: input.seats,
              turnTimerSeconds: input.turnTimerSeconds,
            },
            targetGames: input.games ?? null,
            targetScore: input.targetScore ?? null,
            hostPlayerId,
          },
          (championshipId) =>
            open(
              championshipTable(hostPlayerId, input, {
                championshipId,
                championshipIndex: 0,
                dealer: dealerForGame({ players: input.seats.length }, 0),
              }),
              { deal },
            ),
        ),
      );
    },

    /**
     * Opens the next game once the last one is over, the dealer one seat left, the
     * last game's people in their seats, and deals it in the same step when every
     * human seat is taken (as it is unless the last game left one empty: then it
     * waits in its lobby for someone to sit and the host to deal). `dealt` says which.
     */
    async next(playerId: string, championshipId: string) {
      await withinOpenTables(games, playerId);
      const next = await tables.openWithin((open) =>
        championships.dealNext(championshipId, (champ, games, lastSeats) => {
          if (champ.hostPlayerId !== playerId)
            throw notYourSeat(refusalMsg("championships.hostDeals"));
          const last = games.at(-1);
          // Only an ended game (finished, or abandoned by everyone) has a result.
          if (!last?.result) throw wrongStatus(refusalMsg("championships.finishFirst"));
          const { config, rules, ruleset } = rulesOf(champ);
          if (champ.finished || championshipOver(rules, playedGames(games)))
            throw wrongStatus(refusalMsg("championships.over"));
          const index = last.index + 1;
          const seated = lastSeats.map((s) => (s.botLevel ? null : s.playerId));
          const spec = championshipTable(
            playerId,
            { ...config, ruleset },
            {
              championshipId,
              championshipIndex: index,
              dealer: dealerForGame(rules, index),
            },
          );
          const everyone = config.seats.every(
            (seat, i) => seat.kind === "bot" || seated[i] != null,
          );
          const opened = open(spec, { seated, deal: everyone });
          return { opened, value: { index, dealt: everyone } };
        }),
      );
      if (!next) throw notFound("championship");
      return { gameId: next.gameId, ...next.value };
    },

    /** One of its games ended: marks the championship finished if that decided it. */
    async markIfOver(championshipId: string) {
      const found = await championships.load(championshipId);
      if (!found || found.championship.finished) return;
      const { rules } = rulesOf(found.championship);
      if (championshipOver(rules, playedGames(found.games)))
        await championships.markFinished(championshipId);
    },

    /** Cumulative penalties, lowest first, with R-CHAMP's tie-breaks. */
    async standings(championshipId: string, playerId: string | null, locale: Locale) {
      const found = await championships.load(championshipId);
      if (!found) throw notFound("championship");
      const { championship: champ, games } = found;
      const { config, rules, ruleset } = rulesOf(champ);
      const played = playedGames(games);
      const latest = games.at(-1);
      const seats = latest ? await championships.seatsOf(latest.id) : [];
      const names = seatNames(seats, locale);
      // Its games are invite-only tables: their ids are for the people who play in it.
      const member =
        playerId !== null && (await championships.isMember(champ.id, playerId));
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
          name: names[row.seat] ?? `Seat ${row.seat + 1}`,
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
    },

    /** The player's championships (hosted or played in), newest first. */
    async of(playerId: string, limit: number) {
      const list = await championships.listOf(playerId, limit, false);
      return list.map(({ gameId: _current, ...c }) => c);
    },

    /**
     * The player's championships not yet decided, newest first, each with the table of
     * its game waiting or in play (null between games, until the host deals the next).
     */
    async inProgress(playerId: string, limit: number) {
      const list = await championships.listOf(playerId, limit, true);
      return list.map(({ games, createdAt: _created, finished: _finished, ...c }) => ({
        ...c,
        gamesDealt: games,
      }));
    },
  };
}

export type Championships = ReturnType<typeof createChampionships>;
