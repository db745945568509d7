import { fetchRequestHandler } from "@trpc/server/adapters/fetch";

import { appRouter, createTRPCContext } from "@3u3d/api";

import { getDb } from "~/server/db";

export const dynamic = "force-dynamic";

const handler = (req: Request) =>
  fetchRequestHandler({
    endpoint: "/api/trpc",
    router: appRouter,
    req,
    createContext: () => createTRPCContext({ db: getDb() }, { headers: req.headers }),
    onError: ({ path, error }) => {
      if (error.code === "INTERNAL_SERVER_ERROR")
        console.error(`tRPC error on ${path ?? "?"}: ${error.message}`);
    },
  });

export { handler as GET, handler as POST };
