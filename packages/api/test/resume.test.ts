import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@3u3d/db/testing";
import { toAct } from "@3u3d/engine";
import type { GameState } from "@3u3d/engine";

import { createRepositories } from "@3u3d/db/repositories";

import { isBotSeat } from "../src/game-server/table-policy";
import { endingRules } from "../src/services/ending-rules";
import { legalOf, playToTheEnd, setUpHarness, type Harness } from "./helpers";

// After a restart the server wakes only the games that need it: a bot to move or a turn
// timer to run. The query reads the seats to act as stored with each move, so it is
// checked here against the engine's toAct and isBotSeat on real games in every kind of
// position, and the stored seats against toAct itself.
describe("games to resume after a restart (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(() => test.drop());

  async function headsUp(playerId: string): Promise<string> {
    const table = await h.as(playerId).lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "random" }],
    });
    // Without a timer (as no new table is any more: every table gets the default), so
    // that what wakes each game below is its bots alone, and `timed` is the timer case.
    await test.db.game.update({
      where: { id: table.id },
      data: { turnTimerSeconds: null },
    });
    await h.as(playerId).lobby.start({ gameId: table.id });
    await h.server.idle(table.id);
    return table.id;
  }

  /** The human plays its setup choice; the bot answers until it is the human's turn. */
  async function toHumansTurnInPlay(gameId: string, playerId: string) {
    const me = h.as(playerId);
    const { version } = await me.game.view({ gameId });
    const { moves } = await legalOf(me, { gameId });
    await me.game.move({ gameId, version, move: moves[0]! });
    await h.server.idle(gameId);
  }

  /** What the engine says: a bot seat among the seats to act, or a turn timer. */
  async function expectedFromEngine(): Promise<Set<string>> {
    const games = await test.db.game.findMany({
      where: { status: "PLAYING" },
      include: { seats: true },
    });
    return new Set(
      games
        .filter((game) => {
          const state = game.state as unknown as GameState | null;
          if (!state) return false;
          const botToAct = toAct(state).some((seat) => {
            const row = game.seats.find((s) => s.seat === seat);
            return row !== undefined && isBotSeat(row);
          });
          return botToAct || game.turnTimerSeconds !== null;
        })
        .map((game) => game.id),
    );
  }

  it("wakes games where a bot must act or a timer runs, not games waiting for a human", async () => {
    const alice = await h.newPlayer("Alice");

    // Setup: the bot has chosen, the human has not.
    const humanSetup = await headsUp(alice);
    // Play: the human's turn.
    const humanTurn = await headsUp(alice);
    await toHumansTurnInPlay(humanTurn, alice);
    // The human's seat handed to its bot with no bot run since (a crash right after a resign).
    const handedOver = await headsUp(alice);
    await toHumansTurnInPlay(handedOver, alice);
    await test.db.gameSeat.updateMany({
      where: { gameId: handedOver, seat: 0 },
      data: { botControlled: true },
    });
    // Setup with the bot's choice still to make (as right after lobby.start).
    const botSetup = await headsUp(alice);
    await test.db.$executeRaw`update "Game"
      set state = jsonb_set(state, '{seats,1,chosen}', 'null'::jsonb), acting = '{0,1}'
      where id = ${botSetup}`;
    // A table with a turn timer, waiting for the human.
    const timed = await headsUp(alice);
    await test.db.game.update({ where: { id: timed }, data: { turnTimerSeconds: 30 } });
    // A finished game.
    const finished = await headsUp(alice);
    await playToTheEnd(h, finished, alice);

    // What each commit stored as the seats to act is what the engine says of the state.
    const playing = await test.db.game.findMany({ where: { status: "PLAYING" } });
    for (const game of playing)
      expect(game.acting).toEqual(toAct(game.state as unknown as GameState));

    const { games } = createRepositories(test.db, endingRules);
    const woken = new Set(await games.gamesToResume());
    expect(woken).toEqual(new Set([handedOver, botSetup, timed]));
    expect(woken).toEqual(await expectedFromEngine());
    expect(woken.has(humanSetup) || woken.has(humanTurn) || woken.has(finished)).toBe(
      false,
    );
  });
});
