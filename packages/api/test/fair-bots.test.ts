// Bots think in turn by owner (issue #61, item 3): one address's guests flooding the
// bots' threads with a dozen tables' Expert turns do not hold another person's single
// Expert turn behind all of them. The bots' pool is modelled here by a thinker with one
// thread whose decisions finish when the test says (first come, first served, as
// piscina's queue is), and the order of decisions is counted, never timed. On the code
// before the bots' lane every flood turn asked before the victim's was decided first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { inlineThinker, searches, type BotThinker, type ThinkRequest } from "@3u3d/ai";
import type { Move } from "@3u3d/engine";
import { CLIENT_ADDRESS_HEADER } from "@3u3d/auth";
import type { AddressLimits } from "../src/services/address-limits";
import type { TestDatabase } from "@3u3d/db/testing";

import { createCaller, createTRPCContext } from "../src";
import { setUpHarness, testLimiter, type Harness } from "./helpers";

/**
 * A bots' pool of one thread: searching decisions are thought one at a time, first
 * come first served. While `hold()` is on, the one thinking finishes only at `step()`.
 * Decisions are made by the inline heuristic (what they are does not matter here), and
 * each one is recorded by its game, version and seat.
 */
function oneThreadPool() {
  const inline = inlineThinker();
  const waiting: { request: ThinkRequest; done: (move: Promise<Move>) => void }[] = [];
  let thinking: (typeof waiting)[number] | null = null;
  let held = false;
  /** Decisions finished, in order: "gameId/version/seat". */
  const decided: string[] = [];

  function finish() {
    const current = thinking;
    if (!current) return false;
    thinking = null;
    decided.push(current.request.options.seed ?? "?");
    current.done(inline.think({ ...current.request, level: "heuristic" }));
    begin();
    return true;
  }
  function begin() {
    if (thinking) return;
    thinking = waiting.shift() ?? null;
    if (thinking && !held) setImmediate(finish);
  }

  const thinker: BotThinker = {
    botThreads: 1,
    think: (request) => {
      if (request.advice || !searches(request.level)) return inline.think(request);
      return new Promise<Move>((resolve) => {
        waiting.push({ request, done: (move) => resolve(move) });
        begin();
      });
    },
    review: (request) => inline.review(request),
    close: () => inline.close(),
  };
  return {
    thinker,
    decided,
    hold: () => {
      held = true;
    },
    /** Finishes the decision thinking now (false: none was). */
    step: finish,
    release: () => {
      held = false;
      while (finish());
    },
  };
}

/** Lets requests, commits and the turns they wake run their course (nothing is decided while held). */
const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

describe("bots thinking in turn by owner (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  const pool = oneThreadPool();
  beforeAll(async () => ({ test, h } = await setUpHarness({ thinker: pool.thinker })));
  afterAll(async () => {
    pool.release();
    await test.drop();
  });

  /** A caller from `address`, as server.mjs stamps it (with the address limits given). */
  const from = (playerId: string, address: string, limits: Partial<AddressLimits> = {}) =>
    createCaller(() =>
      createTRPCContext(
        { ...h.deps(), addressLimits: { ...h.deps().addressLimits, ...limits } },
        { headers: new Headers({ [CLIENT_ADDRESS_HEADER]: address }), playerId },
      ),
    );

  /** A person's table against an Expert, dealt, played until it is the person's turn. */
  async function againstAnExpert(caller: ReturnType<typeof from>) {
    const { id: gameId } = await caller.lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "expert" }],
    });
    await caller.lobby.start({ gameId });
    await h.server.idle(gameId);
    return gameId;
  }

  /** The person moves (again while it is still their turn) until the bot must answer. */
  async function moveUntilTheBotsTurn(caller: ReturnType<typeof from>, gameId: string) {
    for (;;) {
      const view = await caller.game.view({ gameId });
      const move = view.legal.moves[0];
      if (!move) return;
      await caller.game.move({ gameId, version: view.version, move });
    }
  }

  it("a person's one Expert turn waits for one of a flood address's turns, not all of them", async () => {
    const flood = "203.0.113.9";
    const guests = await Promise.all(
      [0, 1, 2, 3].map(async (i) => from(await h.newPlayer(`Flood ${i}`), flood)),
    );
    const floodTables: { caller: ReturnType<typeof from>; gameId: string }[] = [];
    for (const caller of guests)
      for (let t = 0; t < 3; t++)
        floodTables.push({ caller, gameId: await againstAnExpert(caller) });
    const victim = from(await h.newPlayer("Victim"), "198.51.100.7");
    const victimGame = await againstAnExpert(victim);

    // The flood's twelve Expert turns are asked for, then the victim's one.
    pool.hold();
    for (const { caller, gameId } of floodTables)
      await moveUntilTheBotsTurn(caller, gameId);
    await settle();
    await moveUntilTheBotsTurn(victim, victimGame);
    await settle();

    // Decisions finish one at a time: how many of the flood's come before the victim's?
    const firstNew = pool.decided.length;
    const isVictims = (d: string) => d.startsWith(`${victimGame}/`);
    for (let i = 0; i < 30 && !pool.decided.slice(firstNew).some(isVictims); i++) {
      pool.step();
      await settle(30);
    }
    const before = pool.decided.slice(firstNew);
    expect(before.some(isVictims)).toBe(true);
    const floodFirst = before.slice(0, before.findIndex(isVictims));
    // The one thinking when the victim asked, and one more of the flood address's (its
    // turn came first): its four guests are one share, not four.
    expect(floodFirst.length).toBeLessThanOrEqual(2);

    // Everyone's turns are then all thought, each exactly once.
    pool.release();
    await Promise.all(
      [...floodTables.map((t) => t.gameId), victimGame].map((id) => h.server.idle(id)),
    );
    const all = pool.decided.slice(firstNew);
    expect(new Set(all).size).toBe(all.length);
    for (const { gameId } of floodTables)
      expect(all.some((d) => d.startsWith(`${gameId}/`))).toBe(true);
  });

  it("an address past its allowance of tables with an Expert still opens other tables", async () => {
    const limits = {
      botTables: testLimiter(h.deps().repositories.limits, 2),
      tables: testLimiter(h.deps().repositories.limits, 100),
    };
    const guests = await Promise.all(
      ["One", "Two"].map(async (name) =>
        from(await h.newPlayer(`Busy ${name}`), "203.0.113.20", limits),
      ),
    );
    const withBot = (level: "expert" | "tactician" | "heuristic") => ({
      seats: [{ kind: "human" as const }, { kind: "bot" as const, level }],
    });
    await guests[0]!.lobby.create(withBot("expert"));
    await guests[1]!.lobby.create(withBot("tactician"));
    // The address's third table with a searching bot waits, whichever guest asks.
    await expect(guests[0]!.lobby.create(withBot("expert"))).rejects.toThrow(
      /^Too many new tables from your address: try again in /,
    );
    // A table with a bot that does not search, or with people only, is counted only as a table.
    await guests[1]!.lobby.create(withBot("heuristic"));
    await guests[0]!.lobby.create({ seats: [{ kind: "human" }, { kind: "human" }] });
  });
});
