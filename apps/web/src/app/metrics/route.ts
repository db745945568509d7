import { serverEnv } from "~/env";
import { bootedHouse } from "~/server/house";
import { bearerMatches } from "~/server/metrics-token";

export const dynamic = "force-dynamic";

/**
 * Prometheus text (packages/api/src/metrics.ts: moves, their times, streams, games,
 * bots, the turn queue, the database pool, Node's own), for a scraper that carries
 * `Authorization: Bearer $METRICS_TOKEN`. Anyone else, and everyone while the token is
 * unset, gets a 404: the path does not say it exists (docs/deploy.md, "Metrics").
 */
export async function GET(request: Request): Promise<Response> {
  if (!bearerMatches(request.headers.get("authorization"), serverEnv().METRICS_TOKEN))
    return new Response("Not Found", { status: 404 });
  let house;
  try {
    house = await bootedHouse();
  } catch {
    // Nothing to count yet: the readiness probe says why.
    return new Response("the game server is not running", { status: 503 });
  }
  const { contentType, body } = await house.requests.metrics();
  return new Response(body, {
    headers: { "content-type": contentType, "cache-control": "no-store" },
  });
}
