// What a load test costs the machine, read beside it: the CPU the server processes and
// PostgreSQL used (from /proc, Linux), and the statements PostgreSQL ran and the moves it
// stored (pg_stat_statements and the GameMove table). Started before the measured
// window and read after it, so every number covers exactly that window.
//
// The server's processes are the ones named by --server-pid, else those whose command
// line names server.mjs and the port of a --url (the app's apps/web/server.mjs and the
// floor's bench/floor/dist/server.mjs alike); PostgreSQL's is the postmaster listening on the database URL's port,
// counted with every backend it forked (the live ones, and those that exited: their
// time is added to the postmaster's own children's time when it reaps them).
import { readdirSync, readFileSync } from "node:fs";

import pg from "pg";

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** utime, stime, cutime, cstime (fields 14–17) and ppid (field 4) of /proc/PID/stat. */
function readStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces: the fields after it start past its ")".
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    const n = (i) => Number(fields[i - 3]);
    return { ppid: n(4), own: n(14) + n(15), reaped: n(16) + n(17) };
  } catch {
    return null; // gone
  }
}

const cmdline = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
  } catch {
    return [];
  }
};

const pids = () => readdirSync("/proc").filter((name) => /^\d+$/.test(name));

/** Node processes running server.mjs on one of `ports` (-p PORT, or PORT in env). */
export function serverPids(ports) {
  return pids().filter((pid) => {
    const args = cmdline(pid);
    // `node server.mjs …` itself, not a wrapper naming it further on (with-database).
    if (!args[1]?.endsWith("server.mjs")) return false;
    const p = args[args.indexOf("-p") + 1] ?? args[args.indexOf("--port") + 1];
    return ports.includes(Number(p));
  });
}

/** The postmaster serving `port` (its command line names the port). */
export function postmasterPid(port) {
  return pids().find((pid) => {
    const args = cmdline(pid);
    if (!args[0]?.endsWith("postgres")) return false;
    const p = args.indexOf("-p");
    return p >= 0 && Number(args[p + 1]) === port && readStat(pid)?.ppid !== undefined;
  });
}

/** CPU seconds used so far by `pid` (and, with `withChildren`, by all it forked). */
function cpuSeconds(pid, withChildren) {
  const stat = readStat(pid);
  if (!stat) return 0;
  let ticks = stat.own + (withChildren ? stat.reaped : 0);
  if (withChildren)
    for (const child of pids())
      if (readStat(child)?.ppid === Number(pid)) ticks += readStat(child).own;
  return ticks / TICKS_PER_SECOND;
}

/**
 * Starts a meter; `read()` returns what the window cost. Without a database URL it
 * measures only the server's CPU. `pids`: the server's processes, when the caller names
 * them (else the server.mjs processes of `ports`).
 */
export async function startMeter({ ports, pids: given, databaseUrl }) {
  const servers = given?.length
    ? given.filter((pid) => readStat(pid))
    : serverPids(ports);
  if (given?.length && servers.length < given.length)
    throw new Error(
      `--server-pid: no process ${given.filter((p) => !readStat(p)).join(", ")}`,
    );
  const dbPort = databaseUrl ? Number(new URL(databaseUrl).port || 5432) : null;
  const postmaster = dbPort ? postmasterPid(dbPort) : undefined;
  const client = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
  await client?.connect();
  let statementsReadable = false;
  if (client) {
    try {
      await client.query("create extension if not exists pg_stat_statements");
      await client.query("select 1 from pg_stat_statements limit 1");
      statementsReadable = true;
    } catch (error) {
      console.log(
        `statements not counted (${String(error.message).split("\n")[0]}): start PostgreSQL with shared_preload_libraries=pg_stat_statements`,
      );
    }
  }
  // Our own queries (marked load-meter) are left out of the count.
  const statementsQuery = `/* load-meter */ select coalesce(sum(calls), 0)::bigint as calls
     from pg_stat_statements
     where dbid = (select oid from pg_database where datname = current_database())
       and query not like '%load-meter%' and query not like '%pg_stat_statements%'`;
  const statements = async () =>
    statementsReadable
      ? Number((await client.query(statementsQuery)).rows[0].calls)
      : NaN;
  const startedAt = new Date();
  const before = {
    server: servers.reduce((s, pid) => s + cpuSeconds(pid, false), 0),
    postgres: postmaster ? cpuSeconds(postmaster, true) : NaN,
    statements: await statements(),
  };
  return {
    servers,
    postmaster,
    async read() {
      const after = {
        server: servers.reduce((s, pid) => s + cpuSeconds(pid, false), 0),
        postgres: postmaster ? cpuSeconds(postmaster, true) : NaN,
        statements: await statements(),
      };
      const moves = client
        ? (
            await client.query(
              `/* load-meter */ select count(*)::int as all, count(*) filter (where "byBot")::int as bots
               from "GameMove" where "createdAt" >= $1`,
              [startedAt],
            )
          ).rows[0]
        : null;
      await client?.end();
      return {
        serverCpu: after.server - before.server,
        postgresCpu: after.postgres - before.postgres,
        statements: after.statements - before.statements,
        movesStored: moves?.all ?? NaN,
        botMovesStored: moves?.bots ?? NaN,
      };
    },
  };
}
