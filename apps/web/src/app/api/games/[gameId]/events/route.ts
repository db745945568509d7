import { bootedHouse } from "~/server/house";
import { sessionPlayerId } from "~/server/auth";

export const dynamic = "force-dynamic";

/** A game's live updates as Server-Sent Events, for the browser's EventSource. */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ gameId: string }> },
) {
  const { gameId } = await params;
  // The booted house answers (its own copy of the API: packages/api/src/requests.ts).
  return (await bootedHouse()).requests.events({
    gameId,
    request,
    sessionPlayerId: await sessionPlayerId(request),
  });
}
