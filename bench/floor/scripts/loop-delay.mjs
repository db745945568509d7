// What a server's event loop was doing, second by second: loaded into a server with
// `NODE_OPTIONS=--import=<this file>` and `LOOP_DELAY_LOG=<file>`, it appends one JSON
// line per second — the loop's longest delay in that second, measured as the overload
// measures it (packages/api/src/overload.ts: a timer every 10 ms noting how late it
// fires), the process's CPU, the time spent collecting garbage, the heap, and the
// requests that arrived, by path. For reading a burst after the fact (issue #65: which
// seconds crossed the overload's 250 ms, and with what work); it changes nothing in the
// server but these timers. Any build can be measured this way, an old one included.
//
//   node bench/floor/scripts/side-by-side.mjs --app main=apps/web \
//     --env main:NODE_OPTIONS=--import=$PWD/bench/floor/scripts/loop-delay.mjs \
//     --env main:LOOP_DELAY_LOG=/tmp/main-loop.jsonl ...
//
// Only a process started as `server.mjs` (the app's or the floor's) measures itself:
// NODE_OPTIONS reaches every child of with-database too.
import { appendFileSync } from "node:fs";
import http from "node:http";
import { performance, PerformanceObserver } from "node:perf_hooks";

const file = process.env.LOOP_DELAY_LOG;
const script = process.argv[1] ?? "";
if (file && script.endsWith("server.mjs")) measure(file);

/** @param {string} file */
function measure(file) {
  const SAMPLE_MS = 10;
  let worst = 0;
  let expected = performance.now() + SAMPLE_MS;
  const sample = () => {
    const now = performance.now();
    worst = Math.max(worst, now - expected);
    expected = now + SAMPLE_MS;
    setTimeout(sample, SAMPLE_MS).unref();
  };
  setTimeout(sample, SAMPLE_MS).unref();

  let gcMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcMs += entry.duration;
  }).observe({ entryTypes: ["gc"] });

  /** @type {Map<string, number>} */
  let requests = new Map();
  const emit = http.Server.prototype.emit;
  /**
   * @param {string | symbol} event
   * @param {unknown[]} rest
   */
  http.Server.prototype.emit = function (event, ...rest) {
    if (event === "request") {
      const url = /** @type {http.IncomingMessage} */ (rest[0]).url ?? "";
      const key = (url.split("?", 1)[0] ?? "").replace(
        /\/api\/games\/[^/]+\/events$/,
        "/api/games/:id/events",
      );
      requests.set(key, (requests.get(key) ?? 0) + 1);
    }
    return Reflect.apply(emit, this, [event, ...rest]);
  };

  let cpu = process.cpuUsage();
  setInterval(() => {
    const delay = Math.max(worst, performance.now() - expected);
    const used = process.cpuUsage(cpu);
    cpu = process.cpuUsage();
    const line = {
      t: new Date().toISOString(),
      delayMs: Math.round(delay),
      cpuMs: Math.round((used.user + used.system) / 1000),
      gcMs: Math.round(gcMs),
      heapMB: Math.round(process.memoryUsage().heapUsed / 2 ** 20),
      requests: Object.fromEntries(requests),
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
    worst = 0;
    gcMs = 0;
    requests = new Map();
  }, 1000).unref();
}
