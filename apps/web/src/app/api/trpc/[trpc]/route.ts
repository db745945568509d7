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
    // A mutation's answer is a few hundred bytes (a move's events, say): compressing it
    // costs the server more CPU than it saves on the wire, so Next is told not to.
    // Queries (lists, replays) can be large and stay compressed. An answer to a known
    // player (their games, their account, their data download) is theirs alone: no
    // cache keeps it, the browser's or a shared one (issue #37).
    responseMeta: ({ type, ctx }) =>
      type === "mutation"
        ? { headers: { "cache-control": "no-store, no-transform" } }
        : ctx?.playerId
          ? { headers: { "cache-control": "private, no-store" } }
          : {},
  });
};

export { handler as GET, handler as POST };
