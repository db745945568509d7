#!/usr/bin/env node
// Abuse measurements against a freshly started production server, as an attacker on
// one machine would try them; the numbers go to docs/security.md. Needs a production
// build (`npx -y pnpm@10 build`). Each scenario starts its own server on a fresh
// embedded PostgreSQL (a temporary EMBEDDED_PG_DIR) and stops it afterwards; settings
// from the environment (STREAMS_PER_ADDRESS, HTTP_MAX_CONNECTIONS…) reach the server.
//
//   node apps/web/scripts/abuse.mjs streams [--port 3210] [--attempts 2000] [--rounds 1] [--addresses 1] [--wave 100] [--cold]
//   node apps/web/scripts/abuse.mjs signin [--port 3210]
//   node apps/web/scripts/abuse.mjs bots [--port 3210] [--tables 100] [--replies 20] [--addresses 1]
//   node apps/web/scripts/abuse.mjs languages [--port 3210] [--attempts 20]
//
// streams: opens one public lobby table, then attempts --attempts cookieless
// `GET /api/games/<id>/events` at once and keeps every accepted one open. Prints
// accepted and refused counts (by status), the server process's RSS and open file
// descriptors (from /proc) and `lobby.open` latency before the flood, during it, while
// the accepted streams are held, and after they are closed. --rounds N repeats the flood (accepted streams kept
// open): a bounded server stops growing after the first. --addresses N spreads the
// attempts over N addresses (named in X-Forwarded-For, the server trusting one proxy
// hop): the per-instance cap. --wave N asks N streams at once (100 by default; 300 for
// one burst), --cold skips the warm-up, so the flood is the first thing the freshly
// started server serves (issue #61, item 8). Accepted streams the server ends while
// they are held are counted: a slot given back that way is a spectator dropped.
//
// signin: everything from one address, as an office behind one NAT: thirty people sign
// in with their right passwords, twenty of them mistype theirs twice first (40 wrong
// passwords at the address), and then the owner of another account signs in with the
// right password; meanwhile a guesser tries eleven passwords on one account. Prints
// what each got (accepted, wrong password, too many attempts).
//
// bots: a person (the victim, from an address of their own) plays against an Expert, and
// its reply time is measured: from the answer to the victim's move to the bot's move
// arriving on the table's live stream (the server runs with BOT_DELAY_MS=0, so that is
// thinking and waiting for a thread, no human-pace pause). First --replies replies on a
// quiet server; then while guests (ten tables each, at most --tables in all, from
// --addresses addresses) play tables of one person and eleven Experts, moving the
// instant it is their turn (each watches its tables' live streams); then the same number
// of replies during that flood. Prints how many flood tables were opened and refused,
// the replies' median, p95 and slowest, and how many bot moves the flood got meanwhile.
//
// languages: --attempts requests (session.me and the rules page in turn), each with an
// Accept-Language of about 15 KB of made-up tags never sent before
// (zh-Hant-AA,zh-Hant-BA,…), one after another, while /api/health is asked every
// 50 ms. Prints the attackers' answer times, the server's CPU time they cost, and
// /api/health's median and slowest answer before and during (issue #61, item 1).
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: "string", default: "3210" },
    attempts: { type: "string", default: "2000" },
    addresses: { type: "string", default: "1" },
    rounds: { type: "string", default: "1" },
    wave: { type: "string", default: "100" },
    cold: { type: "boolean", default: false },
    tables: { type: "string", default: "100" },
    replies: { type: "string", default: "20" },
  },
});
const scenario = positionals[0] ?? "streams";
const SCENARIOS = ["streams", "signin", "bots", "languages"];
if (!SCENARIOS.includes(scenario))
  throw new Error(`unknown scenario ${scenario} (${SCENARIOS.join(", ")})`);
