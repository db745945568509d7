// The production HTTP server: Next.js behind a plain Node server, for one reason — to
// know who is asking. Next's route handlers never see the socket and pass a
// client-sent X-Forwarded-For through untouched, so sign-in rate limits could be
// dodged by naming a new address on every request. Here every request is stamped with
// the address we trust (the socket's, or what TRUSTED_PROXIES hops of our own proxies
// saw) before Next reads it; see packages/auth/src/client-address.ts. It also bounds
// what one client can hold open: connections in all, and how long a request may take
// to arrive (HTTP_* in src/env.ts; live streams are counted in the API, stream-limits.ts).
// And it answers a path Next cannot decode (broken percent-encoding) with 400, where
// Next answered 500 (src/server/malformed-path.ts).
//
// The hot path does not go through Next at all (issue #65): /api/trpc and the live
// streams are answered here by the booted house on plain Node, before Next's handler
// (src/server/api-on-node.ts, packages/api/src/node-requests.ts), with the same checks
// and context as Next's route handlers for them, which answer under `next dev`.
//
// The game server is booted by preparing Next: app.prepare() runs Next's instrumentation
// hook (src/instrumentation.ts), which boots the house once, before this server
// listens. One call site for every way the app starts (this server, `next start`,
// `next dev`), and the house runs on Next's compiled code rather than on a second copy
// of every package compiled here by tsx at start. On SIGTERM this server drains that
// house (src/server/house.ts).
//
// Usage: with-database -- node server.mjs [-p PORT] [-H HOSTNAME] (PORT from env too).
import { createServer } from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";

import { tsImport } from "tsx/esm/api";

process.env.NODE_ENV = "production"; // as `next start` sets it, before Next loads
const started = performance.now();

const { values: args } = parseArgs({
  options: {
    port: { type: "string", short: "p" },
    hostname: { type: "string", short: "H" },
  },
});
const port = Number(args.port ?? process.env.PORT ?? 3000);
// Like `next start`: every interface unless -H says otherwise (not $HOSTNAME, which
// shells and containers set to the machine's name).
const hostname = args.hostname;

// The address logic, the env schema and the path check are TypeScript shared with the
// app; tsx loads just these files (tsImport does not hook the rest of the process,
// Next included).
// tsx turns source maps on for the whole process when it loads them, and leaves them
// on: Node then keeps the source map of every module loaded after, sources and all —
// Next's server chunks — 41 MB of the 118 MB heap at 200 games (issue #65; a heap
// snapshot, docs/benchmarks.md). They are set back as they were (off, unless
// NODE_OPTIONS says --enable-source-maps) once these files are in, before Next loads.
const sourceMaps = process.sourceMapsEnabled;
const { stampClientAddress } = await tsImport(
  "@3u3d/auth/client-address",
  import.meta.url,
);
const { serverEnv } = await tsImport("./src/env.ts", import.meta.url);
const { refuseMalformedPath } = await tsImport(
  "./src/server/malformed-path.ts",
  import.meta.url,
);
const { answeredPastTheCap, capConnections, refuseBusy } = await tsImport(
  "./src/server/connection-cap.ts",
  import.meta.url,
);
const { bootedHouse, drainHouse } = await tsImport(
  "./src/server/house.ts",
  import.meta.url,
);
const { answerOnNode, nodeAnswer } = await tsImport(
  "./src/server/api-on-node.ts",
  import.meta.url,
);
// Logs (docs/deploy.md, "Logs"): the process's logger, and each request's id.
const { log, REQUEST_ID_HEADER, requestIdOf } = await tsImport(
  "@3u3d/log",
  import.meta.url,
);
process.setSourceMapsEnabled(sourceMaps);
const env = serverEnv();
const trustedProxies = env.TRUSTED_PROXIES;

