// Is this instance fit to be sent players? What /api/health/ready answers (the web
// app adds what only it knows: whether the house has booted at all). Ready means: not
// draining (a SIGTERM has begun: the proxy must stop sending before the instance stops
// taking moves), the database answers, and it has the migration this code was written
// for (NEWEST_MIGRATION; newer ones are fine). Not ready says which, for an operator's
// eyes and logs: none of these words reach a player.
import { NEWEST_MIGRATION } from "@3u3d/db/newest-migration";
import type { SiteRepository } from "@3u3d/db/repositories";

/** Why an instance is not ready ("starting" and "boot-failed" are the web app's). */
export type NotReadyReason =
  "starting" | "boot-failed" | "draining" | "database-down" | "migrations-missing";

export type Readiness =
  | { ready: true; database: "up"; migration: string | null; needed: string }
  | {
      ready: false;
      reason: NotReadyReason;
      /** What an operator reads: the database's error, which migration is missing. */
      detail: string;
      database: "up" | "down" | "unknown";
      migration: string | null;
      needed: string;
    };

/**
 * A database that does not answer in this long is down as far as readiness goes: a
 * probe must answer before the orchestrator's own timeout, not wait for a free pool
 * connection for as long as a request would.
 */
export const DATABASE_CHECK_MS = 2_000;

export interface ReadinessSources {
  site: Pick<SiteRepository, "migrationStatus">;
  /** True from the moment a drain begins. */
  draining: () => boolean;
  checkMs?: number;
}

export async function checkReadiness({
  site,
  draining,
  checkMs = DATABASE_CHECK_MS,
}: ReadinessSources): Promise<Readiness> {
  const needed = NEWEST_MIGRATION;
  // Draining first, without a query: the answer must flip at once, whatever the
  // database is doing.
  if (draining())
    return {
      ready: false,
      reason: "draining",
      detail: "this instance is shutting down",
      database: "unknown",
      migration: null,
      needed,
    };
  let status;
  try {
    status = await within(site.migrationStatus(needed), checkMs);
  } catch (error) {
    const message = error instanceof Error ? error.message.split("\n")[0] : "";
    return {
      ready: false,
      reason: "database-down",
      detail: message || "unknown error",
      database: "down",
      migration: null,
      needed,
    };
  }
  if (!status.applied)
    return {
      ready: false,
      reason: "migrations-missing",
      detail: `newest applied: ${status.newest ?? "none"}; this code needs ${needed}`,
      database: "up",
      migration: status.newest,
      needed,
    };
  return { ready: true, database: "up", migration: status.newest, needed };
}

/** `promise`, or a failure once `ms` have passed (the query itself runs on). */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
