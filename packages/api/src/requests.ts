// The booted house's answers to HTTP requests (/api/trpc, a game's event stream, a
// person's news stream, the readiness probe, the metrics),
// made by the same copy of this package as the house itself. Why it matters: Next
// compiles the instrumentation hook that boots the house and the route handlers that
// answer requests as separate bundles, each with its own copy of every module. A route
// handler's own appRouter would test the house's errors against its own classes
// (`instanceof GameServerError` false: every refusal a 500; a rate limit's TRPCError
// not a TRPCError either). So the route handlers keep the web's concerns (the origin
// check, the body limit, the Auth.js session) and hand the rest here. The custom
// server answers the same requests itself, on plain Node (`node`, node-requests.ts).
import {
  fetchRequestHandler,
  type FetchHandlerRequestOptions,
} from "@trpc/server/adapters/fetch";

import { REQUEST_ID_HEADER, requestIdOf, withLogFields } from "@3u3d/log";

import { gameEventStream, type EventStreamRequest } from "./event-stream";
import { nodeRequests } from "./node-requests";
import { personNewsStream, type PersonStreamRequest } from "./person-stream";
import { checkReadiness, type Readiness } from "./readiness";
import { appRouter, type AppRouter } from "./root";
import { createTRPCContext, type ApiDeps } from "./trpc";
import { trpcResponseMeta } from "./trpc-response-meta";

/** Who asks, as the web app's Auth.js session says (null: no session). */
export interface SessionCaller {
  sessionPlayerId: string | null;
  sessionSignedInAt: number | null;
}

export interface TrpcRequestOptions extends Omit<
  FetchHandlerRequestOptions<AppRouter>,
  "router" | "createContext" | "responseMeta"
> {
  /** Read once the request is parsed and about to run (none for a refused batch). */
  session: () => Promise<SessionCaller>;
}

/** What the house knows of its own life that its requests report. */
export interface HouseState {
  /** True from the moment its drain begins (SIGTERM). */
  draining: () => boolean;
  /** Its metrics as Prometheus text (metrics.ts). */
  metrics: () => Promise<{ contentType: string; body: string }>;
}

export function houseRequests(deps: ApiDeps, state: HouseState) {
  const node = nodeRequests(deps);
  return {
    /**
     * A /api/trpc request: the caller is its session's player, else its guest cookie's.
     * Its id (X-Request-Id, kept if well-formed) is on every line written for it and
     * echoed in the response.
     */
    async trpc({ session, ...options }: TrpcRequestOptions): Promise<Response> {
      const requestId = requestIdOf(options.req.headers.get(REQUEST_ID_HEADER));
      const response = await withLogFields({ reqId: requestId }, () =>
        fetchRequestHandler<AppRouter>({
          ...options,
          router: appRouter,
          responseMeta: trpcResponseMeta,
          createContext: async ({ resHeaders }) =>
            createTRPCContext(deps, {
              headers: options.req.headers,
              ...(await session()),
              setCookie: (cookie) => resHeaders.append("set-cookie", cookie),
              requestId,
            }),
        }),
      );
      response.headers.set(REQUEST_ID_HEADER, requestId);
      return response;
    },
    /**
     * The routers of this copy, for server components' calls: the house's refusals
     * are then this copy's errors, answered with their codes, not as 500s.
     */
    router: appRouter,
    /**
     * These routers called as whoever a request's headers name (its Auth.js session's
     * player, else its guest cookie's, as /api/trpc reads them): for server code that
     * neither `auth()` nor next/headers reaches (apps/web's request-caller.ts).
     */
    callerFor: async (headers: Headers) =>
      appRouter.createCaller(await node.context(headers)),
    /** A game's live updates as Server-Sent Events. */
    events: (request: EventStreamRequest): Promise<Response> =>
      gameEventStream(deps, request),
    /** What of the caller's changed (person-news.ts), as Server-Sent Events. */
    personNews: (request: PersonStreamRequest): Promise<Response> =>
      personNewsStream(deps, request),
    /**
     * /api/trpc and the live streams answered on plain Node by the custom server
     * (node-requests.ts), before Next's handler.
     */
    node,
    /** Readiness (readiness.ts): not draining, the database up and migrated. */
    ready: (): Promise<Readiness> =>
      checkReadiness({ site: deps.repositories.site, draining: state.draining }),
    /** The Prometheus text for /metrics (the route checks the token first). */
    metrics: state.metrics,
  };
}

export type HouseRequests = ReturnType<typeof houseRequests>;
