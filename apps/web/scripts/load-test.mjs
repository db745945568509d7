#!/usr/bin/env node
// Load test against a running production build: N concurrent games (one human seat
// driven over HTTP like the browser client, two bots), each human move timed end to
// end, plus S live subscribers (Server-Sent Events) spread over the games, each timed
// from a move's sending to its arrival. Prints moves/s and p50/p95/p99.
//
//   BOT_DELAY_MS=0 npx -y pnpm@10 start          # in one terminal
//   node apps/web/scripts/load-test.mjs --url http://127.0.0.1:3000 --games 200 --subscribers 1000 --seconds 60
//
// --url takes several instances, comma-separated (EVENT_BUS=postgres on each): tables are
// spread over them as a load balancer with sticky sessions would, and so are watchers.
//
// --think-ms 1000-4000 makes each human wait a random time (uniform in the range) before
// each move, as people do; without it the humans answer instantly (a closed loop at full
// speed, which measures capacity rather than the latency of a given number of tables).
//
// Watchers read live updates where the browser does: the event stream
// /api/games/:id/events.
//
// Each simulated player names its own address in X-Forwarded-For, as players behind a
// proxy would: start the server with TRUSTED_PROXIES=1, or every table comes from one
// address and the per-address limits on new guests and tables (and on open streams)
// refuse most of them.
//
// Stepping (--step 50,100,200,400,800): the games are kept going and added to step by
// step, each step measured for --seconds after --settle-seconds (default 10) for its
// new tables to start, with --watchers-per-game watchers for each new table; it stops
// after the first step whose move round trip p99 passes --p99-limit (default 100 ms)
// and prints a table of the steps: where the server stops keeping up.
//
//   node apps/web/scripts/load-test.mjs --url http://127.0.0.1:3000 --step 50,100,200,400,800,1600 --seconds 30 --think-ms 1000-4000
//
// The same load test drives the floor (bench/floor: a move and nothing else on
// node:http and pg), which answers exactly these requests.
//
// What the window cost (load-meter.mjs): the CPU of the server processes (server.mjs on
// the --url ports, found by their command line, or named by --server-pid) and of
// PostgreSQL, printed beside the times as CPU per human move (the figure that carries
// from one machine to another, and holds when other work shares the machine), and, with
// --database-url, the statements PostgreSQL ran per stored move (pg_stat_statements,
// which the embedded server preloads). A refused, reset or timed-out request is counted
// as an error by its kind; a watcher whose stream fails or ends reconnects, as an
// EventSource does.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";

import { startMeter } from "./load-meter.mjs";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3000" },
    games: { type: "string", default: "50" },
    subscribers: { type: "string", default: "200" },
    seconds: { type: "string", default: "30" },
    "think-ms": { type: "string", default: "0" },
    "database-url": { type: "string" },
    step: { type: "string" },
    "p99-limit": { type: "string", default: "100" },
    "settle-seconds": { type: "string", default: "10" },
    "watchers-per-game": { type: "string", default: "0" },
    "server-pid": { type: "string" },
  },
});
const bases = values.url.split(",").map((url) => url.trim().replace(/\/$/, ""));
const GAMES = Number(values.games);
const SUBSCRIBERS = Number(values.subscribers);
const SECONDS = Number(values.seconds);
/** Stepping mode (see `stepping`): the numbers of games, in order; null: one run. */
const STEPS = values.step
  ? values.step.split(",").map((n) => {
      const games = Number(n);
      if (!(Number.isInteger(games) && games > 0))
        throw new Error("--step takes numbers of games, e.g. 50,100,200,400");
      return games;
    })
  : null;
const P99_LIMIT = Number(values["p99-limit"]);
const SETTLE = Number(values["settle-seconds"]);
const WATCHERS_PER_GAME = Number(values["watchers-per-game"]);
/** The server's processes when named (else found by their command line: load-meter.mjs). */
const SERVER_PIDS = values["server-pid"]?.split(",").map((pid) => pid.trim());
/** The generator's event loop is sampled this often (its stalls are in every round trip). */
const LAG_RESOLUTION_MS = 5;
const streamUrl = (base, gameId) =>
  `${base}/api/games/${encodeURIComponent(gameId)}/events`;
