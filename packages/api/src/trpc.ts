import { initTRPC } from "@trpc/server";
import superjson from "superjson";
import { ZodError, z } from "zod";

import type { DbClient } from "@3u3d/db";

/**
 * Everything a procedure may use, injected by the caller (the Next.js route, a test,
 * a script). Nothing here reaches for globals, so tests build it with a test database.
 */
export interface ApiDeps {
  db: DbClient;
}

export interface TrpcContext extends ApiDeps {
  headers: Headers;
}

export function createTRPCContext(
  deps: ApiDeps,
  opts: { headers: Headers },
): TrpcContext {
  return { ...deps, headers: opts.headers };
}

const t = initTRPC.context<TrpcContext>().create({
  transformer: superjson,
  errorFormatter: ({ shape, error }) => ({
    ...shape,
    data: {
      ...shape.data,
      // Validation errors are returned field by field so the client can show them.
      zodError: error.cause instanceof ZodError ? z.flattenError(error.cause) : null,
    },
  }),
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;
