// The app and the floor measured side by side in one run, alternating, each round on a
// fresh embedded database: start the server, a warm-up, the measured load test, stop.
// Prints each round's figures and a table (times, and the CPU per human move, which
// holds when other work shares the machine; the load average is printed beside them).
//
//   pnpm --filter @3u3d/web... build && pnpm --filter @3u3d/bench-floor build
//   node bench/floor/scripts/side-by-side.mjs --rounds 2 --games 200 --seconds 60
//
// --step 50,100,200,400,800 runs the load test's stepping mode in each round instead
// (each step --seconds long; --watchers-per-game), which prints its own table.
// --app DIR: the apps/web to measure (built; default this checkout's), e.g. another
// checkout's. Repeat it as --app NAME=DIR to measure several builds of the app in one run
// (--app old=../old/apps/web --app new=apps/web): the servers alternate in each round's
// order and the reverse in the next. --only NAME[,NAME…] runs those (the floor too if named).
// --env NAME:KEY=VALUE (repeated) sets an environment variable for server NAME only: a
// build measured with and without a setting in one run (--env main:OVERLOAD_DELAY_MS=0),
// or with scripts/loop-delay.mjs logging its event loop second by second. --logs DIR
// keeps each server's own output there as NAME-roundN.log (the overload's lines, say).
// The servers get TRUSTED_PROXIES=1 BOT_DELAY_MS=20 BOT_WORKERS=1 (as every figure in
// docs/benchmarks.md); the load test thinks 1–4 s per human move (--think-ms).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "2" },
    games: { type: "string", default: "200" },
    subscribers: { type: "string", default: "0" },
    seconds: { type: "string", default: "60" },
    "warmup-seconds": { type: "string", default: "10" },
    "think-ms": { type: "string", default: "1000-4000" },
    app: { type: "string", multiple: true, default: [path.join(root, "apps/web")] },
    only: { type: "string" },
    step: { type: "string" },
    "watchers-per-game": { type: "string", default: "0" },
    "base-port": { type: "string", default: "3671" },
    env: { type: "string", multiple: true, default: [] },
    logs: { type: "string" },
  },
});
const withDatabase = path.join(root, "packages/db/bin/with-database.mjs");
const loadTest = path.join(root, "apps/web/scripts/load-test.mjs");
const basePort = Number(values["base-port"]);

/** @type {Record<string, { cwd: string; server: string[]; port: number; env?: Record<string, string> }>} */
const TARGETS = {
  floor: {
    cwd: path.join(root, "bench/floor"),
    server: ["dist/server.mjs"],
    port: basePort,
  },
};
values.app.forEach((spec, index) => {
  const named = /^([\w.-]+)=(.+)$/.exec(spec);
  const name = named?.[1] ?? (values.app.length === 1 ? "app" : `app${index + 1}`);
  if (TARGETS[name]) throw new Error(`two servers named ${name}`);
  const cwd = path.resolve(named?.[2] ?? spec);
  TARGETS[name] = { cwd, server: ["server.mjs"], port: basePort + 2 * (index + 1) };
});
for (const spec of values.env) {
  const setting = /^([\w.-]+):([A-Za-z_]\w*)=(.*)$/.exec(spec);
  if (!setting) throw new Error(`--env NAME:KEY=VALUE, not ${spec}`);
  const [name, key, value] = /** @type {[string, string, string]} */ (setting.slice(1));
  const target = TARGETS[name];
  if (!target) throw new Error(`--env names no server ${name}`);
  target.env = { ...target.env, [key]: value };
}
const names = values.only
  ? values.only.split(",")
  : [...Object.keys(TARGETS).slice(1), "floor"];
for (const name of names)
  if (!TARGETS[name]) throw new Error(`--only one of ${Object.keys(TARGETS).join(", ")}`);

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ")[0];

/**
 * Runs a command to its end; its output, printed as it comes and returned.
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<string>}
 */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on("data", (chunk) => process.stderr.write(chunk));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

/**
 * Starts a target on a fresh database; resolves once it answers HTTP.
 * @param {string} name
 * @param {number} round
 */
