import { randomUUID } from "node:crypto";

import { RateLimiter } from "@3u3d/auth";
import type { DbClient } from "@3u3d/db";
import { createRepositories, type LimitsRepository } from "@3u3d/db/repositories";
import { createTestDatabase, type TestDatabase } from "@3u3d/db/testing";
import { createTurnQueue, DEFAULT_TURN_QUEUE } from "@3u3d/db/turn-queue";
import type { GameState } from "@3u3d/engine";

import { createCaller, createTRPCContext, type ApiDeps } from "../src";
import type { BootOptions } from "../src/boot";
import { createInProcessBus, type GameEventBus } from "../src/game-server/event-bus";
import type { GameServer } from "../src/game-server/game-server";
import type { GameSnapshot } from "../src/game-server/snapshot";
import { createHouse, type HouseOptions } from "../src/house";
import { createStreamLimits } from "../src/stream-limits";
import type { AddressLimits } from "../src/services/address-limits";
import type { Pairing } from "../src/services/pairing";
import type { Push } from "../src/services/push";
import { endingRules } from "../src/services/ending-rules";
import { DEFAULT_TURN_TIMER_SECONDS } from "../src/turn-timers";

export interface Harness {
  server: GameServer;
  /** Quick pairing on this instance (its sweep is the web app's interval). */
  pairing: Pairing;
  /** Web Push on this instance (`idle` waits for the notifications under way). */
  push: Push;
  bus: GameEventBus;
  /** What the API is given, for callers that build their own context (an HTTP handler). */
  deps(): ApiDeps;
  /** A caller acting as this player (null: anonymous), with a request's `headers` if given. */
  as(playerId: string | null, headers?: Headers): ReturnType<typeof createCaller>;
  newPlayer(name: string): Promise<string>;
  /** An account's player, made the way sign-up makes one (its user name from `name`). */
  newAccount(name: string): Promise<string>;
}

export const TEST_SECRET = "test-secret-".padEnd(40, "x");

/**
 * A table's turn timer in test time: a chosen one lasts 40 ms (the timer tests wait
 * for it); the default every other table gets keeps its real five minutes, so tests
 * that play by hand are never hurried. A test of the default shrinks it too
 * (`turnTimerMs: () => 40`).
 */
export const testTimerMs = (seconds: number) =>
  seconds === DEFAULT_TURN_TIMER_SECONDS ? seconds * 1000 : 40;

/**
 * A limiter with buckets of its own (a fresh name in the shared RateBucket table), so
 * one test's attempts never count against another's.
 */
export function testLimiter(limits: LimitsRepository, freeAttempts: number): RateLimiter {
  return new RateLimiter(limits, randomUUID(), { freeAttempts, firstDelayMs: 60_000 });
}

/** A game server on a test database (with its championships listening), bots at full speed. */
export function houseOn(
  db: DbClient,
  bus: GameEventBus,
  extra: Partial<Omit<HouseOptions, "repositories" | "bus">> = {},
) {
  return createHouse({
    repositories: createRepositories(db, endingRules),
    bus,
    // The house's clock, the system's unless a test hands in a manual one, for its
    // turn queue too.
    queue: (run) => createTurnQueue(db, run, DEFAULT_TURN_QUEUE, extra.clock),
    botDelayMs: 0,
    ...extra,
  });
}

/**
 * Streams without caps, living an hour: the caps and the lifetime are tested where they
 * are built (event-stream.test.ts, unit/stream-limits.test.ts).
 */
export const unlimitedStreams = createStreamLimits({
  perAddress: Infinity,
  perInstance: Infinity,
  lifetimeMs: 60 * 60_000,
});

export function harness(
  db: DbClient,
  bus: GameEventBus = createInProcessBus(),
  extra: Partial<Omit<HouseOptions, "repositories" | "bus">> = {},
): Harness {
  const {
    server,
    championships,
    pairing,
    push,
    friends,
    presence,
    puzzles,
    news,
    repositories,
  } = houseOn(db, bus, {
    expertTimeMs: 20,
    turnTimerMs: testTimerMs,
    ...extra,
  });
  // Generous limiters: rate limits are tested where they are built.
  const authLimiter = testLimiter(repositories.limits, 1000);
  const addressLimits = generousAddressLimits(repositories.limits, 10_000);
  const deps = (): ApiDeps => ({
    repositories,
    master: server.master,
    tables: server.tables,
    coach: server.coach,
    addressBook: server.addressBook,
    championships,
    pairing,
    push,
    friends,
    presence,
    puzzles,
    authSecret: TEST_SECRET,
    authLimiter,
    addressLimits,
    streams: unlimitedStreams,
    news,
  });
  return {
    server,
    pairing,
    push,
    bus,
    deps,
    as: (playerId, headers = new Headers()) =>
      createCaller(() => createTRPCContext(deps(), { headers, playerId })),
    newPlayer: (displayName) => repositories.players.createGuest(displayName),
    async newAccount(displayName) {
      const made = await repositories.players.createAccount({
        username: displayName.toLowerCase().replace(/[^a-z0-9_]/g, "_"),
        passwordHash: "not-a-real-hash",
        displayName,
        guestPlayerId: null,
      });
      if (!made.ok) throw new Error(made.reason);
      return made.playerId;
    },
  };
}

