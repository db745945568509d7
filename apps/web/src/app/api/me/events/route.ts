import { bootedHouse } from "~/server/house";
import { sessionPlayerId } from "~/server/auth";

export const dynamic = "force-dynamic";

/** What of the caller's changed (challenges, games, pairing) as Server-Sent Events. */
export async function GET(request: Request) {
  // The booted house answers (its own copy of the API: packages/api/src/requests.ts).
  return (await bootedHouse()).requests.personNews({
    request,
    sessionPlayerId: await sessionPlayerId(request),
  });
}
