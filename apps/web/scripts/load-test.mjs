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
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3000" },
    games: { type: "string", default: "50" },
    subscribers: { type: "string", default: "200" },
    seconds: { type: "string", default: "30" },
    "think-ms": { type: "string", default: "0" },
  },
});
const bases = values.url.split(",").map((url) => url.trim().replace(/\/$/, ""));
const GAMES = Number(values.games);
const SUBSCRIBERS = Number(values.subscribers);
const SECONDS = Number(values.seconds);
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
  });
  const body = await res.json();
  if (body.error) throw new Error(`${path}: ${body.error.json.message}`);
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

async function newTable(base) {
  const address = newAddress();
  const guest = await call(
    base,
    "POST",
    "session.playAsGuest",
    { name: "Load" },
    undefined,
    address,
  );
  const cookie = guest.setCookie.split(";")[0];
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
  return { gameId: table.data.id, cookie, base };
}

/**
 * Opens a game's event stream; `onEvent(version, time, frame)` for every event it
 * delivers (`frame` is parsed only when `parse` is set: spectators only time arrivals).
 */
async function openStream(base, gameId, cookie, onEvent, parse = false) {
  const controller = new AbortController();
  const res = await fetch(streamUrl(base, gameId), {
    headers: {
      accept: "text/event-stream",
      ...(cookie ? { cookie } : {}),
      // Its own address too: streams are capped per address (STREAMS_PER_ADDRESS).
      "x-forwarded-for": newAddress(),
    },
    signal: controller.signal,
  });
  if (!res.ok) throw new Error(`stream of ${gameId}: HTTP ${res.status}`);
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
      /* closed at the end */
    }
  })();
  return () => controller.abort();
}

/**
 * A human at a table, like the browser client: its event stream brings each position
 * with its legal moves when it must act, so it sends nothing but its moves.
 */
async function player(table) {
  let { gameId, cookie } = table;
  const { base } = table;
  while (!stop) {
    let latest = null;
    let wake = () => {};
    const close = await openStream(
      base,
      gameId,
      cookie,
      (_version, _now, frame) => {
        latest = frame;
        wake();
      },
      true,
    );
    try {
      // Positions before our last move's result are spent (a frame from before it may
      // still arrive when others moved at the same time, as in setup).
      let played = -1;
      for (;;) {
        const ready = () =>
          latest &&
          (latest.status !== "PLAYING" ||
            (latest.legal.moves.length > 0 && latest.legal.version > played));
        while (!stop && !ready())
          await new Promise((r) => ((wake = r), setTimeout(r, 2000)));
        if (stop) return;
        if (latest.status !== "PLAYING") break;
        const { version, moves } = latest.legal;
        const move = moves[Math.floor(Math.random() * moves.length)];
        await think();
        if (stop) return;
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
      }
      finishedGames++;
      ({ gameId, cookie } = await newTable(base)); // keep N games going
    } catch (error) {
      errors++;
      if (errors < 5) console.error(String(error.message ?? error));
      await sleep(50);
    } finally {
      close();
    }
  }
}

/** A spectator of one game, timing the arrival of each human move. */
async function subscriber(table, base) {
  const gameId = table.gameId;
  const arrivals = [];
  deliveries.push([gameId, arrivals]);
  await openStream(base, gameId, null, (version, now) => arrivals.push([version, now]));
}

console.log(
  `load test: ${GAMES} games, ${SUBSCRIBERS} subscribers, ${SECONDS} s, think ${THINK_MIN}-${THINK_MAX} ms, ${values.stream} stream, against ${bases.join(", ")}`,
);
const tables = [];
for (let i = 0; i < GAMES; i += 20)
  tables.push(
    ...(await Promise.all(
      Array.from({ length: Math.min(20, GAMES - i) }, (_, j) =>
        newTable(bases[(i + j) % bases.length]),
      ),
    )),
  );
const subs = Array.from({ length: SUBSCRIBERS }, (_, i) =>
  subscriber(tables[i % tables.length], bases[i % bases.length]),
);
const started = performance.now();
const cpuAtStart = process.cpuUsage();
// The generator's own stalls are inside every round trip it times: measure them too.
const LAG_RESOLUTION_MS = 5;
const generatorDelay = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
generatorDelay.enable();
const players = tables.map(player);
await sleep(SECONDS * 1000);
stop = true;
const elapsed = (performance.now() - started) / 1000;
// The generator shares the machine with the server: say how much of it it took.
const cpu = process.cpuUsage(cpuAtStart);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
await Promise.race([Promise.allSettled(players), sleep(5000)]);
console.log(
  `human moves: ${moveTimes.length} in ${elapsed.toFixed(1)} s = ${(moveTimes.length / elapsed).toFixed(1)} moves/s; games finished: ${finishedGames}; errors: ${errors}`,
);
generatorDelay.disable();
// Each sample is the time between two ticks of a 5 ms timer: the lag is what exceeds 5 ms.
const lagMs = (q) =>
  Math.max(0, generatorDelay.percentile(q) / 1e6 - LAG_RESOLUTION_MS).toFixed(1);
console.log(
  `load generator CPU: ${cpuSeconds.toFixed(1)} s = ${((100 * cpuSeconds) / elapsed).toFixed(0)} % of one core; its event-loop delay p50 / p99 / max: ${lagMs(50)} / ${lagMs(99)} / ${lagMs(100)} ms`,
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
process.exit(0);
void subs;
