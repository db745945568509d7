// Quick pairing ("Play a person now", issue #36): a person chooses the rules, the
// number of players and rated or casual, and waits in that pool with everyone looking
// for the same game; as soon as enough of them fit (pairing-rules.ts), one table is
// opened with all of them seated and dealt (the game server's `tables.open`, which
// announces it), and each one's next status poll names it.
//
// The pool lives in PostgreSQL (the pairing repository), so every instance sees the
// same people: a match is tried at once when someone asks, and every instance sweeps
// all pools now and then (the sweep boot.ts starts), which also drops the seeks
// of pages that stopped polling (closed, or their network gone). The status poll is the
// heartbeat; it may reach any instance, so no seek belongs to one.
import type { Ruleset } from "@3u3d/engine";
import { RATING_SCALE, shownRating, type BotLevel } from "@3u3d/ai";
import type {
  GameRepository,
  PairingGroup,
  PairingPool,
  PairingRepository,
  PlayersRepository,
  PoolCount,
  RatingsRepository,
  WaitingSeek,
} from "@3u3d/db/repositories";

import { invalid, refusalMsg } from "../game-server/errors";
import { openTable, type SeatSpec, type TableSpec } from "../game-server/new-table";
import { withinOpenTables, type OpenTable, type Tables } from "../game-server/tables";
import { rulesetSchema } from "../schemas";
import { pickGroup, ratingWindow } from "./pairing-rules";

/**
 * A seek whose page has not asked for its status this long is not seated, counted or
 * kept (a waiting page asks every 2.5 s, or 1.5 s while its news stream is down: this
 * forgives three lost asks).
 */
export const SEEK_ALIVE_MS = 10_000;

/** Paired tables play with a turn timer: strangers should not wait on each other forever. */
export const PAIRED_TURN_SECONDS = 60;

/** The bot that fills a casual table's empty seats: a fair opponent, not a pushover. */
const FILL_BOT: BotLevel = "heuristic";

/** How long this instance reuses its count of the pools (a page polls it every few seconds). */
const POOLS_FRESH_MS = 1_000;

/** A table asked for at most this many times in one sweep of one pool. */
const MATCHES_PER_SWEEP = 200;

export interface SeekInput {
  ruleset: Ruleset;
  /** 2–6 (the router checks). */
  players: number;
  rated: boolean;
  /** Bots take the empty seats after this wait (casual only); null: people only. */
  botFillAfterSeconds: number | null;
}

export type PairingStatus =
  | { state: "idle" }
  | {
      state: "waiting";
      ruleset: Ruleset;
      players: number;
      rated: boolean;
      botFillAfterSeconds: number | null;
      /** People looking for this same game right now, the asker included. */
      waiting: number;
      waitedSeconds: number;
      /** How far from their rating they accept opponents now (null: anyone). */
      ratingWindow: number | null;
    }
  | { state: "matched"; gameId: string };

export interface PairingOptions {
  repositories: {
    pairing: PairingRepository;
    players: Pick<PlayersRepository, "isGuest">;
    ratings: Pick<RatingsRepository, "ratingsOf">;
    games: Pick<GameRepository, "openSeats">;
  };
  /** Opens the paired tables (the game server's, which announces each). */
  tables: Pick<Tables, "openWithin">;
  /** A paired table was dealt with these people at it (the house tells them by push). */
  onSeated?: (gameId: string, playerIds: string[]) => void;
}

/** The seats of a paired table: its people first (oldest seek first), then bots. */
const pairedSeats = (people: number, bots: number): SeatSpec[] => [
  ...Array.from({ length: people }, (): SeatSpec => ({ kind: "human" })),
  ...Array.from({ length: bots }, (): SeatSpec => ({ kind: "bot", level: FILL_BOT })),
];

/**
 * The table for a group (the first of them its host, though nobody waits for one):
 * private, timed, rated as the pool is, its people first and bots after them.
 */
function pairedTable(
  pool: PairingPool & { ruleset: Ruleset },
  people: readonly { playerId: string }[],
  bots: number,
): { spec: TableSpec; seated: string[] } {
  const [first] = people;
  if (!first) throw new Error("pairing: a table needs at least one person");
  const spec: TableSpec = {
    host: first.playerId,
    ruleset: pool.ruleset,
    options: {},
    seats: pairedSeats(people.length, bots),
    isPublic: false,
    turnTimerSeconds: PAIRED_TURN_SECONDS,
    rated: pool.rated,
  };
  const seated = people.map((p) => p.playerId);
  return { spec, seated };
}

/** The group `pickGroup` chose, its table opened (everyone seated, dealt) to be stored. */
function groupFor(
  pool: PairingPool,
  waiting: WaitingSeek[],
  open: OpenTable,
): PairingGroup | null {
  const picked = pickGroup(waiting, pool.players, !pool.rated);
  if (!picked) return null;
  const ruleset = rulesetSchema.parse(pool.ruleset);
  const { spec, seated } = pairedTable({ ...pool, ruleset }, picked.people, picked.bots);
  return {
    seekIds: picked.people.map((seek) => seek.id),
    ...open(spec, {
      seated: [...seated, ...Array.from({ length: picked.bots }, () => null)],
      deal: true,
    }),
  };
}

