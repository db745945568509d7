import "server-only";

import type { BootOptions } from "@3u3d/api/boot";

import { serverEnv } from "~/env";

import { getDb, getRepositories } from "./db";

/**
 * The house's options from this process's environment (src/env.ts), on the process's
 * one database client: what src/instrumentation.ts boots the house with.
 */
export function bootOptions(): BootOptions {
  const env = serverEnv();
  return {
    db: getDb(),
    repositories: getRepositories(),
    databaseUrl: env.DATABASE_URL,
    eventBus: env.EVENT_BUS,
    botWorkers: env.BOT_WORKERS,
    botWorkerFile: env.BOT_WORKER_FILE,
    botDelayMs: env.BOT_DELAY_MS,
    botDecisionLog: env.BOT_DECISION_LOG,
    // Web Push signs with these, or with a pair made once and kept in the database.
    vapid: {
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
      subject: env.VAPID_SUBJECT,
    },
    streams: {
      perAddress: env.STREAMS_PER_ADDRESS,
      perInstance: env.STREAMS_PER_INSTANCE,
      lifetimeMs: env.STREAM_LIFETIME_MS,
    },
    overload:
      env.OVERLOAD_DELAY_MS > 0
        ? {
            maxDelayMs: env.OVERLOAD_DELAY_MS,
            maxQueueWaitMs: env.OVERLOAD_QUERY_WAIT_MS,
          }
        : undefined,
  };
}
