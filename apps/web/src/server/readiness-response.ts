import "server-only";

import { houseReadiness } from "./house";

/**
 * /api/health/ready and /api/health: 200 with the readiness when this instance may be
 * sent players, else 503 with the reason (packages/api/src/readiness.ts and the house
 * keeper in ./house.ts say what each means). `ok` and `database` are kept from the
 * first /api/health, which scripts and tests read.
 */
export async function readinessResponse(): Promise<Response> {
  const readiness = await houseReadiness();
  return Response.json(
    { ok: readiness.ready, ...readiness },
    {
      status: readiness.ready ? 200 : 503,
      headers: { "cache-control": "no-store" },
    },
  );
}
