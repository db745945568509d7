// The house's life on one instance, from start to SIGTERM, in one place. bootHouse
// builds the house (house.ts: the game server and the services that listen to it) on
// the event bus, the shared turn queue and the bots' worker pools; makes sure it can
// serve (the bus listening, the push keys and the auth secret read); wakes the games
// a restart left waiting; and starts what then runs by itself: the periodic resume
// (which also ends untimed games left alone for a day) and quick pairing's sweep. It
// also keeps the instance's metrics (metrics.ts) and answers its readiness probe
// (readiness.ts), through `requests`.
// It is called once per process, at start: the web app's instrumentation hook
// (apps/web/src/instrumentation.ts) calls it, never a request, and keeps what it
// returns where route handlers read it (apps/web/src/server/house.ts). The caller
// ends it: `drain` on SIGTERM (server.mjs), `stop` at the end of a test.
import { appendFileSync } from "node:fs";

import { inlineThinker, workerThinker } from "@3u3d/ai";
import { authPolicy, loadAuthSecret, RateLimiter } from "@3u3d/auth";
import { sqlPool, watchPoolWait, type DbClient } from "@3u3d/db";
import { createPostgresBus } from "@3u3d/db/notify-bus";
import type { Repositories } from "@3u3d/db/repositories";
import { createTurnQueue, type TurnQueue } from "@3u3d/db/turn-queue";
import { log as processLog } from "@3u3d/log";

import { createInProcessBus } from "./game-server/event-bus";
import { createHouse } from "./house";
import { createMetrics } from "./metrics";
import { createOverload, type OverloadOptions, type SheddableWork } from "./overload";
import { houseRequests, type HouseRequests } from "./requests";
import { defaultAddressLimits } from "./services/address-limits";
import type { VapidEnv } from "./services/push-keys";
import { createStreamLimits, type StreamLimitsOptions } from "./stream-limits";
import type { ApiDeps } from "./trpc";

/** How often each instance looks for running games whose next turn is not queued. */
export const RESUME_EVERY_MS = 30_000;

/**
 * How often each instance sweeps quick pairing's pools: seats groups that fit now (as
 * waits widen, bot fill comes due) and drops the seeks of closed pages.
 */
export const PAIRING_SWEEP_EVERY_MS = 1_500;

export interface BootOptions {
  /** The database client: the shared turn queue runs on its pool. */
  db: DbClient;
  /** The repositories on that client (the web app shares them with its health check). */
  repositories: Repositories;
  /** Where DATABASE_URL points: the "postgres" event bus listens there. */
  databaseUrl: string;
  /** "memory": one server process; "postgres": instances share LISTEN/NOTIFY. */
  eventBus: "memory" | "postgres";
  /** Worker threads for bot thinking (0: think on the caller's thread). */
  botWorkers: number;
  /** Where the bot worker bundle is, when not next to @3u3d/ai's sources. */
  botWorkerFile?: string;
  /** A human-pace pause before each bot move. */
  botDelayMs: number;
  /** Diagnostics: a file to append one JSON line to for every bot decision. */
  botDecisionLog?: string;
  /** Web Push's keys (unset: a pair is made once and kept in the database). */
  vapid: VapidEnv;
  /** Live event streams on this instance (docs/security.md, "Live streams"). */
  streams: StreamLimitsOptions;
  /**
   * When this instance counts as overloaded and refuses new work (overload.ts);
   * absent: never (tests).
   */
  overload?: OverloadOptions;
  /** The loops' periods (tests shorten them); RESUME_EVERY_MS, PAIRING_SWEEP_EVERY_MS. */
  resumeEveryMs?: number;
  pairingSweepEveryMs?: number;
  /** Where the loops' failures are told (the process's log by default, @3u3d/log). */
  log?: (message: string, error: unknown) => void;
}

export interface BootedHouse {
  /** What the routers, the event stream and Auth.js are given. */
  deps: ApiDeps;
  /**
   * The answers to /api/trpc and to a game's event stream, from this copy of the API
   * (requests.ts says why the route handlers must not use their own).
   */
  requests: HouseRequests;
  /**
   * SIGTERM: from its first moment `requests.ready()` says "draining" (the proxy stops
   * sending players here before this instance stops taking moves); the loops stop, the
   * game server takes no more turns from the shared queue (the other instances do),
   * queues those it held in memory and resolves once its turns under way are done (at
   * most `graceMs`). Requests are still answered.
   */
  drain(graceMs: number): Promise<void>;
  /** Ends everything it started (end of a test): loops, bots, queue, worker pools, bus. */
  stop(graceMs?: number): Promise<void>;
  /** Resolves once no bot of this game has anything left to do (tests). */
  idle(gameId: string): Promise<void>;
  /**
   * Counts work refused outside the API (the web server's connections past its cap),
   * in the same metric as the overload's refusals, whether or not overload is on.
   */
  refused(work: SheddableWork): void;
}