export function createPairing({ repositories, tables, onSeated }: PairingOptions) {
  const { pairing, players, ratings, games } = repositories;
  let counted: { at: number; pools: Promise<PoolCount[]> } | null = null;

  /** People waiting per pool, counted at most once a second on this instance. */
  function pools(): Promise<PoolCount[]> {
    const now = Date.now();
    if (!counted || now - counted.at > POOLS_FRESH_MS) {
      const counting = pairing.pools(SEEK_ALIVE_MS);
      counted = { at: now, pools: counting };
      // A failed count is not kept: the next asker counts again.
      counting.catch(() => {
        if (counted?.pools === counting) counted = null;
      });
    }
    return counted.pools;
  }

  /** Seats every group the pool holds now, one table per transaction; returns the tables. */
  async function matchPool(pool: PairingPool): Promise<string[]> {
    const opened: string[] = [];
    while (opened.length < MATCHES_PER_SWEEP) {
      const matched = await tables.openWithin((open) =>
        pairing.match(pool, SEEK_ALIVE_MS, (waiting) => groupFor(pool, waiting, open)),
      );
      if (!matched) break;
      opened.push(matched.gameId);
      counted = null;
      onSeated?.(matched.gameId, matched.playerIds);
    }
    return opened;
  }

  /** The person's shown rating in the ruleset (the scale's centre before their first game). */
  async function ratingIn(playerId: string, ruleset: Ruleset): Promise<number> {
    const stored = (await ratings.ratingsOf(playerId)).find((r) => r.ruleset === ruleset);
    return stored ? shownRating(stored).rating : RATING_SCALE.center;
  }

  async function status(playerId: string): Promise<PairingStatus> {
    const seek = await pairing.heartbeat(playerId);
    if (!seek) return { state: "idle" };
    if (seek.state === "matched") return seek;
    const { state, waitedMs, rating: _rating, ...pool } = seek;
    const waiting = (await pools()).find(
      (p) =>
        p.ruleset === pool.ruleset &&
        p.players === pool.players &&
        p.rated === pool.rated,
    );
    const window = ratingWindow(waitedMs);
    return {
      state,
      ...pool,
      ruleset: rulesetSchema.parse(pool.ruleset),
      // The count may be a second old; the asker is waiting, so at least they are.
      waiting: Math.max(1, waiting?.waiting ?? 0),
      waitedSeconds: Math.floor(waitedMs / 1000),
      ratingWindow: Number.isFinite(window) ? window : null,
    };
  }

  return {
    /**
     * Waits in the pool of the game asked for (replacing any earlier seek of the
     * person's) and tries to seat them at once. Rated games need an account, and wait
     * for people only.
     */
    async seek(playerId: string, input: SeekInput): Promise<PairingStatus> {
      if (input.rated && (await players.isGuest(playerId)))
        throw invalid(refusalMsg("pairing.ratedNeedsAccount"));
      if (input.rated && input.botFillAfterSeconds !== null)
        throw invalid(refusalMsg("pairing.ratedNoBots"));
      await withinOpenTables(games, playerId);
      // The same check a table gets, now, so that a match never fails on the rules.
      const { spec } = pairedTable({ ...input }, [{ playerId }], input.players - 1);
      openTable(spec, { deal: false });
      await pairing.seek({
        playerId,
        ruleset: input.ruleset,
        players: input.players,
        rated: input.rated,
        rating: await ratingIn(playerId, input.ruleset),
        botFillAfterSeconds: input.botFillAfterSeconds,
      });
      counted = null;
      await matchPool({
        ruleset: input.ruleset,
        players: input.players,
        rated: input.rated,
      });
      return status(playerId);
    },

    /** Stops waiting. Too late once seated: the status then names the table. */
    async cancel(playerId: string): Promise<PairingStatus> {
      await pairing.cancel(playerId);
      counted = null;
      return status(playerId);
    },

    /** Where the person stands (idle, waiting, or seated at a table); also their page's heartbeat. */
    status,

    /** How many people wait for each game right now (public, cheap: counted once a second). */
    async pools(): Promise<PoolCount[]> {
      return pools();
    },

    /**
     * Drops the seeks of pages gone quiet, then seats every group each pool holds
     * (bot fill comes due with time, and a match may have been missed by an instance
     * that died mid-way). Every instance runs it every second or two; the pools' locks
     * keep their matches apart. Returns the tables created.
     */
    async sweep(): Promise<string[]> {
      await pairing.dropStale(SEEK_ALIVE_MS);
      const open = await pairing.pools(SEEK_ALIVE_MS);
      const opened: string[] = [];
      for (const pool of open) opened.push(...(await matchPool(pool)));
      return opened;
    },
  };
}

export type Pairing = ReturnType<typeof createPairing>;
