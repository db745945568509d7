import { personNewsStream } from "@3u3d/api";

import { getApiDeps } from "~/server/api-deps";
import { sessionPlayerId } from "~/server/auth";

export const dynamic = "force-dynamic";

/** What of the caller's changed (challenges, games, pairing) as Server-Sent Events. */
export async function GET(request: Request) {
  return personNewsStream(await getApiDeps(), {
    request,
    sessionPlayerId: await sessionPlayerId(request),
  });
}
