import { fetchRequestHandler } from "@trpc/server/adapters/fetch";

import { appRouter, createTRPCContext } from "@3u3d/api";

import { getApiDeps } from "~/server/api-deps";
import { sessionPlayerId } from "~/server/auth";

export const dynamic = "force-dynamic";

const handler = (req: Request) =>
  fetchRequestHandler({
    endpoint: "/api/trpc",
    router: appRouter,
    req,
    // The caller is its Auth.js session's player, else its guest cookie's.
    createContext: async ({ resHeaders }) =>
      createTRPCContext(await getApiDeps(), {
        headers: req.headers,
        sessionPlayerId: await sessionPlayerId(req),
        setCookie: (cookie) => resHeaders.append("set-cookie", cookie),
      }),
    // A mutation's answer is a few hundred bytes (a move's events, say): compressing it
    // costs the server more CPU than it saves on the wire, so Next is told not to.
    // Queries (lists, replays) can be large and stay compressed.
    responseMeta: ({ type }) =>
      type === "mutation"
        ? { headers: { "cache-control": "no-store, no-transform" } }
        : {},
    onError: ({ path, error }) => {
      if (error.code === "INTERNAL_SERVER_ERROR")
        console.error(`tRPC error on ${path ?? "?"}: ${error.message}`);
    },
  });

export { handler as GET, handler as POST };
