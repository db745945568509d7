// The repositories the game server is given, in memory: games (games/memory/), table
// talk, analyses and rate limits, each keeping the contract of its PostgreSQL twin. The
// game server's unit tests run on these, with no database; the games contract tests
// (test/games-repository.test.ts) hold the two game repositories to the same cases.
/* eslint-disable @typescript-eslint/require-await -- the contracts are asynchronous (PostgreSQL's side must be); memory answers at once */
import { systemClock, type Clock } from "../clock";
import type { AnalysesRepository, AnalysisRecord } from "./analyses";
import { createMemoryGames } from "./games/memory";
import type { EndingRules } from "./games/types";
import type { LimitBucket, LimitsRepository } from "./limits";
import type { Repositories } from ".";
import type { TalkLine, TalkRepository } from "./talk";

/** The players the memory games know of: names, and which hold an account. */
export interface MemoryPlayerBook {
  add(name: string, options?: { account?: boolean }): string;
}

/** `clock`: the time stamped on games and talk (a test's manual clock moves on request). */
export function createMemoryRepositories(options: EndingRules & { clock?: Clock }) {
  const clock = options.clock ?? systemClock;
  const names = new Map<string, string>();
  const accounts = new Set<string>();
  const players: MemoryPlayerBook = {
    add(name, { account = false } = {}) {
      const id = `player-${names.size + 1}`;
      names.set(id, name);
      if (account) accounts.add(id);
      return id;
    },
  };
  const games = createMemoryGames({
    ...options,
    players: {
      displayName: (id) => names.get(id) ?? null,
      hasAccount: (id) => accounts.has(id),
    },
  });
  const repositories: Pick<Repositories, "games" | "talk" | "limits" | "analyses"> = {
    games,
    talk: memoryTalk(clock),
    limits: memoryLimits(),
    analyses: memoryAnalyses(),
  };
  return {
    ...repositories,
    players,
    ratings: games.ratings,
    achievements: games.achievements,
  };
}

function memoryTalk(clock: Clock): TalkRepository {
  const lines: (TalkLine & { gameId: string })[] = [];
  let seq = 0;
  return {
    async latest(gameId, count) {
      return structuredClone(lines.filter((l) => l.gameId === gameId).slice(-count));
    },
    async add(gameId, said, keep) {
      lines.push({ gameId, ...said, seq: ++seq, at: new Date(clock.now()) });
      const kept = lines.filter((l) => l.gameId === gameId).slice(-keep);
      for (let i = lines.length - 1; i >= 0; i--) {
        const line = lines[i];
        if (line?.gameId === gameId && !kept.includes(line)) lines.splice(i, 1);
      }
    },
    async saidBy(playerIds) {
      return structuredClone(lines.filter((l) => playerIds.includes(l.playerId)));
    },
  };
}

function memoryLimits(): LimitsRepository {
  const buckets = new Map<string, LimitBucket>();
  return {
    async attempt(keys, now, forgetAfterMs, waitMs) {
      const fresh = (key: string): LimitBucket => ({
        key,
        attempts: 0,
        lastAttemptAt: 0,
        forgetAt: 0,
      });
      const wait = Math.max(
        0,
        ...keys.map((key) => waitMs(buckets.get(key) ?? fresh(key))),
      );
      if (wait > 0) return wait;
      for (const key of new Set(keys)) {
        const bucket = buckets.get(key) ?? fresh(key);
        buckets.set(key, {
          key,
          attempts: bucket.forgetAt <= now ? 1 : bucket.attempts + 1,
          lastAttemptAt: now,
          forgetAt: now + forgetAfterMs,
        });
      }
      return 0;
    },
    async refund(keys) {
      for (const key of new Set(keys)) {
        const bucket = buckets.get(key);
        if (bucket && bucket.attempts > 0) bucket.attempts -= 1;
      }
    },
    async forget(keys) {
      for (const key of keys) buckets.delete(key);
    },
    async pruneForgotten(now) {
      for (const [key, bucket] of buckets) if (bucket.forgetAt < now) buckets.delete(key);
    },
  };
}

function memoryAnalyses(): AnalysesRepository {
  const rows = new Map<string, AnalysisRecord>();
  const key = (gameId: string, seat: number) => `${gameId}/${seat}`;
  return {
    async find(gameId, seat) {
      const row = rows.get(key(gameId, seat));
      return row ? structuredClone(row) : null;
    },
    async start(gameId, seat, total) {
      if (rows.has(key(gameId, seat))) return false;
      rows.set(key(gameId, seat), { total, done: 0, reviews: [] });
      return true;
    },
    async addStep(gameId, seat, from, reviewed, reviews) {
      const row = rows.get(key(gameId, seat));
      if (row?.done !== from) return false;
      row.done = from + reviewed;
      row.reviews.push(...structuredClone(reviews));
      return true;
    },
  };
}