const PORT = Number(values.port);
const ATTEMPTS = Number(values.attempts);
const ADDRESSES = Number(values.addresses);
const ROUNDS = Number(values.rounds);
const TABLES = Number(values.tables);
const REPLIES = Number(values.replies);
const BASE = `http://127.0.0.1:${PORT}`;
/** Streams asked for at once: more than the server's accept backlog would be refused by the kernel, not by us. */
const WAVE = Number(values.wave);
const webDir = path.resolve(import.meta.dirname, "..");

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts `with-database -- node server.mjs` on a fresh database; resolves once it is ready. */
async function startServer(extraEnv = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "abuse-pg-"));
  const child = spawn(
    path.join(webDir, "node_modules/.bin/with-database"),
    ["--", "node", "server.mjs", "-p", String(PORT), "-H", "127.0.0.1"],
    {
      cwd: webDir,
      env: {
        ...process.env,
        EMBEDDED_PG_DIR: dataDir,
        DATABASE_URL: "",
        NEXT_TELEMETRY_DISABLED: "1",
        TRUSTED_PROXIES: ADDRESSES > 1 ? "1" : "0",
        ...extraEnv,
      },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true, // its own process group: stopped with everything it started
    },
  );
  let log = "";
  const ready = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      log += chunk;
      if (/Ready in/.test(log)) resolve();
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", (chunk) => (log += chunk));
    child.on("exit", (code) => reject(new Error(`server exited (${code}):\n${log}`)));
  });
  await ready;
  const line = log.split("\n").find((l) => l.includes("Ready in"));
  console.log(`server: ${line?.trim()}`);
  const stop = async () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
    await new Promise((resolve) => child.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { pid: serverPid(child.pid), stop };
}

/** The `node server.mjs` process under with-database: the one whose memory we read. */
function serverPid(rootPid) {
  const parents = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // exited meanwhile
    }
  }
  const descends = (pid) => {
    for (let p = pid; p > 1; p = parents.get(p) ?? 0) if (p === rootPid) return true;
    return false;
  };
  for (const pid of parents.keys()) {
    if (!descends(pid)) continue;
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    // `node server.mjs …` itself, not with-database (which names it in its arguments).
    if (cmdline[1]?.endsWith("server.mjs")) return pid;
  }
  throw new Error("no server.mjs process under with-database");
}

/** RSS in MB and open file descriptors of a process, from /proc. */
function processUse(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return { rssMb: Math.round(rssKb / 1024), fds: readdirSync(`/proc/${pid}/fd`).length };
}

