import { getApiDeps } from "~/server/api-deps";
import { getRepositories } from "~/server/db";

export const dynamic = "force-dynamic";

/**
 * Liveness plus database reachability, for load balancers and the e2e tests. The first
 * call also starts this instance's game server (server.mjs makes it at boot), so the
 * instance takes turns from the shared queue before any player reaches it.
 */
export async function GET() {
  getApiDeps().catch((error: unknown) =>
    console.error("game server not started:", error),
  );
  try {
    const migration = await getRepositories().site.migrationVersion();
    return Response.json({ ok: true, database: "up", migration });
  } catch (error) {
    const message =
      error instanceof Error ? error.message.split("\n")[0] : "unknown error";
    return Response.json(
      { ok: false, database: "down", error: message },
      { status: 503 },
    );
  }
}
