// This process's house (the game server and its services, @3u3d/api/boot): booted
// once at start by src/instrumentation.ts, read here by route handlers, server
// components and Auth.js, drained by server.mjs on SIGTERM. Nothing here builds a
// house: a request that finds none gets an error, never a new one (the lint's
// dependency rule "nothing-boots-on-a-request" keeps it so).
//
// Why one slot on globalThis: Next compiles instrumentation.ts and the route handlers
// as separate entries, each with its own copy of this module, and server.mjs loads it
// through tsx, a third copy; a module variable would be three variables. The slot is
// under one Symbol.for key, typed and touched here only.
import type { BootedHouse } from "@3u3d/api/boot";
import type { Readiness } from "@3u3d/api/readiness";
import { NEWEST_MIGRATION } from "@3u3d/db/newest-migration";
import { log as processLog } from "@3u3d/log";

/** How long after a failed boot (the database down at start, say) it is tried again. */
export const BOOT_RETRY_MS = 5_000;

export interface HouseKeeper {
  /**
   * Boots the house, once: a second call does nothing. A failed boot is told and tried
   * again every `retryMs` until one succeeds or the house is drained. Resolves once the
   * first attempt has ended, booted or not (the server may listen either way: its health
   * check says whether the database is there).
   */
  start(boot: () => Promise<BootedHouse>): Promise<void>;
  /** The booted house; waits for a boot under way; throws if there is none. */
  house(): Promise<BootedHouse>;
  /** SIGTERM: no more boot attempts; the booted house, if any, is drained. */
  drain(graceMs: number): Promise<void>;
  /**
   * /api/health/ready: not ready while the house is booting, after a failed boot, and
   * from the moment a drain begins (without waiting for anything); else the booted
   * house's own check (the database answers, migrated, not draining).
   */
  ready(): Promise<Readiness>;
}

export function createHouseKeeper(
  retryMs: number,
  log: (message: string, error: unknown) => void = (message, error) =>
    processLog().error({ err: error }, message),
): HouseKeeper {
  /** The last boot attempt: pending while it runs, rejected until a retry succeeds. */
  let attempt: Promise<BootedHouse> | null = null;
  /** The house the last attempt booted; null while it runs or after it failed. */
  let booted: BootedHouse | null = null;
  /** Why the last attempt failed, for readiness; null if it has not. */
  let failure: string | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let draining = false;

  function tryBoot(boot: () => Promise<BootedHouse>): Promise<void> {
    attempt = boot();
    return attempt.then(
      (house) => {
        booted = house;
        failure = null;
      },
      (error: unknown) => {
        failure =
          error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error);
        if (draining) return log("the game server did not start", error);
        log(`the game server did not start (trying again in ${retryMs / 1000} s)`, error);
        retry = setTimeout(() => {
          retry = null;
          void tryBoot(boot);
        }, retryMs);
        retry.unref();
      },
    );
  }

  return {
    start(boot) {
      if (attempt) return Promise.resolve();
      return tryBoot(boot);
    },
    house() {
      if (!attempt)
        return Promise.reject(
          new Error(
            "no game server in this process: src/instrumentation.ts boots it at start",
          ),
        );
      return attempt;
    },
    async drain(graceMs) {
      draining = true;
      if (retry) clearTimeout(retry);
      const house = await attempt?.catch(() => null);
      await house?.drain(graceMs);
    },
    ready() {
      const notReady = (
        reason: "starting" | "boot-failed" | "draining",
        detail: string,
      ): Readiness => ({
        ready: false,
        reason,
        detail,
        database: "unknown",
        migration: null,
        needed: NEWEST_MIGRATION,
      });
      if (draining)
        return Promise.resolve(notReady("draining", "this instance is shutting down"));
      if (booted) return booted.requests.ready();
      if (failure)
        return Promise.resolve(
          notReady("boot-failed", `the game server did not start: ${failure}`),
        );
      return Promise.resolve(notReady("starting", "the game server is starting"));
    },
  };
}

const SLOT = Symbol.for("3u3d.house");
const slots = globalThis as typeof globalThis & { [SLOT]?: HouseKeeper };
const keeper = (slots[SLOT] ??= createHouseKeeper(BOOT_RETRY_MS));

/** Boots this process's house (src/instrumentation.ts, once at start). */
export const startHouse = (boot: () => Promise<BootedHouse>) => keeper.start(boot);

/**
 * The booted house: its `requests` answer /api/trpc and the event streams, its `deps`
 * are what Auth.js and server components are given.
 */
export const bootedHouse = () => keeper.house();

/** Drains this process's house: server.mjs on SIGTERM. */
export const drainHouse = (graceMs: number) => keeper.drain(graceMs);

/** Is this process fit to be sent players? /api/health/ready and /api/health. */
export const houseReadiness = () => keeper.ready();