/** A plain HTTP request on a connection of its own (no pooling: each stream is a socket). */
function request(pathname, { method = "GET", headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${BASE}${pathname}`,
      { method, headers, agent: false },
      (res) => resolve(res),
    );
    req.on("error", reject);
    req.end(body);
  });
}

async function readAll(res) {
  let text = "";
  for await (const chunk of res) text += chunk;
  return text;
}

async function trpc(method, procedure, input, cookie, address) {
  const encoded = encodeURIComponent(JSON.stringify({ json: input }));
  const res = await request(
    method === "GET"
      ? `/api/trpc/${procedure}?input=${encoded}`
      : `/api/trpc/${procedure}`,
    {
      method,
      headers: {
        "content-type": "application/json",
        ...(cookie ? { cookie } : {}),
        ...(address ? { "x-forwarded-for": address } : {}),
      },
      body: method === "POST" ? JSON.stringify({ json: input }) : undefined,
    },
  );
  const body = JSON.parse(await readAll(res));
  if (body.error) throw new Error(`${procedure}: ${body.error.json.message}`);
  return { data: body.result.data.json, setCookie: res.headers["set-cookie"] };
}

/**
 * `lobby.open` asked one after another, at least once and while `more(answers so far)`
 * (20 answers unless told): median and slowest, in ms.
 */
async function lobbyLatency(more = (count) => count < 20) {
  const took = [];
  do {
    const start = performance.now();
    await trpc("GET", "lobby.open", { limit: 20 });
    took.push(performance.now() - start);
  } while (more(took.length));
  took.sort((a, b) => a - b);
  return { p50: Math.round(took[took.length >> 1]), max: Math.round(took.at(-1)) };
}

/** The address attempt `i` names (with --addresses > 1): 127.1.x.y, a bucket each. */
const addressOf = (i) => {
  const n = (i % ADDRESSES) + 1;
  return `127.1.${n >> 8}.${n & 255}`;
};

async function streams() {
  const server = await startServer();
  try {
    // An open lobby table: the one the flood watches.
    const guest = await trpc("POST", "session.playAsGuest", { name: "Host" });
    const cookie = guest.setCookie[0].split(";")[0];
    const table = await trpc(
      "POST",
      "lobby.create",
      { seats: [{ kind: "human" }, { kind: "human" }], isPublic: true },
      cookie,
    );
    if (!values.cold) {
      await lobbyLatency(); // warm-up: the first answers compile and cache
      await sleep(2_000);
    }
    const before = { ...processUse(server.pid), lobby: await lobbyLatency() };

    const statuses = new Map();
    const held = [];
    let endedByServer = 0;
    const attempt = async (i) => {
      try {
        const res = await request(`/api/games/${table.data.id}/events`, {
          headers: {
            accept: "text/event-stream",
            ...(ADDRESSES > 1 ? { "x-forwarded-for": addressOf(i) } : {}),
          },
        });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode === 200) {
          res.on("data", () => undefined); // keep reading, like a browser
          res.on("end", () => endedByServer++); // the server ended it: not held any more
          held.push(res);
        } else {
          const retryAfter = res.headers["retry-after"];
          const body = await readAll(res);
          if (!statuses.has(`${res.statusCode} says`))
            statuses.set(
              `${res.statusCode} says`,
              `${body} (Retry-After: ${retryAfter})`,
            );
        }
      } catch (error) {
        const key = `error ${error.code ?? error.message}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }
    };
    const rows = [["before", before]];
    let floodMs = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const started = performance.now();
      let flooding = true;
      const duringFlood = lobbyLatency(() => flooding);
      for (let i = 0; i < ATTEMPTS; i += WAVE)
        await Promise.all(
          Array.from({ length: Math.min(WAVE, ATTEMPTS - i) }, (_, j) => attempt(i + j)),
        );
      flooding = false;
      floodMs += performance.now() - started;
      const lobby = await duringFlood;
      rows.push([
        `round ${round}: during the flood`,
        { ...processUse(server.pid), lobby },
      ]);
      await sleep(2_000);
      rows.push([
        `round ${round}: 2 s later, holding ${held.length}`,
        { ...processUse(server.pid), lobby: await lobbyLatency() },
      ]);
    }

    for (const res of held) res.destroy();
    await sleep(2_000);
    rows.push([
      "after closing them",
      { ...processUse(server.pid), lobby: await lobbyLatency() },
    ]);

    console.log(
      `${ATTEMPTS * ROUNDS} stream attempts (${ROUNDS} × ${ATTEMPTS}) from ${ADDRESSES} address(es) on one open lobby table, in ${Math.round(floodMs)} ms`,
    );
    console.log(
      `accepted: ${held.length} (ended by the server while held: ${endedByServer})`,
    );
    for (const [status, count] of statuses)
      if (status !== 200) console.log(`refused ${status}: ${count}`);
    for (const [label, m] of rows)
      console.log(
        `${label.padEnd(34)} RSS ${String(m.rssMb).padStart(4)} MB  fds ${String(m.fds).padStart(5)}  lobby.open p50 ${m.lobby.p50} ms, max ${m.lobby.max} ms`,
      );
  } finally {
    await server.stop();
  }
}