export async function bootHouse(options: BootOptions): Promise<BootedHouse> {
  const log =
    options.log ??
    ((message, error) => processLog().error({ err: error }, `${message} failed`));
  const { db, repositories } = options;
  // Bot thinking runs off the request thread (botWorkers 0 thinks inline). First: a
  // missing worker bundle throws here, before anything is started.
  const thinker =
    options.botWorkers > 0
      ? workerThinker({ threads: options.botWorkers, file: options.botWorkerFile })
      : inlineThinker();
  const postgresBus =
    options.eventBus === "postgres"
      ? createPostgresBus(options.databaseUrl, createInProcessBus(), (error) =>
          log("event bus", error.message),
        )
      : null;
  const bus = postgresBus ?? createInProcessBus();
  const metrics = createMetrics();
  // The event loop's delay, and the database pool's waits when they are watched, are
  // measured from the start (overload.ts); a pool not watched pays nothing.
  const pool = sqlPool(db);
  const overload = options.overload
    ? createOverload(
        {
          ...options.overload,
          queueWaitMs: options.overload.maxQueueWaitMs ? watchPoolWait(pool) : undefined,
          // When shedding begins and ends, with what the overload read (the event
          // loop's delay and the waits for the database, second by second): a burst's
          // refusals are explained by these lines.
          onChange: (overloaded, reading) =>
            overloaded
              ? processLog().warn(reading, "overloaded: refusing new work")
              : processLog().info(reading, "calm again: taking new work"),
        },
        metrics.overload,
      )
    : undefined;
  let turnQueue: TurnQueue | null = null;
  const house = createHouse({
    repositories,
    bus,
    // The durable turn queue in this database, shared by every instance.
    queue: (run) => (turnQueue = createTurnQueue(db, run)),
    metrics: metrics.game,
    thinker,
    botDelayMs: options.botDelayMs,
    onBotDecision: options.botDecisionLog
      ? decisionLog(options.botDecisionLog)
      : undefined,
    push: { vapid: options.vapid },
  });
  const { server, ...parts } = house;
  const { pairing } = parts;
  const loops: Loop[] = [];
  const stopLoops = () => {
    for (const loop of loops.splice(0)) loop.stop();
  };
  async function stop(graceMs = 0) {
    stopLoops();
    overload?.stop();
    await server.dispose(graceMs);
    await postgresBus?.close();
  }

  let authSecret: string;
  try {
    // Listening before serving: a game this instance read before LISTEN was active
    // would stay behind the moves other instances announced meanwhile.
    // A database that does not answer fails this start (the keeper retries), rather
    // than hold it, and the server's listening, for ever.
    if (postgresBus) await withinMs(postgresBus.ready, BUS_READY_MS, "the event bus");
    // The VAPID keys are read (or made and kept) now: a bad VAPID_* env stops the start
    // here rather than failing every push later.
    await house.push.publicKey();
    authSecret = await loadAuthSecret(repositories.site);
    // After a restart, games whose bots (or turn timers) were waiting carry on by
    // themselves; games waiting for a human stay asleep until that human moves.
    await server.resume();
  } catch (error) {
    // A failed start leaves nothing running (worker threads, the bus's reconnects).
    await stop().catch(() => undefined);
    throw error;
  }

  // Now and then: an instance that died between a commit and queueing the next turn
  // leaves it to the resume, and untimed games left alone for a day end there.
  loops.push(
    every(
      options.resumeEveryMs ?? RESUME_EVERY_MS,
      () => server.resume(),
      (error) => log("resume", error),
    ),
    every(
      options.pairingSweepEveryMs ?? PAIRING_SWEEP_EVERY_MS,
      () => pairing.sweep(),
      (error) => log("pairing sweep", error),
    ),
  );

  const deps: ApiDeps = {
    ...parts,
    authSecret,
    // Wrong passwords per account and address, per account, per address; sign-ups per
    // address and name (authPolicy in @3u3d/auth's password-guesses.ts). Counted in
    // the database, so the limits hold across every instance.
    authLimiter: new RateLimiter(repositories.limits, "auth", authPolicy),
    addressLimits: defaultAddressLimits(repositories.limits),
    streams: createStreamLimits(options.streams),
    overload,
  };
  // Read at each scrape only (metrics.ts says why the hot path pays nothing more).
  metrics.watch({
    openStreams: () => deps.streams.open(),
    playingGames: () => repositories.games.playingCount(),
    turnBacklog: () =>
      turnQueue ? turnQueue.backlog() : Promise.reject(new Error("no turn queue")),
    pool: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  });
  let draining = false;
  return {
    deps,
    idle: (gameId) => server.idle(gameId),
    refused: (work) => metrics.overload.refused(work),
    requests: houseRequests(deps, {
      draining: () => draining,
      metrics: () => metrics.scrape(),
    }),
    async drain(graceMs) {
      draining = true;
      stopLoops();
      await server.drain(graceMs);
    },
    stop,
  };
}

interface Loop {
  stop(): void;
}

/**
 * Runs `job` every `ms`, one run at a time: a slow run is not piled onto (the next
 * tick that finds it still running is skipped). Never keeps the process alive.
 */
function every(
  ms: number,
  job: () => Promise<unknown>,
  onError: (error: unknown) => void,
): Loop {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    job()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, ms);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** Appends each bot decision to a file, one JSON line each (BOT_DECISION_LOG). */
function decisionLog(file: string) {
  return (gameId: string, version: number, seat: number) =>
    appendFileSync(
      file,
      `${JSON.stringify({ gameId, version, seat, pid: process.pid })}\n`,
    );
}

/** How long a start waits for the event bus's LISTEN before it fails (and is retried). */
const BUS_READY_MS = 15_000;

/** `promise`, or a failure naming `what` once `ms` have passed. */
function withinMs<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} not ready after ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