const { default: next } = await import("next");
// Next names itself with hostname and port (by default localhost:3000, which Auth.js then
// took for the site's address when the request named no host).
const app = next({
  dev: false,
  dir: path.dirname(new URL(import.meta.url).pathname),
  hostname: hostname ?? "localhost",
  port,
});
const handle = app.getRequestHandler();
// Boots the house (the instrumentation hook): bots and turn timers are taken from the
// shared queue from now on, not from this instance's first visitor.
await app.prepare();
// The house the hot path is answered by. Next may run the instrumentation hook after
// prepare() has returned, and a failed boot is retried: until the house is there,
// Next's route handlers answer these requests, as they would under `next start`.
let house = null;
const findHouse = () => {
  bootedHouse().then(
    (booted) => (house = booted),
    () => setTimeout(findHouse, 200).unref(),
  );
};
findHouse();

const server = createServer(
  {
    // Slow senders (headers a byte at a time) are cut off; the answer is not timed, so
    // a live stream is unaffected. Node checks these every connectionsCheckingInterval.
    headersTimeout: env.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
    connectionsCheckingInterval: 5_000,
  },
  (req, res) => {
    // Past the connection cap: a 503 in words, before any other work (connection-cap.ts),
    // but for a move and the liveness probe, answered and then the connection closed.
    if (connections.refuses(req.socket)) {
      if (!answeredPastTheCap(req)) return refuseBusy(req, res);
      res.shouldKeepAlive = false;
    }
    if (refuseMalformedPath(req, res)) return;
    stampClientAddress(req, trustedProxies);
    // Our proxy's X-Request-Id if well-formed, else a new one: on the lines written for
    // this request (the API reads it from the header) and in the answer. With no proxy
    // of ours in front, a client's own id is not believed (it could borrow another's).
    const requestId = requestIdOf(
      trustedProxies > 0 ? req.headers[REQUEST_ID_HEADER] : undefined,
    );
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const answer = nodeAnswer(req);
    if (answer && house) return void answerOnNode(answer, house, req, res);
    void handle(req, res);
  },
);
// Past this many open sockets a new one is answered 503 with Retry-After and closed, a
// tenth more are dropped at once: the guard of memory and file descriptors, above the
// stream caps (a proxy's limit_conn belongs in front). Counted as refused connections.
const connections = capConnections(server, env.HTTP_MAX_CONNECTIONS, () =>
  house?.refused("connection"),
);
server.keepAliveTimeout = env.HTTP_KEEP_ALIVE_TIMEOUT_MS;
// The queue of connections the kernel has accepted and this process has not yet taken
// (Node's default is 511; the kernel caps it at net.core.somaxconn). A burst of
// connects — every watcher's browser reconnecting after a restart — overflowed 511
// while the event loop was busy with the first of them: the kernel then drops the
// SYNs, and a client retrying after 1, 3 and 7 s gives up at its connect timeout.
server.listen({ port, host: hostname, backlog: env.HTTP_LISTEN_BACKLOG }, () => {
  const ms = Math.round(performance.now() - started);
  log().info(
    {
      ms,
      port,
      trustedProxies,
      maxConnections: env.HTTP_MAX_CONNECTIONS,
      backlog: env.HTTP_LISTEN_BACKLOG,
    },
    `Ready in ${ms}ms on http://${hostname ?? "localhost"}:${port}`,
  );
});

// Like `next start`: finish the requests under way, then exit. First the house drains:
// /api/health/ready answers 503 from this moment; its loops stop, the game server takes
// no more turns from the shared queue (the other instances take them) and finishes
// those under way, for at most 3 s. The server keeps answering (people's moves too)
// until that is done and DRAIN_DELAY_MS have passed, so a balancer that learns from
// the readiness probe has stopped sending players here before it closes.
let closing = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    log().info({ signal }, "draining");
    const drained = drainHouse(3000).catch((error) =>
      log().error({ err: error }, "drain failed"),
    );
    const delayed = new Promise((resolve) => setTimeout(resolve, env.DRAIN_DELAY_MS));
    const close = () => {
      server.closeIdleConnections();
      server.close(() => void app.close().finally(() => process.exit(0)));
    };
    void Promise.all([drained, delayed]).finally(close);
    // Event streams end by themselves only at their lifetime (minutes): do not wait.
    setTimeout(() => process.exit(0), env.DRAIN_DELAY_MS + 8000).unref();
  });
}
