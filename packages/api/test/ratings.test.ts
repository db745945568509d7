// Ratings rate what a person played: a seat their bot finished for them (after a resign
// or timeouts) ranks last, so resigning to a strong bot cannot farm rating, and it stays
// last when the person takes the seat back for the finish; a game the last person left
// ends there (abandoned) and is rated the same way, the leaver scored as at any end.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@3u3d/db/testing";

import { createCaller, createTRPCContext } from "../src";
import { scoreCards, scoresOf } from "@3u3d/engine";

import { decodeState } from "@3u3d/db/repositories";
import { BOT_MU } from "@3u3d/ai";

import { botStrength, ratingRanks } from "../src/services/ratings";
import {
  legalOf,
  playToTheEnd,
  setUpHarness,
  testLimiter,
  type Harness,
} from "./helpers";

const seat = (
  n: number,
  playerId: string | null,
  botControlled = false,
  resigned = botControlled,
) => ({
  seat: n,
  playerId,
  botLevel: playerId ? null : "random",
  botControlled,
  resigned,
  account: playerId !== null,
});

describe("rating ranks", () => {
  it("a person whose bot finished the game ranks last, even when the bot won", () => {
    const seats = [seat(0, "p0", true), seat(1, null), seat(2, "p2")];
    expect(ratingRanks(seats, [0, 2], [0, 0, 30])).toEqual([3, 2, 1]);
  });

  it("the leaver ranks below the last who stayed instead of tying with them", () => {
    // Seat 1 finished last of the three, but played to the end: it still beats the
    // leaver. A tie would have raised the leaver's rating if seat 1 is the stronger.
    const seats = [seat(0, "p0", true), seat(1, "p1"), seat(2, "p2"), seat(3, "p3")];
    expect(ratingRanks(seats, [2, 0, 3], [0, 40, 0, 0])).toEqual([4, 3, 1, 2]);
  });

  it("people who left together share the last rank; ties among those who stayed hold", () => {
    const seats = [
      seat(0, "p0", true),
      seat(1, "p1", true),
      seat(2, "p2"),
      seat(3, "p3"),
    ];
    // Seat 0 went out; seats 2 and 3 tie on points behind it.
    expect(ratingRanks(seats, [0], [0, 5, 20, 20])).toEqual([3, 3, 1, 1]);
  });

  it("a person who resigned and took the seat back still ranks last", () => {
    const seats = [seat(0, "p0", false, true), seat(1, null), seat(2, "p2")];
    expect(ratingRanks(seats, [0, 2], [0, 0, 30])).toEqual([3, 2, 1]);
  });
});

describe("bot strengths in ratings", () => {
  it("rates a bot as the ladder measured it at that table size", () => {
    expect(botStrength("palace", 2, "expert").mu).toBe(BOT_MU.palace.headsUp.expert);
    for (const players of [3, 4, 12])
      expect(botStrength("3up3down", players, "expert").mu).toBe(
        BOT_MU["3up3down"].fourPlayers.expert,
      );
    // With four at a table luck counts for more: the levels are measured closer together.
    const span = (players: number) =>
      botStrength("3up3down", players, "expert").mu -
      botStrength("3up3down", players, "random").mu;
    expect(span(4)).toBeLessThan(span(2));
    expect(botStrength("3up3down", 2, "no such level").mu).toBe(
      BOT_MU["3up3down"].headsUp.heuristic,
    );
  });
});

