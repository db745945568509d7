// Post-game analysis: after the game, each decision of a person's seat is judged by the
// expert from that seat's view at the time, in steps run by the turn queue; the key
// moments are the biggest drops. Stored once per game and seat.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { reviewDecision } from "@3u3d/ai";
import { redactEvent, viewFor } from "@3u3d/engine";
import type { TestDatabase } from "@3u3d/db/testing";

import {
  decisionsOf,
  KEY_MOMENT_DROP,
  type JudgedDecision,
} from "../src/game-server/analysis";
import { playToTheEnd, setUpHarness, type Harness } from "./helpers";

describe("post-game analysis (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(() => test.drop());

  const shortGame = async (playerId: string) => {
    const me = h.as(playerId);
    const table = await me.lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "heuristic" }],
      options: { colors: ["red", "green"] },
    });
    await me.lobby.start({ gameId: table.id });
    return table.id;
  };

  it("judges the player's own decisions from their view, in steps, once; key moments are the biggest drops", async () => {
    const player = await h.newPlayer("Student");
    const me = h.as(player);
    const gameId = await shortGame(player);
    await expect(me.profile.analyse({ gameId })).rejects.toThrow(
      "A game can be analysed once it is over.",
    );
    await playToTheEnd(h, gameId, player);
    expect(await me.profile.analysis({ gameId })).toMatchObject({ status: "none" });

    const started = await me.profile.analyse({ gameId });
    expect(started.status).not.toBe("none");
    let summary = started;
    for (let i = 0; i < 600 && summary.status !== "done"; i++) {
      await new Promise((r) => setTimeout(r, 100));
      summary = await me.profile.analysis({ gameId });
      expect(summary.done).toBeLessThanOrEqual(summary.total);
    }
    expect(summary.status).toBe("done");
    expect(summary.total).toBeGreaterThan(0);

    // Asking again changes nothing: one analysis per game and seat.
    expect(await me.profile.analyse({ gameId })).toEqual(summary);
    expect(await test.db.gameAnalysis.count({ where: { gameId } })).toBe(1);

    // Every review is of one of this seat's own decisions, judged from its view then:
    // the stored review is exactly what the expert says from that view and history.
    const record = (await h.server.master.finishedRecord(gameId, "en"))!;
    const decisions = decisionsOf(record, summary.seat);
    const row = await test.db.gameAnalysis.findUniqueOrThrow({
      where: { gameId_seat: { gameId, seat: summary.seat } },
    });
    const reviews = row.reviews as unknown as JudgedDecision[];
    expect(reviews.length).toBeGreaterThan(0);
    for (const review of reviews) {
      expect(record.moves[review.seq - 1]).toMatchObject({
        seat: summary.seat,
        byBot: false,
      });
      expect(review.bestChance).toBeGreaterThanOrEqual(review.playedChance);
    }
    const first = decisions[0]!;
    const seat = summary.seat;
    expect(reviews[0]).toEqual({
      seq: first.seq,
      ...reviewDecision(
        viewFor(first.before, seat),
        first.before.log.map((e) => redactEvent(e, seat)),
        first.played,
        `${gameId}/${first.seq}`,
      ),
    });
    // Key moments: the biggest drops, biggest first, none below the threshold.
    const drops = summary.keyMoments.map((k) => k.bestChance - k.playedChance);
    expect(drops).toEqual([...drops].sort((a, b) => b - a));
    for (const drop of drops) expect(drop).toBeGreaterThanOrEqual(KEY_MOMENT_DROP);
  });

  it("only for the people who played the game", async () => {
    const [player, stranger] = [
      await h.newPlayer("Owner"),
      await h.newPlayer("Stranger"),
    ];
    const gameId = await shortGame(player);
    await playToTheEnd(h, gameId, player);
    // An invite-only game is not there for a stranger at all (private-not-found.test.ts).
    await expect(h.as(stranger).profile.analyse({ gameId })).rejects.toThrow(
      "Game not found.",
    );
    await expect(h.as(null).profile.analysis({ gameId })).rejects.toThrow();
    expect(await test.db.gameAnalysis.count({ where: { gameId } })).toBe(0);
  });
});
