import "server-only";

import { appendFileSync } from "node:fs";

import { authPolicy, loadAuthSecret, RateLimiter } from "@3u3d/auth";
import { inlineThinker, workerThinker } from "@3u3d/ai";
import {
  createHouse,
  createInProcessBus,
  createStreamLimits,
  defaultAddressLimits,
  type ApiDeps,
} from "@3u3d/api";
import { createPostgresBus } from "@3u3d/db/notify-bus";
import { createTurnQueue } from "@3u3d/db/turn-queue";

import { serverEnv } from "~/env";

import { getDb, getRepositories } from "./db";

// One game server (with its event bus) and secret per server process, like the database client.
const globalForApi = globalThis as unknown as {
  apiDeps?: Promise<ApiDeps>;
  /** Called by server.mjs on SIGTERM: take no more turns, finish those under way. */
  drainGameServer?: (graceMs: number) => Promise<void>;
};

/** How often each instance looks for running games whose next turn is not queued. */
const RESUME_EVERY_MS = 30_000;

/**
 * How often each instance sweeps quick pairing's pools: seats groups that fit now (as
 * waits widen, bot fill comes due) and drops the seeks of closed pages.
 */
const PAIRING_SWEEP_EVERY_MS = 1_500;

async function build(): Promise<ApiDeps> {
  const env = serverEnv();
  const db = getDb();
  const repositories = getRepositories();
  const bus =
    env.EVENT_BUS === "postgres"
      ? createPostgresBus(env.DATABASE_URL, createInProcessBus(), (error) =>
          console.error(`event bus: ${error.message}`),
        )
      : createInProcessBus();
  // Listening before serving: a game this instance read before LISTEN was active would
  // stay behind the moves other instances announced meanwhile.
  if ("ready" in bus) await bus.ready;
  const { server, championships, pairing, push, friends, presence, puzzles, news } =
    createHouse({
      repositories,
      bus,
      // The durable turn queue in this database, shared by every instance.
      queue: (run) => createTurnQueue(db, run),
      // Bot thinking runs off the request thread (BOT_WORKERS=0 thinks inline).
      thinker:
        env.BOT_WORKERS > 0
          ? workerThinker({ threads: env.BOT_WORKERS, file: env.BOT_WORKER_FILE })
          : inlineThinker(),
      botDelayMs: env.BOT_DELAY_MS,
      onBotDecision: env.BOT_DECISION_LOG ? decisionLog(env.BOT_DECISION_LOG) : undefined,
      // Web Push signs with these, or with a pair made once and kept in the database.
      push: {
        vapid: {
          publicKey: env.VAPID_PUBLIC_KEY,
          privateKey: env.VAPID_PRIVATE_KEY,
          subject: env.VAPID_SUBJECT,
        },
      },
    });
  // The VAPID keys are read (or made and kept) at start: a bad VAPID_* env stops the
  // start here rather than failing every push later.
  await push.publicKey();
  // After a restart, games whose bots (or turn timers) were waiting carry on by themselves;
  // games waiting for a human stay asleep until that human moves. Then now and then: an
  // instance that died between a commit and queueing the next turn leaves it to this.
  await server.resume();
  setInterval(() => {
    server.resume().catch((error: unknown) => console.error("resume:", error));
  }, RESUME_EVERY_MS).unref();
  // One sweep at a time per instance: a slow one is not piled onto.
  let sweeping = false;
  setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    pairing
      .sweep()
      .catch((error: unknown) => console.error("pairing sweep:", error))
      .finally(() => {
        sweeping = false;
      });
  }, PAIRING_SWEEP_EVERY_MS).unref();
  globalForApi.drainGameServer = (graceMs) => server.drain(graceMs);
  // Wrong passwords per account and address, per account, per address; sign-ups per
  // address and name (authPolicy in @3u3d/auth's password-guesses.ts). Counted in the
  // database, so the limits hold across every instance.
  const authLimiter = new RateLimiter(repositories.limits, "auth", authPolicy);
  return {
    repositories,
    server,
    championships,
    pairing,
    push,
    friends,
    presence,
    puzzles,
    authSecret: await loadAuthSecret(repositories.site),
    authLimiter,
    addressLimits: defaultAddressLimits(repositories.limits),
    // Live event streams on this instance (docs/security.md, "Live streams").
    streams: createStreamLimits({
      perAddress: env.STREAMS_PER_ADDRESS,
      perInstance: env.STREAMS_PER_INSTANCE,
      lifetimeMs: env.STREAM_LIFETIME_MS,
    }),
    news,
  };
}

/** Appends each bot decision to a file, one JSON line each (BOT_DECISION_LOG). */
function decisionLog(file: string) {
  return (gameId: string, version: number, seat: number) =>
    appendFileSync(
      file,
      `${JSON.stringify({ gameId, version, seat, pid: process.pid })}\n`,
    );
}

export function getApiDeps(): Promise<ApiDeps> {
  globalForApi.apiDeps ??= build().catch((error: unknown) => {
    globalForApi.apiDeps = undefined; // try again on the next request
    throw error;
  });
  return globalForApi.apiDeps;
}