describe("resigning (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(() => test.drop());

  it("the last person to leave ends the game: abandoned, rated as a loss, replayable", async () => {
    const quitter = await h.newAccount("Quitter");
    const me = h.as(quitter);
    for (let game = 0; game < 3; game++) {
      const table = await me.lobby.create({
        seats: [{ kind: "human" }, { kind: "bot", level: "random" }],
      });
      await me.lobby.start({ gameId: table.id });
      await h.server.idle(table.id); // the bot has chosen its face-up cards
      // The leaver lays out their cards too, so they hold a hand and table cards.
      const { version, legal } = await me.game.view({ gameId: table.id });
      await me.game.move({ gameId: table.id, version, move: legal.moves[0]! });
      await h.server.idle(table.id);
      const before = await test.db.game.findUniqueOrThrow({ where: { id: table.id } });
      await me.game.resign({ gameId: table.id });
      const ended = await test.db.game.findUniqueOrThrow({ where: { id: table.id } });
      expect(ended.status).toBe("ABANDONED");
      expect(ended.version).toBe(before.version); // not even one move for the leaver
      // The leaver is scored as losing at that moment would score (R-SCORE): the cards
      // in hand, not the table cards, which the table's rules do not count.
      const state = decodeState(ended.state);
      const held = state.seats[0]!;
      expect(held.hand).toHaveLength(3);
      expect(held.faceUp.length + held.faceDown.length).toBe(6);
      const result = await test.db.gameResult.findUniqueOrThrow({
        where: { gameId: table.id },
      });
      expect((result.scores as number[])[0]).toBe(scoreCards("3up3down", held.hand));
      expect((result.scores as number[])[0]).toBe(scoresOf(state)[0]);
      // Nobody plays on for an empty room: no bot moves after the end.
      await h.server.idle(table.id);
      await new Promise((r) => setTimeout(r, 100));
      const after = await test.db.game.findUniqueOrThrow({ where: { id: table.id } });
      expect(after.version).toBe(ended.version);
      const view = await me.game.view({ gameId: table.id });
      expect(view.status).toBe("ABANDONED");
      expect(view.legal.moves).toEqual([]);
      // The record says how it ended, and the replay stops where the game did.
      const replay = await me.profile.replay({ gameId: table.id, seat: 0 });
      expect(replay.abandoned).toBe(true);
      expect(replay.total).toBe(ended.version + 1);
      expect((await me.profile.export({ gameId: table.id })).abandoned).toBe(true);
    }
    // Replays cost CPU per page: one address gets a generous allowance, then waits.
    const [one] = (await me.profile.history({})).rows;
    const tight = {
      ...h.deps().addressLimits,
      replays: testLimiter(h.deps().repositories.limits, 2),
    };
    const fromOneAddress = createCaller(() =>
      createTRPCContext(
        { ...h.deps(), addressLimits: tight },
        {
          headers: new Headers({ "x-3u3d-client-address": "203.0.113.9" }),
          playerId: quitter,
        },
      ),
    );
    const gameId = one!.gameId;
    await fromOneAddress.profile.replay({ gameId, seat: null });
    await fromOneAddress.profile.export({ gameId });
    const refused: unknown = await fromOneAddress.profile
      .replay({ gameId, seat: null })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect(String((refused as Error).message)).toMatch(
      /^Too many replay requests from your address: try again in \d+ seconds?\.$/,
    );

    const history = await me.profile.history({});
    expect(history.total).toBe(3);
    expect(history.rows.every((row) => row.abandoned)).toBe(true);
    const rating = await test.db.rating.findUniqueOrThrow({
      where: { playerId_ruleset: { playerId: quitter, ruleset: "3up3down" } },
    });
    expect(rating.games).toBe(3);
    expect(rating.wins).toBe(0);
    expect(rating.mu).toBeLessThan(25); // three last places from the starting rating
  });
});

describe("resigning, then taking the seat back (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(() => test.drop());

  // The exploit (issue #37, item 4): resign, let the bot play the seat until it has gone
  // out first, take the seat back, and be rated on the bot's win. Tables are played
  // until the resigned seat's bot goes out first (a handful at most); the game goes on
  // after the winner (E-CONTINUE), so there is a finish to take the seat back for.
  it("the seat stays resigned: rated last and credited no win, whatever its bot did", async () => {
    const [comeback, steady] = [
      await h.newAccount("Comeback"),
      await h.newAccount("Steady"),
    ];
    for (let attempt = 0; attempt < 12; attempt++) {
      const table = await h.as(comeback).lobby.create({
        seats: [{ kind: "human" }, { kind: "human" }, { kind: "bot", level: "random" }],
        options: { continueAfterWinner: true },
      });
      await h.as(steady).lobby.join({ inviteCode: table.inviteCode });
      await h.as(comeback).lobby.start({ gameId: table.id });
      await h.server.idle(table.id);
      await h.as(comeback).game.resign({ gameId: table.id });
      // Steady plays; the bots play the other two seats, until Comeback's seat is out.
      let wonByBot = false;
      for (let turn = 0; turn < 5000; turn++) {
        await h.server.idle(table.id);
        const game = await test.db.game.findUniqueOrThrow({ where: { id: table.id } });
        if (game.status !== "PLAYING") break;
        if (decodeState(game.state).seats[0]!.out) {
          wonByBot = true;
          break;
        }
        const legal = await legalOf(h.as(steady), { gameId: table.id });
        if (legal.moves.length > 0)
          await h.as(steady).game.move({
            gameId: table.id,
            version: legal.version,
            move: legal.moves[0]!,
          });
      }
      if (!wonByBot) continue; // the bot did not go out first at this table: another
      await h.as(comeback).game.takeBack({ gameId: table.id });
      await playToTheEnd(h, table.id, steady);

      const result = await test.db.gameResult.findUniqueOrThrow({
        where: { gameId: table.id },
      });
      expect(result.winnerSeat).toBe(0); // the bot won for Comeback...
      // ...and Comeback is rated last, with no win.
      const changes = await h.as(comeback).game.ratingChanges({ gameId: table.id });
      expect(changes!.seats[0]!.after).toBeLessThan(changes!.seats[0]!.before);
      const rating = await test.db.rating.findUniqueOrThrow({
        where: { playerId_ruleset: { playerId: comeback, ruleset: "3up3down" } },
      });
      expect(rating.wins).toBe(0);
      const seatRow = await test.db.gameSeat.findUniqueOrThrow({
        where: { gameId_seat: { gameId: table.id, seat: 0 } },
      });
      // The seat remembers the resign after the take-back.
      expect(seatRow).toMatchObject({ botControlled: false, resigned: true });
      return;
    }
    throw new Error("the resigned seat's bot never went out first in 12 tables");
  });
});
