// What a flood of coach work does to someone else's live game (docs/benchmarks.md,
// "The coach in its own lane"; issue #37, item 2). One person plays an Expert bot and
// the bot's reply times are printed, p50 / p95 / max, in three phases: quiet; while
// three guests from one address ask hints as fast as they are answered (each asks,
// plays the hinted move, asks again: a new position every time, so no hint is
// remembered); and while one guest has two long games analysed. The game server is the
// production one (worker pools, BOT_WORKERS=1, the durable turn queue in an embedded
// PostgreSQL, the real rate limits), driven through its tRPC procedures in process.
//   pnpm --filter @3u3d/api bench:coach      (BENCH_REPLIES, BENCH_HINTS to resize)
import { afterAll, it } from "vitest";

import { workerThinker } from "@3u3d/ai";
import { CLIENT_ADDRESS_HEADER } from "@3u3d/auth";
import { createRepositories } from "@3u3d/db/repositories";
import { createTestDatabase, type TestDatabase } from "@3u3d/db/testing";
import { createTurnQueue } from "@3u3d/db/turn-queue";

import {
  createCaller,
  createInProcessBus,
  createTRPCContext,
  defaultAddressLimits,
  type ApiDeps,
} from "../src";
import { createHouse } from "../src/house";
import { endingRules } from "../src/services/ending-rules";
import { createStreamLimits } from "../src/stream-limits";

/** Bot replies measured per phase. */
const REPLIES = Number(process.env.BENCH_REPLIES ?? 40);
/** Hints each of the three guests asks. */
const HINTS_EACH = Number(process.env.BENCH_HINTS ?? 24);

let test: TestDatabase | undefined;
let close: () => Promise<void> = () => Promise.resolve();
afterAll(async () => {
  await close();
  await test?.drop();
});