/** Cookies a response sets, as one Cookie header with `jar`'s. */
function withCookies(jar, res) {
  for (const header of res.headers["set-cookie"] ?? []) {
    const [pair] = header.split(";");
    const [name, ...value] = pair.split("=");
    jar.set(name, value.join("="));
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

/** A sign-in as a script makes one (Auth.js's CSRF token, then the form): "" on success, else the error code. */
async function signIn(username, password) {
  const jar = new Map();
  const csrf = await request("/api/auth/csrf");
  const cookie = withCookies(jar, csrf);
  const { csrfToken } = JSON.parse(await readAll(csrf));
  const res = await request("/api/auth/callback/credentials", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams({ csrfToken, username, password }).toString(),
  });
  await readAll(res);
  const location = res.headers.location ?? "";
  return new URL(location, BASE).searchParams.get("code") ?? "";
}

async function signin() {
  const server = await startServer();
  const tally = (answers) => {
    const counts = {};
    for (const a of answers) counts[a || "accepted"] = (counts[a || "accepted"] ?? 0) + 1;
    return JSON.stringify(counts);
  };
  try {
    const password = "our-office-password";
    const names = [];
    for (let i = 0; i < 31; i++) {
      const username = `office${i}`;
      await trpc("POST", "account.signUp", { username, password });
      names.push(username);
    }
    const owner = names.pop();
    const typos = [];
    const rightOnes = [];
    for (const [i, name] of names.entries()) {
      if (i < 20)
        for (let k = 0; k < 2; k++) typos.push(await signIn(name, `typo-${k}-xxxx`));
      rightOnes.push(await signIn(name, password));
    }
    const guesses = [];
    for (let i = 0; i < 11; i++) guesses.push(await signIn("office0", `guess-${i}-xxxx`));
    const ownerAnswer = await signIn(owner, password);
    console.log(
      `one address, ${names.length} people signing in, 20 of them mistyping twice first:`,
    );
    console.log(`  their typos:             ${tally(typos)}`);
    console.log(`  their right passwords:   ${tally(rightOnes)}`);
    console.log(`  a guesser at office0:    ${tally(guesses)} (11 tries)`);
    console.log(
      `  the owner of ${owner}, right password after all that: ${ownerAnswer || "accepted"}`,
    );
  } finally {
    await server.stop();
  }
}

/**
 * A table's live stream, read as a browser's EventSource would (reconnecting with its
 * last id when the stream is renewed): `onFrame(snapshot, receivedAt)` for every frame,
 * until `close()` or the game's end.
 */
function watch(gameId, cookie, address, onFrame) {
  let closed = false;
  let current = null;
  let lastId = null;
  const done = (async () => {
    while (!closed) {
      const res = await request(`/api/games/${gameId}/events`, {
        headers: {
          accept: "text/event-stream",
          cookie,
          "x-forwarded-for": address,
          ...(lastId ? { "last-event-id": lastId } : {}),
        },
      });
      if (res.statusCode !== 200)
        throw new Error(`stream of ${gameId}: ${res.statusCode} ${await readAll(res)}`);
      current = res;
      let buffer = "";
      let ended = false;
      try {
        for await (const chunk of res) {
          buffer += chunk;
          let cut;
          while ((cut = buffer.indexOf("\n\n")) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const fields = {};
            for (const line of block.split("\n")) {
              const colon = line.indexOf(":");
              if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 1).trim();
            }
            if (fields.event === "end") ended = true;
            else if (fields.id && fields.data) {
              lastId = fields.id;
              onFrame(JSON.parse(fields.data).json, performance.now());
            }
          }
        }
      } catch {
        // closed by us
      }
      if (ended) return;
    }
  })();
  return {
    done,
    close: () => {
      closed = true;
      current?.destroy();
    },
  };
}

