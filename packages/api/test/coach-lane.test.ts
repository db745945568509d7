// The coach in its own lane (issue #37, item 2): a hint is searched once per position
// and seat; hints and reviews run a few at a time per instance and a full queue is
// refused in words; guests from one address share its limits; and while the coach is
// busy (its work held here), live bots still take their turns at their own level.
// Everything is counted through the game server's thinker seam, never timed.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { inlineThinker, type BotThinker, type ThinkRequest } from "@3u3d/ai";
import { CLIENT_ADDRESS_HEADER } from "@3u3d/auth";
import type { TestDatabase } from "@3u3d/db/testing";

import { createCaller, createTRPCContext } from "../src";
import { COACH_BUSY } from "../src/game-server/coach-lane";
import { speak } from "../src/words";
import { playToTheEnd, setUpHarness, testLimiter, type Harness } from "./helpers";

/**
 * A thinker that counts: hints searched, coach work running at once, live bots'
 * decisions by level. While `hold()` is on, coach work waits (having started) until
 * `release()`.
 */
function countingThinker() {
  const inline = inlineThinker();
  let held: (() => void)[] | null = null;
  const seen = {
    hintsSearched: 0,
    coachRunning: 0,
    mostCoachRunning: 0,
    liveLevels: [] as ThinkRequest["level"][],
  };
  async function coachWork<T>(work: () => Promise<T>): Promise<T> {
    seen.coachRunning++;
    seen.mostCoachRunning = Math.max(seen.mostCoachRunning, seen.coachRunning);
    try {
      if (held) await new Promise<void>((resolve) => held!.push(resolve));
      return await work();
    } finally {
      seen.coachRunning--;
    }
  }
  const thinker: BotThinker = {
    think: (request) => {
      if (!request.advice) {
        seen.liveLevels.push(request.level);
        return inline.think(request);
      }
      return coachWork(() => {
        seen.hintsSearched++;
        return inline.think(request);
      });
    },
    review: (request) => coachWork(() => inline.review(request)),
    close: () => inline.close(),
  };
  return {
    thinker,
    seen,
    hold: () => {
      held = [];
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const resume of waiting) resume();
    },
  };
}

/** The refusal of an address's limit (a TOO_MANY_REQUESTS), in words. */
const tooMany = (what: string) =>
  new RegExp(`^Too many ${what} from your address: try again in \\d+ seconds?\\.$`, "u");

/** Until `done()`, a few milliseconds at a time, at most `turns` times. */
async function until(done: () => boolean, turns = 2000) {
  for (let i = 0; i < turns && !done(); i++)
    await new Promise((resolve) => setTimeout(resolve, 5));
}