async function start(name, round) {
  const target = TARGETS[name];
  if (!target) throw new Error(`no server named ${name}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `side-by-side-${name}-`));
  const pgPort = target.port + 1900;
  const child = spawn(
    process.execPath,
    [withDatabase, "--", process.execPath, ...target.server, "-p", String(target.port)],
    {
      cwd: target.cwd,
      env: {
        ...process.env,
        EMBEDDED_PG_DIR: dataDir,
        EMBEDDED_PG_PORT: String(pgPort),
        TRUSTED_PROXIES: "1",
        BOT_DELAY_MS: "20",
        BOT_WORKERS: "1",
        NEXT_TELEMETRY_DISABLED: "1",
        ...target.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let log = "";
  child.stdout.on("data", (chunk) => (log += chunk));
  child.stderr.on("data", (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${target.port}`;
  for (let waited = 0; ; waited += 500) {
    if (child.exitCode !== null) throw new Error(`${name} exited:\n${log}`);
    if (waited > 180_000) throw new Error(`${name} did not start:\n${log}`);
    try {
      await fetch(`${url}/api/health/live`);
      break;
    } catch {
      await sleep(500);
    }
  }
  console.log(`\n== round ${round}: ${name} on ${url}, fresh database in ${dataDir}`);
  return {
    url,
    databaseUrl: `postgres://postgres:postgres@127.0.0.1:${pgPort}/threeup`,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM"); // with-database stops the server, then PostgreSQL
      await Promise.race([exited, sleep(30_000)]);
      rmSync(dataDir, { recursive: true, force: true });
      if (values.logs)
        writeFileSync(path.join(values.logs, `${name}-round${round}.log`), log);
    },
  };
}

/**
 * The figures of one load test's output.
 * @param {string} out
 */
function figures(out) {
  /** @param {RegExp} re */
  const number = (re) => Number(re.exec(out)?.[1] ?? NaN);
  return {
    movesPerSecond: number(/= ([\d.]+) moves\/s/),
    p50: number(/^move round trip: .*p50=([\d.]+)/m),
    p95: number(/^move round trip: .*p95=([\d.]+)/m),
    p99: number(/^move round trip: .*p99=([\d.]+)/m),
    errors: number(/errors: (\d+)/),
    serverShare: number(/^server CPU \(.*?= (\d+) % of one core;/m),
    serverPerMove: number(/^server CPU per human move: ([\d.]+) ms/m),
    serverPerStored: number(/^server CPU per stored move: ([\d.]+) ms/m),
    postgresPerMove: number(/PostgreSQL CPU per human move: ([\d.]+) ms/),
    statementsPerMove: number(/([\d.]+) per human move$/m),
    generatorShare: number(/^load generator CPU: .*?= (\d+) %/m),
  };
}

const rows = [];
const rounds = Number(values.rounds);
for (let round = 1; round <= rounds; round++) {
  for (const name of round % 2 === 1 ? names : [...names].reverse()) {
    const server = await start(name, round);
    try {
      const common = ["--url", server.url, "--think-ms", values["think-ms"]];
      await run(process.execPath, [
        loadTest,
        ...common,
        ...["--games", "50", "--subscribers", "0"],
        ...["--seconds", values["warmup-seconds"]],
      ]);
      const before = loadAverage();
      const measured = values.step
        ? ["--step", values.step, "--watchers-per-game", values["watchers-per-game"]]
        : ["--games", values.games, "--subscribers", values.subscribers];
      const out = await run(process.execPath, [
        loadTest,
        ...common,
        ...measured,
        ...["--seconds", values.seconds, "--database-url", server.databaseUrl],
      ]);
      rows.push({ round, name, load: `${before}–${loadAverage()}`, ...figures(out) });
    } finally {
      await server.stop();
    }
  }
}

// Stepping prints its own table per round (above).
if (values.step) process.exit(0);

/** @param {number} n */
const f = (n, digits = 1) => (Number.isNaN(n) ? "—" : n.toFixed(digits));
console.log(
  `\n${values.games} games, ${values.subscribers} watchers, ${values.seconds} s, think ${values["think-ms"]} ms, ${os.cpus().length} cores\n`,
);
console.log(
  "| round | server | human moves/s | round trip p50 / p95 / p99 (ms) | errors | server CPU | server CPU per human move (per stored move) | PostgreSQL CPU per human move | statements per human move | load generator CPU | load average |",
);
console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
for (const r of rows)
  console.log(
    `| ${r.round} | ${r.name} | ${f(r.movesPerSecond)} | ${f(r.p50)} / ${f(r.p95)} / ${f(r.p99)} | ${r.errors} | ${f(r.serverShare, 0)} % | ${f(r.serverPerMove, 2)} ms (${f(r.serverPerStored, 2)} ms) | ${f(r.postgresPerMove, 2)} ms | ${f(r.statementsPerMove)} | ${f(r.generatorShare, 0)} % | ${r.load} |`,
  );
