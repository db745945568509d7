// The turn timer fires at the stored deadline, however often the game is woken before
// it (a finding of the security review: every wake-up used to re-arm it at full length,
// so a player could stall a table forever), and a deadline already past fires at once.
// The deadlines are jobs in a real PostgreSQL (the turn queue), on a shrunken clock: a
// table's 30 s are 600 ms here.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createGame } from "@3u3d/engine";
import type { BotThinker } from "@3u3d/ai";
import { createTestDatabase, type TestDatabase } from "@3u3d/db/testing";

import { createBotLane } from "../src/game-server/bot-lane";
import { createBotDriver } from "../src/game-server/bots";
import type { StoredGame } from "@3u3d/db/repositories";
import { createTurnQueue } from "@3u3d/db/turn-queue";

const thinker: BotThinker = {
  think: () => Promise.reject(new Error("no bot should think here")),
  review: () => Promise.reject(new Error("nothing is analysed here")),
  close: () => Promise.resolve(),
};

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

const SCALE = 20; // a table's second is 20 ms here
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function waitingForAPerson(id: string, lastMoveAt: Date): StoredGame {
  const state = createGame({ players: 2, seed: "timer" });
  return {
    id,
    status: "PLAYING",
    version: 7,
    state,
    config: { players: 2 },
    ruleset: "3up3down",
    seatCount: 2,
    turnTimerSeconds: 30,
    inviteCode: "ABCDEFGH",
    isPublic: false,
    hostPlayerId: "p0",
    championshipId: null,
    startedAt: lastMoveAt,
    finishedAt: null,
    rematch: null,
    rated: true,
    hintsUsed: false,
    lastMoveAt,
    // Both seats are people: nobody but the timer may move.
    seats: [0, 1].map((seat) => ({
      seat,
      playerId: `p${seat}`,
      botLevel: null,
      botControlled: false,
      displayName: `P${seat}`,
      account: false,
    })),
    moveEvents: [],
    stateBytes: 0,
    eventBytes: 0,
  };
}

describe("turn timer", () => {
  const driverFor = (game: StoredGame, fired: { version: number; at: number }[]) =>
    createBotDriver({
      load: () => Promise.resolve(game),
      play: () => Promise.reject(new Error("no bot should play here")),
      timeout: (_gameId, version) => {
        fired.push({ version, at: Date.now() });
        return Promise.resolve();
      },
      thinker,
      lane: createBotLane({ inFlight: 1 }),
      ownerOf: (game) => ({ person: game.hostPlayerId ?? game.id, address: null }),
      queue: (run) => createTurnQueue(test.db, run),
      delayMs: 0,
      expertTimeMs: 10,
      timerMs: (seconds) => seconds * SCALE,
    });

  it("fires once, at the stored deadline, however often the game is woken", async () => {
    const game = waitingForAPerson("g1", new Date());
    const deadline = game.lastMoveAt!.getTime() + 30 * SCALE;
    const fired: { version: number; at: number }[] = [];
    const driver = driverFor(game, fired);
    // Woken every 20 ms until just before the deadline (moves elsewhere, seat changes, a
    // player's clicks): each wake-up schedules the same deadline, which stays one job.
    while (Date.now() < deadline - 60) {
      driver.wake(game.id, "changed");
      await driver.idle(game.id);
      await sleep(SCALE);
    }
    expect(fired).toEqual([]);
    await sleep(deadline + 1_500 - Date.now());
    expect(fired.map((f) => f.version)).toEqual([7]);
    // Not before the deadline, and well within the 2 s the issue allows after it.
    expect(fired[0]!.at).toBeGreaterThanOrEqual(deadline);
    expect(fired[0]!.at).toBeLessThan(deadline + 1_000);
    await driver.dispose();
  });

  it("after a restart, fires at once for a deadline that has already passed", async () => {
    const game = waitingForAPerson("g2", new Date(Date.now() - 60 * SCALE));
    const fired: { version: number; at: number }[] = [];
    const driver = driverFor(game, fired);
    const woken = Date.now();
    driver.wake(game.id, "resumed");
    await driver.idle(game.id);
    while (fired.length === 0 && Date.now() < woken + 2_000) await sleep(10);
    expect(fired.map((f) => f.version)).toEqual([7]);
    expect(fired[0]!.at - woken).toBeLessThan(1_000);
    await driver.dispose();
  });
});