it("a live Expert's reply times while guests flood the coach", async () => {
  test = await createTestDatabase();
  const repositories = createRepositories(test.db, endingRules);
  const house = createHouse({
    repositories,
    bus: createInProcessBus(),
    queue: (run) => createTurnQueue(test!.db, run),
    thinker: workerThinker({ threads: 1 }),
    botDelayMs: 0,
  });
  const { server } = house;
  close = () => server.dispose(2000);
  const deps: ApiDeps = {
    ...house,
    repositories,
    authSecret: "bench-secret-".padEnd(40, "x"),
    authLimiter: defaultAddressLimits(repositories.limits).guests,
    addressLimits: defaultAddressLimits(repositories.limits),
    streams: createStreamLimits({
      perAddress: 200,
      perInstance: 2000,
      lifetimeMs: 600_000,
    }),
  };
  const as = (playerId: string, address: string) =>
    createCaller(() =>
      createTRPCContext(deps, {
        headers: new Headers({ [CLIENT_ADDRESS_HEADER]: address }),
        playerId,
      }),
    );

  /** A person's table against one bot, dealt. */
  async function table(name: string, level: "expert" | "heuristic", address: string) {
    const playerId = await repositories.players.createGuest(name);
    const me = as(playerId, address);
    const { id } = await me.lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level }],
    });
    await me.lobby.start({ gameId: id });
    await server.idle(id);
    return { me, gameId: id };
  }

  // The live game: when each version was stored, so a reply is bot's commit − person's.
  const committedAt = new Map<string, number>();
  server.events.on("committed", ({ gameId, version }) => {
    committedAt.set(`${gameId}/${version}`, performance.now());
  });
  let live = await table("Live player", "expert", "198.51.100.1");

  /** The bot's next `count` replies to the live player's moves, in ms. */
  async function liveReplies(count: number, stop: () => boolean = () => false) {
    const replies: number[] = [];
    while (replies.length < count && !stop()) {
      await server.idle(live.gameId);
      const view = await live.me.game.view({ gameId: live.gameId });
      if (view.status !== "PLAYING") {
        live = await table("Live player", "expert", "198.51.100.1");
        continue;
      }
      const move = view.legal.moves[0];
      if (!move) continue;
      const { version } = await live.me.game.move({
        gameId: live.gameId,
        version: view.version,
        move,
      });
      await server.idle(live.gameId);
      const mine = committedAt.get(`${live.gameId}/${version}`);
      const bots = committedAt.get(`${live.gameId}/${version + 1}`);
      if (mine !== undefined && bots !== undefined) replies.push(bots - mine);
    }
    return replies;
  }

  const lines: string[] = [];
  const report = (phase: string, replies: number[], extra = "") => {
    const sorted = [...replies].sort((a, b) => a - b);
    const at = (q: number) =>
      sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
    lines.push(
      `${phase.padEnd(34)} ${String(replies.length).padStart(3)} replies  p50 ${at(0.5).toFixed(0).padStart(4)} ms  p95 ${at(0.95).toFixed(0).padStart(4)} ms  max ${(sorted.at(-1) ?? NaN).toFixed(0).padStart(4)} ms ${extra}`,
    );
    console.log(lines.at(-1));
  };

  await liveReplies(5); // warm-up: threads started, code compiled
  report("quiet", await liveReplies(REPLIES));

  // Three guests, one address, hints as fast as they come, each at a new position.
  const guests = await Promise.all(
    ["Guest A", "Guest B", "Guest C"].map((name) =>
      table(name, "heuristic", "203.0.113.50"),
    ),
  );
  const tally = { given: 0, refused: 0 };
  let flooding = 3;
  const flood = guests.map(async (guest) => {
    for (let i = 0; i < HINTS_EACH; i++) {
      await server.idle(guest.gameId);
      const view = await guest.me.game.view({ gameId: guest.gameId });
      if (view.status !== "PLAYING") break;
      if (view.legal.moves.length === 0) continue;
      try {
        const hint = await guest.me.game.hint({
          gameId: guest.gameId,
          version: view.version,
        });
        tally.given++;
        await guest.me.game.move({
          gameId: guest.gameId,
          version: view.version,
          move: hint.move,
        });
      } catch {
        tally.refused++; // busy, or too many: play on without it
        await guest.me.game.move({
          gameId: guest.gameId,
          version: view.version,
          move: view.legal.moves[0]!,
        });
      }
    }
    flooding--;
  });
  const duringHints = await liveReplies(REPLIES, () => flooding === 0);
  await Promise.all(flood);
  report(
    "3 guests flooding hints",
    duringHints,
    `(${tally.given} hints given, ${tally.refused} refused)`,
  );

  // One guest has two whole games analysed (played to the end by the Card shark's rules).
  const student = await table("Student", "heuristic", "203.0.113.60");
  const second = await table("Student 2", "heuristic", "203.0.113.60");
  const ended: { me: typeof student.me; gameId: string }[] = [];
  for (const game of [student, second]) {
    for (;;) {
      await server.idle(game.gameId);
      const view = await game.me.game.view({ gameId: game.gameId });
      if (view.status !== "PLAYING") break;
      const move = view.legal.moves[0];
      if (move)
        await game.me.game.move({ gameId: game.gameId, version: view.version, move });
    }
    await game.me.profile.analyse({ gameId: game.gameId });
    ended.push(game);
  }
  let analysing = true;
  const progress = (async () => {
    while (analysing) {
      const summaries = await Promise.all(
        ended.map((g) => g.me.profile.analysis({ gameId: g.gameId })),
      );
      if (summaries.every((s) => s.status === "done")) analysing = false;
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  const started = performance.now();
  const duringAnalyses = await liveReplies(REPLIES * 4, () => !analysing);
  const analysed = await Promise.all(
    ended.map((g) => g.me.profile.analysis({ gameId: g.gameId })),
  );
  analysing = false;
  await progress;
  report(
    "2 analyses running",
    duringAnalyses,
    `(${analysed.map((s) => `${s.done}/${s.total}`).join(" and ")} decisions judged in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  console.log(`\n${lines.join("\n")}`);
});
