import { readinessResponse } from "~/server/readiness-response";

export const dynamic = "force-dynamic";

/**
 * The first health check, kept for what already asks it (load balancers, the browser
 * tests' server start): it answers as /api/health/ready does. It starts nothing: the
 * game server was booted with the process (src/instrumentation.ts).
 */
export const GET = readinessResponse;