/**
 * A frame of `watch`, as the event stream sends it: `id` is the game version it brings
 * the watcher to (the SSE id), `data` the snapshot.
 */
export function unwrapTracked<T>(message: unknown): { id: string; data: T } {
  return message as { id: string; data: T };
}

/**
 * A viewer's live updates, read from the game server the way the event stream reads
 * them (event-stream.ts), one { id, data } frame at a time; `return()` stops watching.
 */
export function watch(
  h: Pick<Harness, "server">,
  playerId: string | null,
  input: { gameId: string; inviteCode?: string | null; lastEventId?: string | null },
): AsyncIterator<{ id: string; data: GameSnapshot }, void, undefined> {
  const updates = h.server.master.updates(
    input.gameId,
    playerId,
    "en",
    input.lastEventId ? Number(input.lastEventId) : null,
    undefined,
    input.inviteCode,
  );
  return {
    async next() {
      const frame = await updates.next();
      return frame.done
        ? { done: true, value: undefined }
        : { done: false, value: { id: String(frame.value.version), data: frame.value } };
    },
    async return() {
      await updates.return(undefined);
      return { done: true, value: undefined };
    },
  };
}

/** What the caller may do now: their snapshot's legal moves (empty when it is not their turn). */
export async function legalOf(
  caller: ReturnType<typeof createCaller>,
  input: { gameId: string },
) {
  return (await caller.game.view(input)).legal;
}

/** Plays a player's turns with its first legal move until the game ends (bots answer). */
export async function playToTheEnd(
  h: Harness,
  gameId: string,
  playerId: string,
): Promise<void> {
  const me = h.as(playerId);
  for (let i = 0; i < 5000; i++) {
    await h.server.idle(gameId);
    const { view, version, legal } = await me.game.view({ gameId });
    if (view?.phase === "over") return;
    if (legal.moves.length === 0) continue;
    await me.game.move({ gameId, version, move: legal.moves[0]! });
  }
  throw new Error("game did not end");
}

/** A fresh migrated database and a harness on it, for a test file's beforeAll. */
export async function setUpHarness(
  extra: Parameters<typeof harness>[2] = {},
): Promise<{ test: TestDatabase; h: Harness }> {
  const test = await createTestDatabase();
  const h = harness(test.db, createInProcessBus(), extra);
  const drop = test.drop.bind(test);
  // Bots and turn timers stop before the database goes away.
  test.drop = async () => {
    await h.server.dispose();
    await drop();
  };
  return { test, h };
}

/** What a leak check compares payloads with: the game's seed and its current state. */
export async function gameSecrets(db: DbClient, gameId: string) {
  const { seed } = await db.game.findUniqueOrThrow({
    where: { id: gameId },
    select: { seed: true },
  });
  const stateNow = async () =>
    (await db.game.findUniqueOrThrow({ where: { id: gameId }, select: { state: true } }))
      .state as unknown as GameState;
  return { seed, stateNow };
}

/** An id of the shape the database makes (a cuid) that names no row: "missing", not malformed. */
export const UNKNOWN_ID = `c${"0".repeat(24)}`;

/** Every address limit, each allowing `attempts` (rate limits are tested where they are built). */
export function generousAddressLimits(
  limits: Parameters<typeof testLimiter>[0],
  attempts: number,
): AddressLimits {
  return {
    guests: testLimiter(limits, attempts),
    tables: testLimiter(limits, attempts),
    botTables: testLimiter(limits, attempts),
    replays: testLimiter(limits, attempts),
    push: testLimiter(limits, attempts),
    hints: testLimiter(limits, attempts),
    analyses: testLimiter(limits, attempts),
    invites: testLimiter(limits, attempts),
    searches: testLimiter(limits, attempts),
    anonymousPages: testLimiter(limits, attempts),
  };
}

/**
 * What boot.ts is given in a test: the test database, the in-process bus, bots
 * thinking inline at full speed, no push keys, a few streams.
 */
export function testBootOptions(
  test: Pick<TestDatabase, "db" | "url">,
  extra: Partial<BootOptions> = {},
): BootOptions {
  return {
    db: test.db,
    repositories: createRepositories(test.db, endingRules),
    databaseUrl: test.url,
    eventBus: "memory",
    botWorkers: 0,
    botDelayMs: 0,
    vapid: {},
    streams: { perAddress: 10, perInstance: 10, lifetimeMs: 60_000 },
    ...extra,
  };
}
