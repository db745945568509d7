// The bundle (`pnpm bundle`, scripts/bundle.mjs) as an operator runs it: copied into a
// fresh folder outside the repository (so no node_modules of ours are found above it),
// started with `node server.mjs` and driven over HTTP like a browser (tRPC over fetch,
// as scripts/load-test.mjs does).
//
// - Instance A: no DATABASE_URL, so the embedded PostgreSQL in a data folder of its own,
//   migrated from empty; a guest opens a table with two bots and makes a move.
// - Instance B: the same bundle given A's database by DATABASE_URL (EVENT_BUS=postgres on
//   both, as compose.yaml runs two), a move there at the table A opened. Then B gets
//   SIGTERM: its /api/health/ready answers 503 "draining" while a move sent to it still
//   succeeds (DRAIN_DELAY_MS), and it exits 0.
// - A gets SIGTERM and exits 0 after its app, its embedded database stopped.
//
// Run after `pnpm bundle`: node --test apps/web/scripts/bundle.test.mjs
// (BUNDLE_DIR names another bundle folder.) CI runs it after the production build.
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const bundleDir = path.resolve(
  process.env.BUNDLE_DIR ?? path.join(repoRoot, "dist/bundle"),
);
/** Starting takes seconds (PostgreSQL's first initdb the most); this is only a hang guard. */
const START_GUARD_MS = 180_000;
/** How long B keeps answering after it turned not ready: room for one move. */
const DRAIN_DELAY_MS = 4_000;

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

let workDir;
let appDir;
const running = [];

before(async () => {
  assert.ok(
    existsSync(path.join(bundleDir, "server.mjs")),
    `no bundle in ${bundleDir}: run \`pnpm bundle\` first`,
  );
  workDir = await mkdtemp(path.join(os.tmpdir(), "3u3d-bundle-"));
  appDir = path.join(workDir, "app");
  // Hard links where the temp folder is on the bundle's disk (a copy of ~400 MB takes
  // half a minute on a busy machine); a real copy elsewhere. Nothing in the bundle is
  // written in place: the data is in its own folder.
  const linked = spawnSync("cp", ["-al", bundleDir, appDir]);
  if (linked.status !== 0)
    await cp(bundleDir, appDir, { recursive: true, verbatimSymlinks: true });
});