describe("the coach's lane (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  const counting = countingThinker();
  beforeAll(
    async () =>
      ({ test, h } = await setUpHarness({
        thinker: counting.thinker,
        coachLane: { inFlight: 1, waiting: 2 },
      })),
  );
  afterEach(() => counting.release()); // a failed test leaves no coach work held
  afterAll(() => test.drop());

  /** A new guest's game against a bot (Rookie unless said), dealt and waiting for them. */
  const againstABot = async (name: string, level: "random" | "expert" = "random") => {
    const player = await h.newPlayer(name);
    const table = await h.as(player).lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level }],
      options: { colors: ["red", "green"] }, // a short game
    });
    await h.as(player).lobby.start({ gameId: table.id });
    await h.server.idle(table.id);
    return { player, gameId: table.id };
  };

  /** A caller from `address` (as server.mjs stamps it), with the address limits given. */
  const fromAddress = (
    playerId: string,
    address: string,
    limits: Partial<ReturnType<Harness["deps"]>["addressLimits"]>,
  ) =>
    createCaller(() =>
      createTRPCContext(
        { ...h.deps(), addressLimits: { ...h.deps().addressLimits, ...limits } },
        { headers: new Headers({ [CLIENT_ADDRESS_HEADER]: address }), playerId },
      ),
    );

  it("the same position and seat get the same hint, searched once", async () => {
    const { player, gameId } = await againstABot("Asker");
    const me = h.as(player);
    const { version } = await me.game.view({ gameId });
    const before = counting.seen.hintsSearched;
    const first = await me.game.hint({ gameId, version });
    const again = await Promise.all(
      Array.from({ length: 4 }, () => me.game.hint({ gameId, version })),
    );
    for (const hint of again) expect(hint).toEqual(first);
    expect(counting.seen.hintsSearched - before).toBe(1);

    // The next position is a new question.
    await me.game.move({ gameId, version, move: first.move });
    await h.server.idle(gameId);
    const next = await me.game.view({ gameId });
    await me.game.hint({ gameId, version: next.version });
    await me.game.hint({ gameId, version: next.version });
    expect(counting.seen.hintsSearched - before).toBe(2);
  });

  it("one hint is searched at a time, two wait, the next are refused in words and leave their games rated", async () => {
    const askers = await Promise.all(
      ["Ann", "Ben", "Cat", "Dan", "Eve"].map((name) => againstABot(name)),
    );
    counting.hold();
    let refused = 0;
    const asks = askers.map(async ({ player, gameId }) => {
      const me = h.as(player);
      const { version } = await me.game.view({ gameId });
      return me.game.hint({ gameId, version }).catch((error: unknown) => {
        refused++;
        throw error;
      });
    });
    const settled = Promise.allSettled(asks);
    // Every ask has either reached the coach or been refused (the others wait).
    await until(() => refused + counting.seen.coachRunning >= 3);
    expect(counting.seen.coachRunning).toBe(1);
    expect(refused).toBe(2);
    counting.release();
    const answers = await settled;
    const given = answers.filter((a) => a.status === "fulfilled");
    const refusals = answers.flatMap((a): unknown[] =>
      a.status === "rejected" ? [a.reason] : [],
    );
    expect(given).toHaveLength(3);
    expect(refusals).toHaveLength(2);
    for (const refusal of refusals)
      expect(refusal).toMatchObject({
        code: "TOO_MANY_REQUESTS",
        message: speak("en", COACH_BUSY),
      });
    expect(counting.seen.mostCoachRunning).toBe(1);
    // A refused ask gave no hint: its game is not marked, so it stays rated.
    const marks = await test.db.game.findMany({
      where: { id: { in: askers.map((a) => a.gameId) } },
      select: { hintsUsed: true },
    });
    expect(marks.filter((m) => m.hintsUsed)).toHaveLength(3);
  });

  it("guests from one address share its hint and analysis limits; another address is not held up", async () => {
    const hints = testLimiter(h.deps().repositories.limits, 3);
    const guests = await Promise.all(
      ["G1", "G2", "G3", "G4"].map((name) => againstABot(name)),
    );
    const hintFrom = async (
      guest: { player: string; gameId: string },
      address: string,
    ) => {
      const caller = fromAddress(guest.player, address, { hints });
      const { version } = await caller.game.view({ gameId: guest.gameId });
      return caller.game.hint({ gameId: guest.gameId, version });
    };
    for (const guest of guests.slice(0, 3)) await hintFrom(guest, "203.0.113.7");
    await expect(hintFrom(guests[3]!, "203.0.113.7")).rejects.toThrow(tooMany("hints"));
    await hintFrom(guests[3]!, "198.51.100.20");

    const analyses = testLimiter(h.deps().repositories.limits, 1);
    const [first, second] = guests;
    await Promise.all(
      [first!, second!].map((guest) => playToTheEnd(h, guest.gameId, guest.player)),
    );
    await fromAddress(first!.player, "203.0.113.7", { analyses }).profile.analyse({
      gameId: first!.gameId,
    });
    await expect(
      fromAddress(second!.player, "203.0.113.7", { analyses }).profile.analyse({
        gameId: second!.gameId,
      }),
    ).rejects.toThrow(tooMany("analyses"));
  });

  it("while the coach is busy (analyses and hints held), a live Expert still takes its turns, as the Expert", async () => {
    // More analyses than the turn queue has workers (8): each step waits for the coach.
    const finished = await Promise.all(
      Array.from({ length: 9 }, (_, i) => againstABot(`Student ${i}`)),
    );
    await Promise.all(
      finished.map(({ player, gameId }) => playToTheEnd(h, gameId, player)),
    );
    counting.hold();
    for (const { player, gameId } of finished)
      await h.as(player).profile.analyse({ gameId });
    // The coach has taken a review and holds it: every other step and hint waits.
    await until(() => counting.seen.coachRunning >= 1);
    const waiting = await againstABot("Hint flood");
    const flood = Array.from({ length: 3 }, async () => {
      const me = h.as(waiting.player);
      const { version } = await me.game.view({ gameId: waiting.gameId });
      return me.game.hint({ gameId: waiting.gameId, version }).catch(() => null);
    });

    // Meanwhile someone plays the Expert: every bot turn is taken, at the Expert's level.
    const levelsBefore = counting.seen.liveLevels.length;
    const live = await againstABot("Live player", "expert");
    const me = h.as(live.player);
    for (let turn = 0; turn < 6; turn++) {
      await h.server.idle(live.gameId);
      const view = await me.game.view({ gameId: live.gameId });
      if (view.status !== "PLAYING") break;
      const move = view.legal.moves[0];
      if (move) await me.game.move({ gameId: live.gameId, version: view.version, move });
    }
    await h.server.idle(live.gameId);
    const liveLevels = counting.seen.liveLevels.slice(levelsBefore);
    expect(liveLevels.filter((level) => level === "expert").length).toBeGreaterThan(0);
    expect(counting.seen.coachRunning).toBe(1); // the coach was held all along
    counting.release();
    await Promise.all(flood);
  });
});
