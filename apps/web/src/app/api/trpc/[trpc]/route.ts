import { fetchRequestHandler } from "@trpc/server/adapters/fetch";

import { appRouter, createTRPCContext } from "@3u3d/api";

import { getApiDeps } from "~/server/api-deps";

export const dynamic = "force-dynamic";

const handler = (req: Request) =>
  fetchRequestHandler({
    endpoint: "/api/trpc",
    router: appRouter,
    req,
    // The caller is identified by its guest cookie (accounts come with Auth.js).
    createContext: async ({ resHeaders }) =>
      createTRPCContext(await getApiDeps(), {
        headers: req.headers,
        setCookie: (cookie) => resHeaders.append("set-cookie", cookie),
      }),
    onError: ({ path, error }) => {
      if (error.code === "INTERNAL_SERVER_ERROR")
        console.error(`tRPC error on ${path ?? "?"}: ${error.message}`);
    },
  });

export { handler as GET, handler as POST };
