// R-HIDDEN over the real HTTP API of the production build: random games with bots and
// several clients at once (two humans, a spectator, a stranger with a guest account,
// each with its own cookie and its own live stream, the event stream the browser
// reads). Every response and every streamed event is
// kept with the version it was made from; when a game ends, its record (seed and
// moves, public once finished) rebuilds the exact state of every version, and each
// payload is checked against the cards its receiver could not know at that version.
import { replayStates, type GameConfig, type Move, type Seat } from "@3u3d/engine";
import { secretsFor } from "@3u3d/engine/testing";

import { expect, test } from "./fixtures";
import { client, gameEventsUrl, streamEvents } from "./trpc-http";

// A few games per run keep CI quick; LEAK_FUZZ_GAMES=40 for a long soak.
const GAMES = Number(process.env.LEAK_FUZZ_GAMES ?? 6);
const AT_ONCE = 3;

interface Received {
  receiver: string;
  seat: Seat | null;
  version: number;
  text: string;
}

type Client = Awaited<ReturnType<typeof client>>;

/** Options drawn per game, so the fuzzer walks many rule mixes. */
function tableFor(g: number) {
  const palace = g % 3 === 2;
  const levels = ["random", "beginner", "heuristic"] as const;
  const bots = 1 + (g % 2);
  return {
    ruleset: palace ? ("palace" as const) : ("3up3down" as const),
    options: palace
      ? { equalAllowed: g % 2 === 0 }
      : {
          colorFour: g % 2 === 0,
          drawInsteadOfPlay: g % 4 === 1,
          reverseOnOne: g % 4 === 3,
          swap: (["none", "random", "chooseForLeft"] as const)[g % 3],
        },
    isPublic: true,
    seats: [
      { kind: "human" as const },
      ...Array.from({ length: bots }, (_, i) => ({
        kind: "bot" as const,
        level: levels[(g + i) % 3]!,
      })),
      { kind: "human" as const },
    ],
  };
}

