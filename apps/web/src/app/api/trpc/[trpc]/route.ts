import { fetchRequestHandler } from "@trpc/server/adapters/fetch";

import { appRouter, createTRPCContext } from "@3u3d/api";

import { getApiDeps } from "~/server/api-deps";
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
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    router: appRouter,
    req,
    // One HTTP request may carry a few calls (a page's queries), not a hundred.
    maxBatchSize: MAX_BATCH_SIZE,
    // The caller is its Auth.js session's player, else its guest cookie's.
    createContext: async ({ resHeaders }) => {
      const session = await requestSession(req);
      return createTRPCContext(await getApiDeps(), {
        headers: req.headers,
        sessionPlayerId: session.playerId,
        sessionSignedInAt: session.signedInAt,
        setCookie: (cookie) => resHeaders.append("set-cookie", cookie),
      });
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
