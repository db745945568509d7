import { z } from "zod";

import { LOG_LEVELS } from "@3u3d/log";

// The server's configuration, validated once at first use. DATABASE_URL is set by
// `with-database` (embedded server) or by the operator.
const schema = z.object({
  DATABASE_URL: z
    .string()
    .min(1, "DATABASE_URL is not set: start the app with `pnpm start`"),
  /** "memory": one server process; "postgres": several instances share LISTEN/NOTIFY. */
  EVENT_BUS: z.enum(["memory", "postgres"]).default("memory"),
  /** Pause before each bot move, so people can follow the game. */
  BOT_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(600),
  /** Worker threads for bot thinking (0: think on the request thread). */
  BOT_WORKERS: z.coerce.number().int().min(0).max(64).default(1),
  /** Where the bot worker bundle is, when not next to @3u3d/ai's sources. */
  BOT_WORKER_FILE: z.string().min(1).optional(),
  /**
   * Proxies of ours in front of the app (each appends to X-Forwarded-For): the client's
   * address for rate limits is the entry this many hops from the right. 0: the socket's.
   */
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * Live event streams (one per open table tab) this instance keeps open per client
   * address (IPv6: per /64) and in all; past them a stream is refused (429, 503).
   * Per address: a classroom of 30 behind one NAT with a few tables open each.
   */
  STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(200),
  STREAMS_PER_INSTANCE: z.coerce.number().int().min(1).max(1_000_000).default(8_000),
  /** A stream is closed after this long at most (¾ to all of it, at random); the browser resumes. */
  STREAM_LIFETIME_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(600_000),
  /**
   * server.mjs: connections open at once (streams, keep-alive, requests); past it a new
   * one's request is answered 503 with Retry-After and the connection closed (but a move
   * and /api/health/live); past the cap and a tenth more, Node drops new connections
   * before a byte is read. Above STREAMS_PER_INSTANCE.
   */
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  /**
   * server.mjs: connections the kernel may hold accepted before the server takes them
   * (listen's backlog); the kernel caps it at net.core.somaxconn (raise that with it).
   */
  HTTP_LISTEN_BACKLOG: z.coerce.number().int().min(1).max(65_535).default(4_096),
  /**
   * server.mjs: how long a client may take to send a request's headers, and all of it
   * (headers within the whole: Node refuses to start otherwise).
   */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(600_000)
    .default(20_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(600_000)
    .default(60_000),
  /**
   * server.mjs: how long an idle keep-alive connection stays open (a proxy's must be
   * shorter). Long, so that a client rarely reuses a connection this server is just
   * closing: a client that misses its own timer (a busy browser, a load test on a
   * busy machine) otherwise sends a move into a closed socket (issue #65).
   */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(65_000),
  /**
   * server.mjs on SIGTERM: how long it keeps answering after /api/health/ready turned
   * 503, so a balancer that learns from its probes stops sending players here before
   * the server closes (about two probe periods; 0 when something else, a Kubernetes
   * preStop hook say, takes the instance out first).
   */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /**
   * Overload (packages/api/src/overload.ts): once the event loop has been this far
   * behind (ms) in each of three seconds in a row, new tables, seats, pairings and live
   * streams are refused with a 503 until a calm second; moves never are. 0: never.
   */
  OVERLOAD_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(250),
  /**
   * Overload too when, in each of three seconds in a row, a query waited longer than
   * this (ms) for one of the pool's connections (the database behind: with 1,000 games
   * on a busy machine, 1.5 s); 0: the database's waits are not watched (nor timed).
   * Off with OVERLOAD_DELAY_MS=0. The wait, not how many wait: a count of 10 refused 60
   * new tables and 140 streams while 200 tables were opened at once on a quiet 2-core
   * machine, a burst the server then played at its usual pace (docs/benchmarks.md).
   * Off by default until it is measured under load as the count was.
   */
  OVERLOAD_QUERY_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  /**
   * Diagnostics: a file this instance appends a line to for every bot decision it makes
   * ({gameId, version, seat, pid}); the scale-out test checks that none is made twice.
   */
  BOT_DECISION_LOG: z.string().min(1).optional(),
  /**
   * Web Push: the VAPID key pair (base64url, as `web-push generate-vapid-keys` prints
   * it). Unset: a pair is made on first start and kept in the database.
   */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /** Who push services may contact about our pushes: a mailto: or https: URL. */
  VAPID_SUBJECT: z.string().min(1).optional(),
  /**
   * /metrics (Prometheus text) answers only requests carrying `Authorization: Bearer`
   * this token; unset, /metrics is a 404. Long enough not to be guessed.
   */
  METRICS_TOKEN: z
    .string()
    .min(16, "METRICS_TOKEN must be at least 16 characters (e.g. `openssl rand -hex 24`)")
    .optional(),
  /**
   * The least severe log level written (@3u3d/log; docs/deploy.md, "Logs"): "debug" adds
   * a line per committed move, "warn" keeps only what needs a look.
   */
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
});

export type ServerEnv = z.infer<typeof schema>;

let cached: ServerEnv | undefined;
export function serverEnv(): ServerEnv {
  cached ??= schema.parse({
    DATABASE_URL: process.env.DATABASE_URL,
    EVENT_BUS: process.env.EVENT_BUS || undefined,
    BOT_DELAY_MS: process.env.BOT_DELAY_MS || undefined,
    BOT_WORKERS: process.env.BOT_WORKERS || undefined,
    BOT_WORKER_FILE: process.env.BOT_WORKER_FILE || undefined,
    TRUSTED_PROXIES: process.env.TRUSTED_PROXIES || undefined,
    STREAMS_PER_ADDRESS: process.env.STREAMS_PER_ADDRESS || undefined,
    STREAMS_PER_INSTANCE: process.env.STREAMS_PER_INSTANCE || undefined,
    STREAM_LIFETIME_MS: process.env.STREAM_LIFETIME_MS || undefined,
    HTTP_MAX_CONNECTIONS: process.env.HTTP_MAX_CONNECTIONS || undefined,
    HTTP_LISTEN_BACKLOG: process.env.HTTP_LISTEN_BACKLOG || undefined,
    HTTP_HEADERS_TIMEOUT_MS: process.env.HTTP_HEADERS_TIMEOUT_MS || undefined,
    HTTP_REQUEST_TIMEOUT_MS: process.env.HTTP_REQUEST_TIMEOUT_MS || undefined,
    HTTP_KEEP_ALIVE_TIMEOUT_MS: process.env.HTTP_KEEP_ALIVE_TIMEOUT_MS || undefined,
    DRAIN_DELAY_MS: process.env.DRAIN_DELAY_MS || undefined,
    OVERLOAD_DELAY_MS: process.env.OVERLOAD_DELAY_MS || undefined,
    OVERLOAD_QUERY_WAIT_MS: process.env.OVERLOAD_QUERY_WAIT_MS || undefined,
    BOT_DECISION_LOG: process.env.BOT_DECISION_LOG || undefined,
    VAPID_PUBLIC_KEY: process.env.VAPID_PUBLIC_KEY || undefined,
    VAPID_PRIVATE_KEY: process.env.VAPID_PRIVATE_KEY || undefined,
    VAPID_SUBJECT: process.env.VAPID_SUBJECT || undefined,
    METRICS_TOKEN: process.env.METRICS_TOKEN || undefined,
    LOG_LEVEL: process.env.LOG_LEVEL || undefined,
  });
  return cached;
}
