import { fetchRequestHandler } from "@trpc/server/adapters/fetch";

import { appRouter, createTRPCContext } from "@3u3d/api";

import { getApiDeps } from "~/server/api-deps";

export const dynamic = "force-dynamic";

const handler = (req: Request) =>
  fetchRequestHandler({
    endpoint: "/api/trpc",
    router: appRouter,
    req,
    // Player identity arrives with the auth work (sessions and guest cookies); until
    // then every caller is anonymous and may only read.
    createContext: () =>
      createTRPCContext(getApiDeps(), { headers: req.headers, playerId: null }),
    onError: ({ path, error }) => {
      if (error.code === "INTERNAL_SERVER_ERROR")
        console.error(`tRPC error on ${path ?? "?"}: ${error.message}`);
    },
  });

export { handler as GET, handler as POST };
