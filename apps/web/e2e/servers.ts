// Processes for the scale-out and fault tests: an embedded PostgreSQL on a fixed port
// (so it can be stopped and started again under running apps) and production app
// instances started directly (server.mjs, so kill -9 hits the server itself, not a
// wrapper).
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

const webDir = path.resolve(import.meta.dirname, "..");
const withDatabase = path.resolve(webDir, "../../packages/db/bin/with-database.mjs");
const appServer = path.resolve(webDir, "server.mjs");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

function waitForLine(
  child: ChildProcess,
  pattern: RegExp,
  timeoutMs: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(
      () => reject(new Error(`timed out waiting for ${pattern}; output:\n${seen}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (pattern.test(seen)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`exited (${code}) before ${pattern}; output:\n${seen}`));
    });
  });
}

export interface Database {
  url: string;
  start(): Promise<void>;
  /** A clean shutdown of PostgreSQL (SIGTERM to its holder). */
  stop(): Promise<void>;
}

/** An embedded PostgreSQL kept alive by a holder process, on one port for its whole life. */
export async function database(name: string): Promise<Database> {
  const dir = path.resolve(webDir, `../../.data/${name}`);
  rmSync(dir, { recursive: true, force: true });
  const port = await freePort();
  let holder: ChildProcess | null = null;
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/threeup`,
    async start() {
      holder = spawn(
        process.execPath,
        [withDatabase, "--", process.execPath, "-e", "setInterval(() => {}, 1 << 30)"],
        {
          env: {
            ...process.env,
            DATABASE_URL: "",
            EMBEDDED_PG_DIR: dir,
            EMBEDDED_PG_PORT: String(port),
          },
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      await waitForLine(holder, /embedded PostgreSQL on port/, 120_000);
      // Migrations run before the command starts; give it a moment to be spawned.
      await new Promise((r) => setTimeout(r, 500));
    },
    async stop() {
      const h = holder;
      holder = null;
      if (!h || h.exitCode !== null) return;
      const exited = new Promise((r) => h.once("exit", r));
      h.kill("SIGTERM");
      await exited;
    },
  };
}

export interface App {
  url: string;
  process: ChildProcess;
  /** kill -9: no shutdown handlers, no goodbyes. */
  crash(): Promise<void>;
  stop(): Promise<void>;
  /** The last lines the instance printed (a turn failing, a start refused): for failures. */
  recentOutput(): string;
}

/** How many of an instance's last output lines are kept for a failing test to print. */
const KEPT_LINES = 40;

export async function app(
  databaseUrl: string,
  extraEnv: Record<string, string> = {},
): Promise<App> {
  const port = await freePort();
  const child = spawn(process.execPath, [appServer, "-p", String(port)], {
    cwd: webDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      EVENT_BUS: "postgres",
      NEXT_TELEMETRY_DISABLED: "1",
      // Slow enough that bot games are still running when a test crashes the server
      // (moves take well under a millisecond of server time now).
      BOT_DELAY_MS: "20",
      // As the suite's own server (playwright.config.ts): a busy machine must not turn
      // a test's stream away; overload's refusals are tested in the API's tests.
      OVERLOAD_DELAY_MS: "0",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // E2E_APP_LOGS=1 shows what the instances print as they print it; either way the last
  // lines are kept, so a test that fails can say what the instance said.
  const lines: string[] = [];
  const keep = (d: Buffer) => {
    if (process.env.E2E_APP_LOGS) process.stderr.write(d);
    lines.push(...d.toString().split("\n").filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - KEPT_LINES));
  };
  child.stderr?.on("data", keep);
  child.stdout?.on("data", keep);
  await waitForLine(child, /Ready in/, 60_000);
  const url = `http://127.0.0.1:${port}`;
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill(signal);
    await exited;
  };
  return {
    url,
    process: child,
    crash: () => end("SIGKILL"),
    stop: () => end("SIGTERM"),
    recentOutput: () => lines.map((line) => `[${port}] ${line}`).join("\n"),
  };
}
