// What an operator graphs and alerts on, as Prometheus text (/metrics, behind a token:
// docs/deploy.md, "Metrics"). prom-client, the Node client everyone scrapes, rather
// than counters of our own: it writes the text format, buckets histograms and brings
// Node's own figures (event-loop delay, heap, GC, handles) with collectDefaultMetrics.
//
// The hot path pays one counter increment and one histogram observation per move
// (moveCommitted) and one observation per bot decision (botThought). Everything else is
// read when Prometheus scrapes, and only then: open streams from the stream limits, the
// database pool's counts, and two small queries (games being played, the turn queue's
// backlog). A query that fails reads NaN in that scrape rather than failing it.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

import type { OverloadReport, SheddableWork } from "./overload";

/** Who made a move: a person, a bot in its seat, or a bot for a person whose time ran out. */
export type MoveKind = "person" | "bot" | "timeout";

/** What the game server tells as it works (game-server.ts hands it to master and bots). */
export interface GameServerMetrics {
  /** A move was committed, `seconds` after its apply began (load, engine, write, news). */
  moveCommitted(kind: MoveKind, seconds: number): void;
  /** A bot (or a timed-out person's stand-in) decided, after `seconds` of thinking. */
  botThought(seconds: number): void;
}

/** What is read at scrape time. Each may be left out where there is none. */
export interface ScrapeSources {
  /** Live event streams open on this instance (table and person news). */
  openStreams(): number;
  /** Games in play, in the whole database (every instance reports the same number). */
  playingGames(): Promise<number>;
  /** Turn-queue jobs whose time has come that no instance has started (shared). */
  turnBacklog(): Promise<number>;
  /** The database pool of this instance. */
  pool(): { total: number; idle: number; waiting: number };
}

export interface Metrics {
  game: GameServerMetrics;
  /** What overload refused or thinned out (overload.ts), counted as it happens. */
  overload: OverloadReport;
  /** Starts reading `sources` at each scrape. */
  watch(sources: ScrapeSources): void;
  /** The Prometheus text of everything, and its content type. */
  scrape(): Promise<{ contentType: string; body: string }>;
}

/** Every name starts so: one app among others on a Prometheus server. */
const PREFIX = "threeup_";

export function createMetrics(): Metrics {
  const registry = new Registry();
  // Node's own under their usual names (process_*, nodejs_*), as Node dashboards expect.
  collectDefaultMetrics({ register: registry });
  let sources: ScrapeSources | null = null;

  const moves = new Counter({
    name: `${PREFIX}moves_total`,
    help: "moves committed on this instance, by who made them (person, bot, timeout).",
    labelNames: ["kind"] as const,
    registers: [registry],
  });
  const moveSeconds = new Histogram({
    name: `${PREFIX}move_apply_seconds`,
    help: "time from a move's apply to its commit and news (load, rules, write), seconds.",
    labelNames: ["kind"] as const,
    buckets: [0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const botSeconds = new Histogram({
    name: `${PREFIX}bot_think_seconds`,
    help: "time a bot took to decide a move (its search, in its worker), seconds.",
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.2, 0.5, 1, 2, 5],
    registers: [registry],
  });
  const refused = new Counter({
    name: `${PREFIX}overload_refused_total`,
    help: "new work refused because this instance was overloaded, by what (guest, table, join, pairing, stream; connection: past HTTP_MAX_CONNECTIONS).",
    labelNames: ["work"] as const,
    registers: [registry],
  });
  const coalesced = new Counter({
    name: `${PREFIX}frames_coalesced_total`,
    help: "live frames watchers did not get because a newer one replaced them (overload, slow readers).",
    registers: [registry],
  });
  for (const work of [
    "guest",
    "table",
    "join",
    "pairing",
    "stream",
    "connection",
  ] satisfies SheddableWork[])
    refused.labels(work).inc(0);
  // Zero from the start, so a rate() has a series before the first move of each kind.
  for (const kind of ["person", "bot", "timeout"] as const) {
    moves.labels(kind).inc(0);
    moveSeconds.zero({ kind });
  }

  // First of the gauges: collected before the two below send their queries, so its
  // "waiting" is the requests', not this scrape's own.
  new Gauge({
    name: `${PREFIX}db_pool_connections`,
    help: "this instance's database pool: connections in all, idle, and queries waiting for one.",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      if (!sources) return;
      const { total, idle, waiting } = sources.pool();
      this.labels("total").set(total);
      this.labels("idle").set(idle);
      this.labels("waiting").set(waiting);
    },
  });

  new Gauge({
    name: `${PREFIX}open_streams`,
    help: "live event streams (table and person news) open on this instance.",
    registers: [registry],
    collect() {
      if (sources) this.set(sources.openStreams());
    },
  });
  new Gauge({
    name: `${PREFIX}games_playing`,
    help: "games being played, in the whole database (the same on every instance).",
    registers: [registry],
    async collect() {
      await readInto(this, () => sources?.playingGames());
    },
  });
  new Gauge({
    name: `${PREFIX}turn_queue_backlog`,
    help: "bot turns and turn deadlines due that no instance has started (shared).",
    registers: [registry],
    async collect() {
      await readInto(this, () => sources?.turnBacklog());
    },
  });
  return {
    game: {
      moveCommitted(kind, seconds) {
        moves.labels(kind).inc();
        moveSeconds.labels(kind).observe(seconds);
      },
      botThought: (seconds) => botSeconds.observe(seconds),
    },
    overload: {
      refused: (work) => refused.labels(work).inc(),
      coalesced: (frames) => coalesced.inc(frames),
    },
    watch(given) {
      sources = given;
    },
    async scrape() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

/**
 * Sets `gauge` to what `read` answers; to NaN (Prometheus's "no value") when there is
 * nothing to read or the read fails, so a database that does not answer shows as a gap
 * in the graph, not as a zero, and does not fail the rest of the scrape.
 */
async function readInto(
  gauge: Gauge,
  read: () => Promise<number> | undefined,
): Promise<void> {
  try {
    gauge.set((await read()) ?? Number.NaN);
  } catch {
    gauge.set(Number.NaN);
  }
}