/** Median, 95th percentile and slowest of `values` (ms, rounded). */
function spread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${Math.round(sorted.at(-1))} ms`;
}

async function bots() {
  const server = await startServer({ TRUSTED_PROXIES: "1", BOT_DELAY_MS: "0" });
  const watching = [];
  try {
    const victimAddress = "198.51.100.7";
    /** The victim's table against one Expert, dealt, and its live stream. */
    async function victimTable() {
      const guest = await trpc(
        "POST",
        "session.playAsGuest",
        { name: "Victim" },
        undefined,
        victimAddress,
      );
      const cookie = guest.setCookie[0].split(";")[0];
      const table = await trpc(
        "POST",
        "lobby.create",
        { seats: [{ kind: "human" }, { kind: "bot", level: "expert" }] },
        cookie,
        victimAddress,
      );
      const gameId = table.data.id;
      const arrived = new Map(); // version → when its frame came
      const waiters = new Map(); // version → resolve
      let latest = null;
      const stream = watch(gameId, cookie, victimAddress, (snapshot, at) => {
        latest = snapshot;
        arrived.set(snapshot.version, at);
        for (const [version, resolve] of waiters)
          if (snapshot.version >= version) {
            waiters.delete(version);
            resolve(at);
          }
      });
      watching.push(stream);
      await trpc("POST", "lobby.start", { gameId }, cookie, victimAddress);
      /** When a frame of `version` or later came (waiting for it if need be). */
      const frameAt = (version) => {
        for (const [v, at] of arrived) if (v >= version) return Promise.resolve(at);
        return new Promise((resolve) => waiters.set(version, resolve));
      };
      return { gameId, cookie, frameAt, latest: () => latest, stream };
    }

    /** The victim's next `count` bot replies, in ms. */
    let victim = await victimTable();
    /** The victim's view of their table now. */
    const victimView = async () =>
      (
        await trpc(
          "GET",
          "game.view",
          { gameId: victim.gameId },
          victim.cookie,
          victimAddress,
        )
      ).data;
    async function replies(count) {
      const took = [];
      while (took.length < count) {
        const view = await victimView();
        if (view.status !== "PLAYING" && view.status !== "LOBBY") {
          victim.stream.close();
          victim = await victimTable();
          continue;
        }
        const move = view.legal.moves[0];
        if (!move) {
          await victim.frameAt(view.version + 1); // the bot's turn: wait for it
          continue;
        }
        const moved = await trpc(
          "POST",
          "game.move",
          { gameId: victim.gameId, version: view.version, move },
          victim.cookie,
          victimAddress,
        );
        const sent = performance.now();
        const after = await victimView();
        // Still the victim's turn (nothing for the bot to answer): not a reply.
        if (after.version === moved.data.version && after.legal.moves.length > 0)
          continue;
        if (after.status !== "PLAYING") continue;
        took.push((await victim.frameAt(moved.data.version + 1)) - sent);
      }
      return took;
    }

    await replies(3); // warm-up: the worker thread started, code compiled
    const quiet = await replies(REPLIES);

    // The flood: guests of the flood's address(es), ten tables each of one person and
    // eleven Experts, every table's person moving the instant it is their turn.
    const flood = { tables: 0, refused: new Map(), botMoves: 0, moves: 0 };
    /** A refusal, counted by its words (its wait left out). */
    const refuse = (error) => {
      const words = error.message.replace(/\d+ (second|minute)s?/, "N $1s");
      flood.refused.set(words, (flood.refused.get(words) ?? 0) + 1);
    };
    const floodAddress = (i) => `203.0.113.${(i % ADDRESSES) + 1}`;
    const guests = Math.ceil(TABLES / 10);
    let stopping = false;
    for (let g = 0; g < guests; g++) {
      const address = floodAddress(g);
      let cookie;
      try {
        const guest = await trpc(
          "POST",
          "session.playAsGuest",
          { name: `Flood ${g}` },
          undefined,
          address,
        );
        cookie = guest.setCookie[0].split(";")[0];
      } catch (error) {
        refuse(error);
        continue;
      }
      for (let t = 0; t < 10 && g * 10 + t < TABLES; t++) {
        let gameId;
        try {
          const table = await trpc(
            "POST",
            "lobby.create",
            {
              seats: [
                { kind: "human" },
                ...Array.from({ length: 11 }, () => ({ kind: "bot", level: "expert" })),
              ],
            },
            cookie,
            address,
          );
          gameId = table.data.id;
        } catch (error) {
          refuse(error);
          continue;
        }
        flood.tables++;
        let movingAt = -1;
        let lastVersion = -1;
        const stream = watch(gameId, cookie, address, (snapshot) => {
          if (lastVersion >= 0 && snapshot.version > lastVersion)
            flood.botMoves += snapshot.version - lastVersion;
          lastVersion = snapshot.version;
          const move = snapshot.legal?.moves?.[0];
          if (
            stopping ||
            !move ||
            snapshot.status !== "PLAYING" ||
            movingAt >= snapshot.version
          )
            return;
          movingAt = snapshot.version;
          flood.moves++;
          flood.botMoves--; // the person's own move comes back as a frame too
          trpc(
            "POST",
            "game.move",
            { gameId, version: snapshot.version, move },
            cookie,
            address,
          ).catch(() => undefined);
        });
        watching.push(stream);
        await trpc("POST", "lobby.start", { gameId }, cookie, address);
      }
    }
    await sleep(5_000); // every flood table under way
    const botMovesBefore = flood.botMoves;
    const started = performance.now();
    const during = await replies(REPLIES);
    const seconds = (performance.now() - started) / 1000;
    const floodBotMoves = flood.botMoves - botMovesBefore;
    stopping = true;

    console.log(
      `flood: ${flood.tables} tables of one person and 11 Experts opened from ${ADDRESSES} address(es) (${guests} guests)`,
    );
    for (const [message, count] of flood.refused)
      console.log(`  refused ${count}: ${message}`);
    console.log(`victim's Expert, quiet:        ${REPLIES} replies, ${spread(quiet)}`);
    console.log(`victim's Expert, during flood: ${REPLIES} replies, ${spread(during)}`);
    console.log(
      `meanwhile the flood's bots moved ${floodBotMoves} times in ${seconds.toFixed(1)} s (${(floodBotMoves / seconds).toFixed(1)} a second)`,
    );
  } finally {
    for (const stream of watching) stream.close();
    await server.stop();
  }
}

