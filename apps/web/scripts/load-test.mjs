#!/usr/bin/env node
// Load test against a running production build: N concurrent games (one human seat
// driven over HTTP, two bots), each human move timed end to end, plus S live
// subscribers (Server-Sent Events) spread over the games, each timed from a move's
// commit to its arrival. Prints moves/s and p50/p95/p99.
//
//   BOT_DELAY_MS=0 npx -y pnpm@10 start          # in one terminal
//   node apps/web/scripts/load-test.mjs --url http://127.0.0.1:3000 --games 200 --subscribers 1000 --seconds 60
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3000" },
    games: { type: "string", default: "50" },
    subscribers: { type: "string", default: "200" },
    seconds: { type: "string", default: "30" },
  },
});
const base = values.url.replace(/\/$/, "");
const GAMES = Number(values.games);
const SUBSCRIBERS = Number(values.subscribers);
const SECONDS = Number(values.seconds);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const encode = (input) => encodeURIComponent(JSON.stringify({ json: input }));

async function call(method, path, input, cookie) {
  const url =
    method === "GET"
      ? `${base}/api/trpc/${path}?input=${encode(input)}`
      : `${base}/api/trpc/${path}`;
  const res = await fetch(url, {
    method,
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
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

const moveTimes = [];
const fanout = [];
const committed = new Map(); // `${gameId}:${version}` -> commit time (ms)
let errors = 0;
let finishedGames = 0;
let stop = false;

async function newTable() {
  const guest = await call("POST", "session.playAsGuest", { name: "Load" });
  const cookie = guest.setCookie.split(";")[0];
  const table = await call(
    "POST",
    "lobby.create",
    {
      seats: [
        { kind: "human" },
        { kind: "bot", level: "random" },
        { kind: "bot", level: "heuristic" },
      ],
    },
    cookie,
  );
  await call("POST", "lobby.start", { gameId: table.data.id }, cookie);
  return { gameId: table.data.id, cookie };
}

async function player(table) {
  let { gameId, cookie } = table;
  while (!stop) {
    try {
      const legal = await call("GET", "game.legalMoves", { gameId }, cookie);
      if (legal.data.moves.length === 0) {
        const view = await call("GET", "game.view", { gameId }, cookie);
        if (view.data.status === "FINISHED") {
          finishedGames++;
          ({ gameId, cookie } = await newTable()); // keep N games going
          table.gameId = gameId;
        } else await sleep(25);
        continue;
      }
      const move = legal.data.moves[Math.floor(Math.random() * legal.data.moves.length)];
      const t0 = performance.now();
      const result = await call(
        "POST",
        "game.move",
        { gameId, version: legal.data.version, move },
        cookie,
      );
      const t1 = performance.now();
      moveTimes.push(t1 - t0);
      committed.set(`${gameId}:${result.data.version}`, t1);
    } catch (error) {
      errors++;
      if (errors < 5) console.error(String(error.message ?? error));
      await sleep(50);
    }
  }
}

async function subscriber(table) {
  const controller = new AbortController();
  const gameId = table.gameId; // watches the game it was given, until the end
  try {
    const res = await fetch(
      `${base}/api/trpc/game.subscribe?input=${encode({ gameId })}`,
      {
        headers: { accept: "text/event-stream" },
        signal: controller.signal,
      },
    );
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
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
        const at = id && committed.get(`${gameId}:${id}`);
        if (at) fanout.push(now - at);
      }
    }
  } catch {
    /* aborted at the end */
  } finally {
    controller.abort();
  }
}

console.log(
  `load test: ${GAMES} games, ${SUBSCRIBERS} subscribers, ${SECONDS} s against ${base}`,
);
const tables = [];
for (let i = 0; i < GAMES; i += 20)
  tables.push(
    ...(await Promise.all(Array.from({ length: Math.min(20, GAMES - i) }, newTable))),
  );
const subs = Array.from({ length: SUBSCRIBERS }, (_, i) =>
  subscriber(tables[i % tables.length]),
);
const started = performance.now();
const players = tables.map(player);
await sleep(SECONDS * 1000);
stop = true;
const elapsed = (performance.now() - started) / 1000;
await Promise.race([Promise.allSettled(players), sleep(5000)]);
console.log(
  `human moves: ${moveTimes.length} in ${elapsed.toFixed(1)} s = ${(moveTimes.length / elapsed).toFixed(1)} moves/s; games finished: ${finishedGames}; errors: ${errors}`,
);
console.log(summary("move round trip", moveTimes));
console.log(summary("move → subscriber", fanout));
const late = fanout.filter((ms) => ms > 1000).length;
console.log(`subscriber deliveries over 1 s: ${late} of ${fanout.length}`);
process.exit(0);
void subs;
