import { gameEventStream } from "@3u3d/api";

import { getApiDeps } from "~/server/api-deps";
import { sessionPlayerId } from "~/server/auth";

export const dynamic = "force-dynamic";

/** A game's live updates as Server-Sent Events, for the browser's EventSource. */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ gameId: string }> },
) {
  const { gameId } = await params;
  return gameEventStream(await getApiDeps(), {
    gameId,
    request,
    sessionPlayerId: await sessionPlayerId(request),
  });
}
