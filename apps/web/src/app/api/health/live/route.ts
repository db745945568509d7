export const dynamic = "force-dynamic";

/**
 * Liveness: the process answers HTTP. Nothing is read (no database, no house), so a
 * database outage or a drain never makes an orchestrator restart a process that is
 * only waiting; readiness (../ready) is what takes it out of rotation.
 */
export function GET() {
  return Response.json({ ok: true, live: true });
}