/** Plays one game to its end with random legal moves; returns everything received. */
async function fuzzOneGame(baseURL: string, g: number): Promise<void> {
  const received: Received[] = [];
  const [alice, bob, stranger, spectator] = await Promise.all(
    Array.from({ length: 4 }, () => client(baseURL)),
  );
  const clients = [alice!, bob!, stranger!, spectator!];
  await alice!.mutate("session.playAsGuest", { name: `Ann ${g}` });
  await bob!.mutate("session.playAsGuest", { name: `Ben ${g}` });
  await stranger!.mutate("session.playAsGuest", { name: `Stu ${g}` });
  const spec = tableFor(g);
  const table = alice!.data<{ id: string; inviteCode: string }>(
    await alice!.mutate("lobby.create", spec),
  );
  const gameId = table.id;
  await bob!.mutate("lobby.join", { inviteCode: table.inviteCode });
  expect((await alice!.mutate("lobby.start", { gameId })).status).toBe(200);
  const seats: Record<string, Seat | null> = {
    alice: 0,
    bob: spec.seats.length - 1,
    stranger: null,
    spectator: null,
  };
  // Plain checks collected into lists: an expect() per payload or per card would make
  // Playwright record hundreds of thousands of steps and crawl.
  const problems: string[] = [];
  const keep = (receiver: string, payload: unknown) => {
    const version = (payload as { version?: unknown }).version;
    if (typeof version !== "number")
      problems.push(`${receiver}: a payload without a version`);
    received.push({
      receiver,
      seat: seats[receiver] ?? null,
      version: version as number,
      text: JSON.stringify(payload),
    });
  };

  const controller = new AbortController();
  let finished = false;
  let finishedStreams = 0;
  const streams = (
    [
      ["alice", alice!],
      ["bob", bob!],
      ["stranger", stranger!],
      ["spectator", spectator!],
    ] as const
  ).flatMap(([name, c]) =>
    // The one live transport: the plain stream the browser reads.
    [gameEventsUrl(baseURL, gameId)].map(async (url) => {
      const cookie = await c.cookieHeader();
      await streamEvents(url, cookie, controller.signal, (data) => {
        keep(name, data);
        if ((data as { status?: string }).status === "FINISHED") {
          finished = true;
          finishedStreams++;
        }
      });
    }),
  );

  // Seeded per game, so a failure can be replayed with the same choices.
  let rng = 0x9e3779b9 ^ g;
  const random = (n: number) => {
    rng = (Math.imul(rng ^ (rng >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return rng % n;
  };
  const humans = [
    ["alice", alice!],
    ["bob", bob!],
  ] as const;
  for (let step = 0; step < 5000 && !finished; step++) {
    let moved = false;
    for (const [name, c] of humans) {
      const legal = c.data<{ legal: { version: number; moves: Move[] } }>(
        await c.query("game.view", { gameId }),
      ).legal;
      keep(name, legal);
      if (step % 4 === 0) keep(name, c.data(await c.query("game.view", { gameId })));
      if (legal.moves.length === 0) continue;
      const move = legal.moves[random(legal.moves.length)]!;
      const result = await c.mutate("game.move", {
        gameId,
        version: legal.version,
        move,
      });
      // 409: a bot (or the other human) moved since the legal moves were read.
      if (result.status === 200) {
        keep(name, c.data(result));
        moved = true;
      } else if (result.status !== 409)
        problems.push(`${name}: HTTP ${result.status} ${JSON.stringify(result.body)}`);
    }
    if (step % 6 === 0)
      for (const [name, c] of [
        ["stranger", stranger!],
        ["spectator", spectator!],
      ] as const)
        keep(name, c.data(await c.query("game.view", { gameId })));
    const view = alice!.data<{ status: string; version: number }>(
      await alice!.query("game.view", { gameId }),
    );
    if (view.status === "FINISHED") finished = true;
    else if (!moved) await new Promise((r) => setTimeout(r, 15)); // bots to move
  }
  expect(finished, `game ${g} did not finish`).toBe(true);
  // Let the streams deliver the final position, then close them.
  await expect.poll(() => finishedStreams, { timeout: 10_000 }).toBe(streams.length);
  controller.abort();
  await Promise.allSettled(streams);

  // The record of a finished game is public: its seed and every move.
  const record = spectator!.data<{
    config: GameConfig & { seed: string };
    moves: { seat: Seat; move: Move }[];
  }>(await spectator!.query("profile.export", { gameId }));
  const states = replayStates(record.config, record.moves);
  const secrets = new Map<string, Set<string>>();
  const secretsAt = (version: number, seat: Seat | null) => {
    const key = `${version}/${seat}`;
    let set = secrets.get(key);
    if (!set) {
      const state = states[version];
      if (!state) problems.push(`no state for version ${version}`);
      set = state ? secretsFor(state, seat) : new Set<string>();
      secrets.set(key, set);
    }
    return set;
  };
  let scannedCards = 0;
  for (const r of received) {
    // The seed is what every hidden card follows from: never sent while the game runs.
    if (!r.text.includes('"FINISHED"') && r.text.includes(record.config.seed))
      problems.push(`game ${g} v${r.version}: ${r.receiver} got the seed`);
    for (const card of secretsAt(r.version, r.seat)) {
      scannedCards++;
      if (r.text.includes(`"${card}"`))
        problems.push(
          `game ${g} v${r.version}: ${r.receiver} (seat ${r.seat}) received ${card}`,
        );
    }
  }
  expect(problems.slice(0, 20), `${problems.length} problems`).toEqual([]);
  // Every client saw the game, and the scan had cards to look for.
  for (const name of Object.keys(seats))
    expect(received.filter((r) => r.receiver === name).length, name).toBeGreaterThan(3);
  expect(scannedCards).toBeGreaterThan(received.length);
  for (const c of clients) await c.http.dispose();
  counts.payloads += received.length;
  counts.moves += record.moves.length;
}

const counts = { payloads: 0, moves: 0 };

test(`${GAMES} random games over HTTP: no response or event leaks a hidden card`, async ({
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "HTTP only: one run is enough");
  test.setTimeout(600_000);
  for (let g = 0; g < GAMES; g += AT_ONCE)
    await Promise.all(
      Array.from({ length: Math.min(AT_ONCE, GAMES - g) }, (_, i) =>
        fuzzOneGame(baseURL!, g + i),
      ),
    );
  testInfo.annotations.push({
    type: "scanned",
    description: `${GAMES} games, ${counts.moves} moves, ${counts.payloads} payloads`,
  });
  console.log(
    `leak fuzz: ${GAMES} games, ${counts.moves} moves, ${counts.payloads} payloads`,
  );
});