/** CPU seconds a process has used (user and system), from /proc. */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in ticks
}

/** `/api/health` asked every 50 ms while `more()`: its answer times (ms). */
async function healthTimes(more) {
  const took = [];
  while (more()) {
    const start = performance.now();
    const res = await request("/api/health");
    await readAll(res);
    took.push(performance.now() - start);
    await sleep(50);
  }
  return took;
}

/** About `bytes` of distinct made-up tags (round `n`'s own, so no cache has seen them). */
function madeUpLanguages(bytes, n) {
  const letter = (i) => String.fromCharCode(65 + (i % 26));
  const tags = [];
  for (let i = 0; tags.join(",").length < bytes; i++)
    tags.push(
      `zh-Hant-${letter(i)}${letter(i / 26)}${letter(i / 676)}${letter(n)}${letter(n / 26)}`,
    );
  return tags
    .join(",")
    .slice(0, bytes)
    .replace(/,[^,]*$/u, "");
}

async function languages() {
  const server = await startServer();
  try {
    await lobbyLatency(); // warm-up: the first answers compile and cache
    let quiet = 0;
    const before = await healthTimes(() => quiet++ < 20);
    let attacking = true;
    const during = healthTimes(() => attacking);
    const cpuBefore = cpuSeconds(server.pid);
    const answers = [];
    const statuses = new Map();
    for (let i = 0; i < ATTEMPTS; i++) {
      const started = performance.now();
      const res = await request(i % 2 === 0 ? "/api/trpc/session.me" : "/rules", {
        headers: { "accept-language": madeUpLanguages(15_000, i) },
      });
      await readAll(res);
      answers.push(performance.now() - started);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    }
    const cpu = cpuSeconds(server.pid) - cpuBefore;
    attacking = false;
    const health = await during;
    const header = madeUpLanguages(15_000, 0);
    console.log(
      `${ATTEMPTS} requests, each with a ${header.length}-byte Accept-Language of ${header.split(",").length} made-up tags (statuses ${JSON.stringify(Object.fromEntries(statuses))})`,
    );
    console.log(
      `their answers: ${spread(answers)}; server CPU ${cpu.toFixed(2)} s in all, ${Math.round((cpu * 1000) / ATTEMPTS)} ms a request`,
    );
    console.log(`/api/health before: ${spread(before)} (${before.length} asks)`);
    console.log(`/api/health during: ${spread(health)} (${health.length} asks)`);
  } finally {
    await server.stop();
  }
}

await (scenario === "signin"
  ? signin()
  : scenario === "bots"
    ? bots()
    : scenario === "languages"
      ? languages()
      : streams());
