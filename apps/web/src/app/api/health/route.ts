import { getRepositories } from "~/server/db";

export const dynamic = "force-dynamic";

/**
 * Liveness plus database reachability, for load balancers and the e2e tests. It starts
 * nothing: the game server was booted with the process (src/instrumentation.ts).
 */
export async function GET() {
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
