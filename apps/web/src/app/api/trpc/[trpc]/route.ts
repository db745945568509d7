// Under server.mjs the custom server answers /api/trpc itself, before Next
// (packages/api/src/node-requests.ts, src/server/api-on-node.ts); this route answers
// under `next dev` and `next start`, with the same checks, context and headers.
import { bootedHouse } from "~/server/house";
import { requestSession } from "~/server/auth";
import { MAX_BATCH_SIZE } from "~/trpc/limits";
import { withLimitedBody } from "~/server/limited-request";
import { crossSiteRefusal } from "~/server/same-site-request";

export const dynamic = "force-dynamic";

const handler = async (incoming: Request) => {
  const refused = crossSiteRefusal(incoming);
  if (refused) return refused;
  const req = await withLimitedBody(incoming);
  if (req instanceof Response) return req;
  // The booted house answers, with its own copy of the routers (its errors are their
  // classes: packages/api/src/requests.ts).
  const { requests } = await bootedHouse();
  return requests.trpc({
    endpoint: "/api/trpc",
    req,
    // One HTTP request may carry a few calls (a page's queries), not a hundred.
    maxBatchSize: MAX_BATCH_SIZE,
    // The caller is its Auth.js session's player, else its guest cookie's.
    session: async () => {
      const session = await requestSession(req);
      return {
        sessionPlayerId: session.playerId,
        sessionSignedInAt: session.signedInAt,
      };
    },
  });
};

export { handler as GET, handler as POST };
