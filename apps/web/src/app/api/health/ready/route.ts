import { readinessResponse } from "~/server/readiness-response";

export const dynamic = "force-dynamic";

/**
 * Readiness: 200 when this instance may be sent players (the house booted and not
 * draining, the database answering and migrated), else 503 with a JSON reason.
 */
export const GET = readinessResponse;
