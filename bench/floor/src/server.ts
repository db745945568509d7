// The floor's server: node:http and a pg pool on the app's database, nothing else.
//
//   with-database -- node dist/server.mjs -p 3601     (dist: `pnpm build`, esbuild)
//
// DATABASE_URL names the database (with-database migrates it with the app's
// migrations first); BOT_DELAY_MS the bots' pause (the app's default, 600 ms);
// AUTH_SECRET signs guest cookies (a fresh one per start when unset: a benchmark's
// guests live as long as the process). The bundle is named server.mjs so the load
// test's meter finds it by its command line, as it finds the app's.
import { createServer } from "node:http";
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";

import pg from "pg";

import { createFloor } from "./floor";

const { values: args } = parseArgs({
  options: {
    port: { type: "string", short: "p" },
    hostname: { type: "string", short: "H" },
  },
});
const port = Number(args.port ?? process.env.PORT ?? 3601);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("floor: DATABASE_URL is not set (start it under with-database)");
  process.exit(2);
}
const botDelayMs = Number(process.env.BOT_DELAY_MS ?? 600);
if (!Number.isInteger(botDelayMs) || botDelayMs < 0) {
  console.error("floor: BOT_DELAY_MS must be a whole number of milliseconds");
  process.exit(2);
}

// As many connections as the app's pool (packages/db/src/client.ts).
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const floor = createFloor({
  pool,
  secret: process.env.AUTH_SECRET ?? randomBytes(32).toString("base64url"),
  botDelayMs,
});
const server = createServer(floor.listener);
// The app's socket settings (apps/web/server.mjs), so that the load test meets the
// same accept queue and keep-alive on both: a burst of connects overflowed Node's
// default backlog of 511, and its 5 s keep-alive let a lagging client send moves into
// connections being closed (issue #65).
server.keepAliveTimeout = 65_000;
server.listen({ port, host: args.hostname, backlog: 4_096 }, () => {
  console.log(
    `floor ready on http://${args.hostname ?? "localhost"}:${port} (bot delay ${botDelayMs} ms)`,
  );
});

for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    floor.close();
    server.close(() => void pool.end().finally(() => process.exit(0)));
    server.closeAllConnections();
  });