after(async () => {
  // Each instance is a process group (its app and its PostgreSQL too): none outlives a
  // failed test.
  for (const instance of running)
    if (instance.child.exitCode === null && instance.child.signalCode === null)
      process.kill(-instance.child.pid, "SIGKILL");
  await Promise.all(running.map((instance) => instance.exited));
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `node server.mjs -p PORT` in the copied bundle, with only the environment given. */
async function start(name, env) {
  const port = await freePort();
  const child = spawn(process.execPath, ["server.mjs", "-p", String(port)], {
    cwd: appDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      AUTH_SECRET: "bundle-test-secret-bundle-test-secret",
      BOT_DELAY_MS: "0",
      EVENT_BUS: "postgres",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const keep = (chunk) => {
    output += chunk;
    if (process.env.BUNDLE_TEST_VERBOSE)
      process.stderr.write(`[${name} ${elapsed()}] ${chunk}`);
  };
  child.stdout.setEncoding("utf8").on("data", keep);
  child.stderr.setEncoding("utf8").on("data", keep);
  const exited = new Promise((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  const instance = { name, port, child, exited, base: `http://127.0.0.1:${port}` };
  instance.output = () => output;
  running.push(instance);

  const deadline = Date.now() + START_GUARD_MS;
  for (;;) {
    const state = await Promise.race([exited, sleep(500).then(() => null)]);
    if (state)
      assert.fail(
        `${name} exited (${JSON.stringify(state)}) before it was ready:\n${output}`,
      );
    const ready = await fetch(`${instance.base}/api/health/ready`).catch(() => null);
    if (ready?.status === 200) return instance;
    if (Date.now() > deadline) assert.fail(`${name} not ready in time:\n${output}`);
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One tRPC call as the browser client makes it (superjson's { json } envelope). */
async function call(base, method, procedure, input, cookie) {
  const encoded = encodeURIComponent(JSON.stringify({ json: input }));
  const res = await fetch(
    method === "GET"
      ? `${base}/api/trpc/${procedure}?input=${encoded}`
      : `${base}/api/trpc/${procedure}`,
    {
      method,
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: method === "POST" ? JSON.stringify({ json: input }) : undefined,
    },
  );
  const body = await res.json();
  assert.equal(body.error, undefined, `${procedure}: ${JSON.stringify(body.error)}`);
  return { data: body.result.data.json, setCookie: res.headers.get("set-cookie") };
}

/** A guest at a new table with two bots, started: its id, the cookie, the first legal moves. */
async function newGame(base) {
  const guest = await call(base, "POST", "session.playAsGuest", { name: "Bundle" });
  const cookie = guest.setCookie.split(";")[0];
  const table = await call(
    base,
    "POST",
    "lobby.create",
    {
      isPublic: false,
      seats: [
        { kind: "human" },
        { kind: "bot", level: "random" },
        { kind: "bot", level: "expert" },
      ],
    },
    cookie,
  );
  const gameId = table.data.id;
  await call(base, "POST", "lobby.start", { gameId }, cookie);
  return { base, gameId, cookie };
}

/** Waits for the guest's turn (the setup comes first, all seats at once), then moves. */
async function move({ base, gameId, cookie }) {
  for (let tries = 0; tries < 100; tries++) {
    const { data } = await call(base, "GET", "game.view", { gameId }, cookie);
    const { version, moves } = data.legal;
    if (moves.length > 0) {
      const result = await call(
        base,
        "POST",
        "game.move",
        { gameId, version, move: moves[0] },
        cookie,
      );
      assert.ok(result.data.version > version, "the move was stored");
      return result.data.version;
    }
    await sleep(100);
  }
  assert.fail(`no move of the guest's came up in ${gameId}`);
}

test("the bundle starts from an empty folder, plays, shares a database, and drains on SIGTERM", async () => {
  const pgPort = await freePort();
  const a = await start("A", {
    EMBEDDED_PG_DIR: path.join(workDir, "postgres"),
    EMBEDDED_PG_PORT: String(pgPort),
  });
  assert.match(a.output(), /embedded PostgreSQL on port \d+/);
  const opened = await newGame(a.base);
  await move(opened);

  const live = await fetch(`${a.base}/api/health/live`);
  assert.equal(live.status, 200);

  const b = await start("B", {
    DATABASE_URL: `postgresql://postgres:postgres@127.0.0.1:${pgPort}/threeup`,
    DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
  });
  // The wrapper's "database ready" log line names it, the password masked.
  assert.match(b.output(), /PostgreSQL at postgresql:\/\/postgres:\*\*\*@127\.0\.0\.1/);
  // Any instance serves any table: the one A opened, played through B.
  await move({ ...opened, base: b.base });
  const later = await newGame(b.base);

  // The drain, on the real server.mjs: not ready at once, yet still taking moves.
  b.child.kill("SIGTERM");
  const notReady = await waitFor(async () => {
    const res = await fetch(`${b.base}/api/health/ready`);
    return res.status === 503 ? res.json() : null;
  });
  assert.equal(notReady.reason, "draining");
  await move(later);
  assert.deepEqual(await b.exited, { code: 0, signal: null });

  a.child.kill("SIGTERM");
  assert.deepEqual(await a.exited, { code: 0, signal: null });
  assert.ok(
    !existsSync(path.join(workDir, "postgres", "postmaster.pid")),
    "the embedded PostgreSQL was stopped",
  );
});

/** Polls `check` every 50 ms until it gives something. */
async function waitFor(check) {
  for (let tries = 0; tries < 200; tries++) {
    const value = await check().catch(() => null);
    if (value) return value;
    await sleep(50);
  }
  assert.fail("waited in vain");
}