const [THINK_MIN, THINK_MAX] = (() => {
  const [low, high = low] = values["think-ms"].split("-").map(Number);
  if (!(low >= 0 && high >= low)) throw new Error("--think-ms takes N or MIN-MAX");
  return [low, high];
})();
const think = () =>
  THINK_MAX > 0 ? sleep(THINK_MIN + Math.random() * (THINK_MAX - THINK_MIN)) : null;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const encode = (input) => encodeURIComponent(JSON.stringify({ json: input }));

let addressesGiven = 0;
/** A loopback address of its own for each simulated player (see the header). */
const newAddress = () => {
  addressesGiven++;
  const n = addressesGiven;
  return `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** How long a request may take before it counts as a timed-out error. */
const REQUEST_TIMEOUT_MS = 10_000;

/** An error's kind, for the error count: a network failure's code, or the HTTP status. */
class LoadError extends Error {
  constructor(kind, message, retryAfterS) {
    super(message);
    this.kind = kind;
    /** A refusal's Retry-After (seconds), when it named one. */
    this.retryAfterS = retryAfterS;
  }
}
const errorKinds = new Map();
/** When each error was counted (performance.now()): a burst at the start, or all along? */
const errorTimes = [];
/** undici's failure codes in words: where a connection failed tells why. */
const NETWORK_FAILURES = {
  UND_ERR_CONNECT_TIMEOUT: "connect timeout", // no accept within 10 s (SYN dropped)
  ECONNRESET: "reset",
  UND_ERR_SOCKET: "closed by the server", // the other side closed mid-request
  ECONNREFUSED: "connection refused",
};
/**
 * Counts an error by where it happened (`table`: opening one, `stream`: a player's
 * stream, `move`, `watcher`: a spectator's stream) and its kind: a network failure's
 * code, the HTTP status, or a timeout of the whole request.
 */
function countError(where, error) {
  const code = error?.cause?.code ?? error?.code;
  const kind =
    error instanceof LoadError
      ? error.kind
      : error?.name === "TimeoutError"
        ? "timeout"
        : (NETWORK_FAILURES[code] ?? code ?? error?.name ?? "other");
  const key = `${where}: ${kind}`;
  errorKinds.set(key, (errorKinds.get(key) ?? 0) + 1);
  errorTimes.push(performance.now());
  errors++;
  if (errors <= 5) console.error(`error (${key}): ${String(error?.message ?? error)}`);
}

async function call(base, method, path, input, cookie, address) {
  const url =
    method === "GET"
      ? `${base}/api/trpc/${path}?input=${encode(input)}`
      : `${base}/api/trpc/${path}`;
  const res = await fetch(url, {
    method,
    headers: {
      "content-type": "application/json",
      ...(cookie ? { cookie } : {}),
      ...(address ? { "x-forwarded-for": address } : {}),
    },
    body: method === "POST" ? JSON.stringify({ json: input }) : undefined,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = await res.json().catch(() => {
    throw new LoadError(`HTTP ${res.status}`, `${path}: HTTP ${res.status}, not JSON`);
  });
  // tRPC's error shape, or the server's early refusals' (a connection past its cap).
  if (body.error)
    throw new LoadError(
      `refused ${res.status}`,
      `${path}: ${body.error.json?.message ?? body.error.message}`,
      Number(res.headers.get("retry-after")) || undefined,
    );
  return { data: body.result.data.json, setCookie: res.headers.get("set-cookie") };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
const summary = (label, samples) => {
  const s = [...samples].sort((a, b) => a - b);
  return `${label}: n=${s.length} p50=${percentile(s, 50).toFixed(1)} ms p95=${percentile(s, 95).toFixed(1)} ms p99=${percentile(s, 99).toFixed(1)} ms max=${(s.at(-1) ?? NaN).toFixed(1)} ms`;
};

// [time sent, round trip] per human move: the percentiles per 10 s show warm-up and drift.
const moveTimes = [];
const fanout = [];
// gameId -> [version, time the move was sent][] (human moves)
const committed = new Map();
// [gameId, [version, arrival time][]] per subscriber
const deliveries = [];
let errors = 0;
let finishedGames = 0;
let stop = false;

/**
 * A new table for a person: a new guest first, unless `guest` ({ cookie, address })
 * names the one they already are (a person plays their next game as themselves).
 */
async function newTable(base, guest) {
  const address = guest?.address ?? newAddress();
  const cookie =
    guest?.cookie ??
    (
      await call(
        base,
        "POST",
        "session.playAsGuest",
        { name: "Load" },
        undefined,
        address,
      )
    ).setCookie.split(";")[0];
  const table = await call(
    base,
    "POST",
    "lobby.create",
    {
      isPublic: true, // watchers follow it without the invite code
      seats: [
        { kind: "human" },
        { kind: "bot", level: "random" },
        { kind: "bot", level: "heuristic" },
      ],
    },
    cookie,
    address,
  );
  await call(base, "POST", "lobby.start", { gameId: table.data.id }, cookie, address);
  return { gameId: table.data.id, cookie, address, base };
}

/**
 * Opens a game's event stream; `onEvent(version, time, frame)` for every event it
 * delivers (`frame` is parsed only when `parse` is set: spectators only time arrivals).
 * `lastEventId`: the last version read before, on a reconnect.
 */
async function openStream(base, gameId, cookie, onEvent, parse = false, lastEventId) {
  const controller = new AbortController();
  const res = await fetch(streamUrl(base, gameId), {
    headers: {
      accept: "text/event-stream",
      ...(cookie ? { cookie } : {}),
      // A reconnect names the last event it read, as an EventSource does.
      ...(lastEventId !== undefined ? { "last-event-id": String(lastEventId) } : {}),
      // Its own address too: streams are capped per address (STREAMS_PER_ADDRESS).
      "x-forwarded-for": newAddress(),
    },
    signal: controller.signal,
  });
  if (!res.ok) {
    controller.abort();
    throw new LoadError(
      `stream HTTP ${res.status}`,
      `stream of ${gameId}: HTTP ${res.status}`,
    );
  }
  let ended;
  const closed = new Promise((resolve) => (ended = resolve));
  void (async () => {
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      while (!stop) {
        const { done, value } = await reader.read();
        if (done) break;
        const now = performance.now();
        buffer += decoder.decode(value, { stream: true });
        let cut;
        while ((cut = buffer.indexOf("\n\n")) >= 0) {
          const event = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const id = /^id: ?(\d+)$/m.exec(event)?.[1];
          if (!id) continue;
          const data = parse ? /^data: ?(.*)$/m.exec(event)?.[1] : undefined;
          onEvent(Number(id), now, data ? JSON.parse(data).json : undefined);
        }
      }
    } catch {
      /* closed at the end, or dropped: the caller sees `closed` */
    }
    ended();
  })();
  const close = () => controller.abort();
  close.closed = closed;
  return close;
}

/**
 * A human at a table, like the browser client: its event stream brings each position
 * with its legal moves when it must act, so it sends nothing but its moves.
 */
async function player(table) {
  let { gameId, cookie, address, retryAfterS } = table;
  const { base } = table;
  /** The last version this table's stream delivered (a reconnect names it). */
  let lastVersion;
  while (!stop) {
    if (!gameId) {
      // Refused: again after its Retry-After, as the page's words ask a person to.
      await sleep(1000 * (retryAfterS ?? 1) * (0.5 + Math.random()));
      lastVersion = undefined;
      ({ gameId, cookie, address, retryAfterS } = await newTableOrNull(base, {
        cookie,
        address,
      }));
      continue;
    }
    let latest = null;
    let wake = () => {};
    let streamEnded = false;
    let close = () => {};
    let step = "stream"; // what failed, for the error count: the stream, then a move
    try {
      step = "stream";
      close = await openStream(
        base,
        gameId,
        cookie,
        (version, _now, frame) => {
          latest = frame;
          lastVersion = version;
          wake();
        },
        true,
        lastVersion,
      );
      void close.closed.then(() => {
        streamEnded = true;
        wake();
      });
      // Positions before our last move's result are spent (a frame from before it may
      // still arrive when others moved at the same time, as in setup).
      let played = -1;
      for (;;) {
        const ready = () =>
          latest &&
          (latest.status !== "PLAYING" ||
            (latest.legal.moves.length > 0 && latest.legal.version > played));
        while (!stop && !streamEnded && !ready())
          await new Promise((r) => ((wake = r), setTimeout(r, 2000)));
        if (stop) return;
        if (!ready()) throw new LoadError("stream ended", `stream of ${gameId} ended`);
        if (latest.status !== "PLAYING") break;
        const { version, moves } = latest.legal;
        const move = moves[Math.floor(Math.random() * moves.length)];
        await think();
        if (stop) return;
        step = "move";
        const t0 = performance.now();
        const result = await call(
          base,
          "POST",
          "game.move",
          { gameId, version, move },
          cookie,
        );
        const t1 = performance.now();
        played = result.data.version - 1;
        moveTimes.push([t0, t1 - t0]);
        if (!committed.has(gameId)) committed.set(gameId, []);
        committed.get(gameId).push([result.data.version, t0]);
        step = "stream";
      }
      finishedGames++;
      lastVersion = undefined;
      // Keep N games going, the same person at the next table.
      ({ gameId, cookie, address, retryAfterS } = await newTableOrNull(base, {
        cookie,
        address,
      }));
    } catch (error) {
      countError(step, error);
      await sleep(1000); // then the stream is opened again, as an EventSource would
    } finally {
      close();
    }
  }
}

/**
 * A table, or no game after counting why not (the caller tries again later, after the
 * refusal's Retry-After if it named one), the guest kept if there was one.
 */
async function newTableOrNull(base, guest) {
  try {
    return await newTable(base, guest?.cookie ? guest : undefined);
  } catch (error) {
    countError("table", error);
    return {
      gameId: null,
      cookie: guest?.cookie ?? null,
      address: guest?.address,
      retryAfterS: error?.retryAfterS,
      base,
    };
  }
}

/**
 * A spectator of one game, timing the arrival of each human move; when its stream
 * fails or ends it opens it again a second later naming the last event it read, as an
 * EventSource does (the server admits such a resume while it refuses new watchers).
 */
async function subscriber(table, base) {
  const gameId = table.gameId;
  if (!gameId) return;
  const arrivals = [];
  deliveries.push([gameId, arrivals]);
  while (!stop) {
    try {
      const close = await openStream(
        base,
        gameId,
        null,
        (version, now) => arrivals.push([version, now]),
        false,
        arrivals.at(-1)?.[0],
      );
      await close.closed;
      if (!stop)
        countError("watcher", new LoadError("stream ended", `stream of ${gameId} ended`));
      if (!stop) await sleep(1000); // the stream's `retry:`
    } catch (error) {
      countError("watcher", error);
      // A refused stream is opened again after 2 s, as the page does (game-events.ts:
      // an EventSource gives up on an error answer and cannot read its Retry-After).
      if (!stop) await sleep(error instanceof LoadError ? 2000 : 1000);
    }
  }
}

/** Opens `count` tables (20 at a time, spread over the --url instances) from `from` on. */
async function openTables(count, from = 0) {
  const opened = [];
  for (let i = 0; i < count; i += 20)
    opened.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(20, count - i) }, (_, j) =>
          newTableOrNull(bases[(from + i + j) % bases.length]),
        ),
      )),
    );
  return opened;
}

const meterOptions = {
  ports: bases.map((base) => Number(new URL(base).port)),
  pids: SERVER_PIDS,
  databaseUrl: values["database-url"],
};
const perMove = (seconds, moves) => (moves > 0 ? (1000 * seconds) / moves : NaN);

if (STEPS) await stepping();
else await oneRun();
process.exit(0);

/** One run: GAMES tables and SUBSCRIBERS watchers, measured for SECONDS. */
async function oneRun() {
  console.log(
    `load test: ${GAMES} games, ${SUBSCRIBERS} subscribers, ${SECONDS} s, think ${THINK_MIN}-${THINK_MAX} ms, against ${bases.join(", ")}`,
  );
  const tables = await openTables(GAMES);
  const watchersFrom = performance.now();
  for (let i = 0; i < SUBSCRIBERS; i++)
    void subscriber(tables[i % tables.length], bases[i % bases.length]);
  const meter = await startMeter(meterOptions);
  const started = performance.now();
  const cpuAtStart = process.cpuUsage();
  // The generator's own stalls are inside every round trip it times: measure them too.
  const generatorDelay = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
  generatorDelay.enable();
  const players = tables.map(player);
  await sleep(SECONDS * 1000);
  stop = true;
  const elapsed = (performance.now() - started) / 1000;
  const cost = await meter.read();
  // The generator shares the machine with the server: say how much of it it took.
  const cpu = process.cpuUsage(cpuAtStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  await Promise.race([Promise.allSettled(players), sleep(5000)]);
  console.log(
    `human moves: ${moveTimes.length} in ${elapsed.toFixed(1)} s = ${(moveTimes.length / elapsed).toFixed(1)} moves/s; games finished: ${finishedGames}; errors: ${errors}${errors ? ` (${errorList(errorKinds)})` : ""}`,
  );
  const share = (seconds) =>
    `${seconds.toFixed(1)} s = ${((100 * seconds) / elapsed).toFixed(0)} % of one core`;
  if (errors) {
    // Errors by when they were counted: the burst of the watchers' connects, or all along.
    const byWindow = new Map();
    for (const t of errorTimes) {
      const from = t < watchersFrom ? -10 : 10 * Math.floor((t - watchersFrom) / 10_000);
      byWindow.set(from, (byWindow.get(from) ?? 0) + 1);
    }
    console.log(
      `errors by when (s after the watchers started): ${[...byWindow]
        .sort(([a], [b]) => a - b)
        .map(
          ([from, n]) => `${from < 0 ? "opening tables" : `${from}–${from + 10}`}: ${n}`,
        )
        .join(", ")}`,
    );
  }
  console.log(
    `server CPU (${meter.servers.length} process${meter.servers.length === 1 ? "" : "es"}): ${meter.servers.length ? share(cost.serverCpu) : "not found"}; PostgreSQL CPU: ${meter.postmaster ? share(cost.postgresCpu) : "not measured (--database-url)"}`,
  );
  // What holds across machines and loads: the CPU one human move costs (with its two
  // bot replies and their delivery), not the times, which the machine's other work moves.
  if (meter.servers.length)
    console.log(
      `server CPU per human move: ${perMove(cost.serverCpu, moveTimes.length).toFixed(2)} ms${meter.postmaster ? `; PostgreSQL CPU per human move: ${perMove(cost.postgresCpu, moveTimes.length).toFixed(2)} ms` : ""}`,
    );
  if (values["database-url"]) {
    console.log(
      `moves stored: ${cost.movesStored} (${cost.botMovesStored} by bots); statements: ${cost.statements} = ${(cost.statements / cost.movesStored).toFixed(1)} per stored move, ${(cost.statements / moveTimes.length).toFixed(1)} per human move`,
    );
    // Every stored move counts here, a person's whose answer timed out too: when the
    // server falls behind, this is the steadier figure (a human move is three of them
    // at the load test's tables: the person's and two bots').
    if (meter.servers.length)
      console.log(
        `server CPU per stored move: ${perMove(cost.serverCpu, cost.movesStored).toFixed(2)} ms`,
      );
  }
  generatorDelay.disable();
  console.log(
    `load generator CPU: ${cpuSeconds.toFixed(1)} s = ${((100 * cpuSeconds) / elapsed).toFixed(0)} % of one core; its event-loop delay p50 / p99 / max: ${lagMs(generatorDelay, 50)} / ${lagMs(generatorDelay, 99)} / ${lagMs(generatorDelay, 100)} ms`,
  );
  console.log(
    summary(
      "move round trip",
      moveTimes.map(([, ms]) => ms),
    ),
  );
  for (let from = 0; from < SECONDS; from += 10) {
    const window = moveTimes
      .filter(([t0]) => t0 - started >= from * 1000 && t0 - started < (from + 10) * 1000)
      .map(([, ms]) => ms);
    console.log(summary(`  sent in ${from}–${Math.min(from + 10, SECONDS)} s`, window));
  }
  // A move is delivered by the first event at or past its version (the server sends the
  // newest position, which may already include the bots' answers). Timed from sending
  // the move, since an event can arrive before the mover has read its own answer.
  for (const [gameId, arrivals] of deliveries) {
    for (const [version, sent] of committed.get(gameId) ?? []) {
      const first = arrivals.find(([v]) => v >= version);
      if (first) fanout.push(first[1] - sent);
    }
  }
  console.log(summary("move sent → subscriber", fanout));
  const late = fanout.filter((ms) => ms > 1000).length;
  console.log(`subscriber deliveries over 1 s: ${late} of ${fanout.length}`);
}

/**
 * Stepping: the games of each step in STEPS are kept going (each step adds tables to
 * the last one's, and --watchers-per-game watchers for each), each step measured for
 * SECONDS after SETTLE seconds for its new tables to start; it stops after the first
 * step whose move round trip p99 passes --p99-limit, and prints a table of the steps.
 */
async function stepping() {
  console.log(
    `load test, stepping: games ${STEPS.join(", ")}, ${WATCHERS_PER_GAME} watchers per game, each step ${SETTLE} s to settle + ${SECONDS} s measured, stop past p99 ${P99_LIMIT} ms, think ${THINK_MIN}-${THINK_MAX} ms, against ${bases.join(", ")}`,
  );
  const rows = [];
  const players = [];
  let tables = 0;
  for (const games of STEPS) {
    if (games > tables) {
      const opened = await openTables(games - tables, tables);
      players.push(...opened.map(player));
      const watchers = Math.round(WATCHERS_PER_GAME * opened.length);
      for (let i = 0; i < watchers; i++)
        void subscriber(opened[i % opened.length], bases[(tables + i) % bases.length]);
      tables = games;
    }
    await sleep(SETTLE * 1000);
    const errorsBefore = errors;
    const meter = await startMeter(meterOptions);
    const cpuAtStart = process.cpuUsage();
    const generatorDelay = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
    generatorDelay.enable();
    const started = performance.now();
    await sleep(SECONDS * 1000);
    const ended = performance.now();
    const cost = await meter.read();
    const cpu = process.cpuUsage(cpuAtStart);
    generatorDelay.disable();
    const elapsed = (ended - started) / 1000;
    const window = moveTimes
      .filter(([t0]) => t0 >= started && t0 < ended)
      .map(([, ms]) => ms)
      .sort((a, b) => a - b);
    const row = {
      games,
      movesPerSecond: window.length / elapsed,
      p50: percentile(window, 50),
      p95: percentile(window, 95),
      p99: percentile(window, 99),
      errors: errors - errorsBefore,
      serverShare: meter.servers.length ? (100 * cost.serverCpu) / elapsed : NaN,
      serverPerMove: meter.servers.length ? perMove(cost.serverCpu, window.length) : NaN,
      postgresPerMove: meter.postmaster ? perMove(cost.postgresCpu, window.length) : NaN,
      generatorShare: (100 * (cpu.user + cpu.system)) / 1e6 / elapsed,
      generatorLag: lagMs(generatorDelay, 99),
    };
    rows.push(row);
    console.log(
      `${games} games: ${row.movesPerSecond.toFixed(1)} human moves/s, p50 / p95 / p99 ${ms(row.p50)} / ${ms(row.p95)} / ${ms(row.p99)} ms, server CPU ${row.serverShare.toFixed(0)} % = ${row.serverPerMove.toFixed(2)} ms per human move, errors ${row.errors}`,
    );
    if (!(row.p99 <= P99_LIMIT)) break;
  }
  stop = true;
  await Promise.race([Promise.allSettled(players), sleep(5000)]);
  console.log(
    "\n| games | human moves/s | round trip p50 / p95 / p99 (ms) | errors | server CPU | server CPU per human move | PostgreSQL CPU per human move | load generator CPU (its p99 lag) |",
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const r of rows)
    console.log(
      `| ${r.games} | ${r.movesPerSecond.toFixed(1)} | ${ms(r.p50)} / ${ms(r.p95)} / ${ms(r.p99)} | ${r.errors} | ${r.serverShare.toFixed(0)} % | ${r.serverPerMove.toFixed(2)} ms | ${Number.isNaN(r.postgresPerMove) ? "—" : `${r.postgresPerMove.toFixed(2)} ms`} | ${r.generatorShare.toFixed(0)} % (${r.generatorLag} ms) |`,
    );
  const over = rows.findIndex((r) => !(r.p99 <= P99_LIMIT));
  const under = over === -1 ? rows.at(-1) : rows[over - 1];
  console.log(
    over === -1
      ? `\np99 stayed within ${P99_LIMIT} ms up to ${under?.games} games (the last step)`
      : `\np99 crossed ${P99_LIMIT} ms between ${under ? `${under.games}` : "0"} and ${rows[over].games} games`,
  );
  if (errors) console.log(`errors in all: ${errors} (${errorList(errorKinds)})`);
}

function lagMs(histogram, q) {
  // Each sample is the time between two ticks of a 5 ms timer: the lag is what exceeds 5 ms.
  return Math.max(0, histogram.percentile(q) / 1e6 - LAG_RESOLUTION_MS).toFixed(1);
}

function ms(value) {
  return Number.isNaN(value) ? "—" : value.toFixed(1);
}

function errorList(kinds) {
  return [...kinds].map(([k, n]) => `${k}: ${n}`).join(", ");
}
