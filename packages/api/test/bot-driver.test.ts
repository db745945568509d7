// The turn timer fires at the stored deadline, however often the game is woken before
// it (a finding of the security review: every wake-up used to re-arm it at full length,
// so a player could stall a table forever). Fake timers: no waiting, no flakiness.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { createGame } from "@3u3d/engine";
import type { BotThinker } from "@3u3d/ai";

import { createBotDriver } from "../src/game-server/bots";
import type { StoredGame } from "../src/game-server/repository";

const thinker: BotThinker = {
  think: () => Promise.reject(new Error("no bot should think here")),
  close: () => Promise.resolve(),
};

function waitingForAPerson(lastMoveAt: Date): StoredGame {
  const state = createGame({ players: 2, seed: "timer" });
  return {
    id: "g1",
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
    lastMoveAt,
    // Both seats are people: nobody but the timer may move.
    seats: [0, 1].map((seat) => ({
      seat,
      playerId: `p${seat}`,
      botLevel: null,
      botControlled: false,
      displayName: `P${seat}`,
    })),
    moveEvents: [],
    stateBytes: 0,
    eventBytes: 0,
  };
}

describe("turn timer", () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it("fires once, at the stored deadline, however often the game is woken", async () => {
    const game = waitingForAPerson(new Date(Date.now()));
    const fired: { version: number; at: number }[] = [];
    const driver = createBotDriver({
      load: () => Promise.resolve(game),
      play: () => Promise.reject(new Error("no bot should play here")),
      timeout: (_gameId, version) => {
        fired.push({ version, at: Date.now() });
        return Promise.resolve();
      },
      thinker,
      delayMs: 0,
      expertTimeMs: 10,
      timerMs: (seconds) => seconds * 1000,
    });
    // Woken every second for 29 s (moves elsewhere, seat changes, a player's clicks).
    for (let second = 0; second < 29; second++) {
      driver.wake(game.id);
      await driver.idle(game.id);
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(fired).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fired).toEqual([{ version: 7, at: 1_000_000 + 30_000 }]);
    await driver.dispose();
  });

  it("after a restart, fires at once for a deadline that has already passed", async () => {
    const game = waitingForAPerson(new Date(Date.now() - 60_000));
    const fired: number[] = [];
    const driver = createBotDriver({
      load: () => Promise.resolve(game),
      play: () => Promise.reject(new Error("no bot should play here")),
      timeout: (_gameId, version) => {
        fired.push(version);
        return Promise.resolve();
      },
      thinker,
      delayMs: 0,
      expertTimeMs: 10,
      timerMs: (seconds) => seconds * 1000,
    });
    driver.wake(game.id);
    await driver.idle(game.id);
    await vi.advanceTimersByTimeAsync(0);
    expect(fired).toEqual([7]);
    await driver.dispose();
  });
});
