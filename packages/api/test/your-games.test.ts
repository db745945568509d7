import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@3u3d/db/testing";
import type { GameState } from "@3u3d/engine";

import { DEFAULT_TURN_TIMER_SECONDS } from "../src/turn-timers";
import { gameSecrets, legalOf, setUpHarness, type Harness } from "./helpers";

// A card code as a whole JSON string ("7b", "10k", "Cr", "C1o", "QS"…): ids and names
// are longer, so a match can only be a card that leaked.
const CARD_STRING =
  /"(?:(?:[1-9]|10)[roygbpk]|C[12]?[roygbpk]|(?:[2-9]|10|[JQKA])[CDHS])"/;

describe("your games: lobby.mine (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(() => test.drop());

  it("lists only the caller's waiting and running tables, with the right turn flag", async () => {
    const ann = await h.newPlayer("Ann");
    const bob = await h.newPlayer("Bob");
    const cy = await h.newPlayer("Cy");
    // Cy's own game is nobody else's business.
    const cysGame = await h.as(cy).lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "beginner" }],
    });
    await h.as(cy).lobby.start({ gameId: cysGame.id });
    // Ann and Bob at one table, dealt: both choose face-up cards at once (R-SETUP).
    const duel = await h.as(ann).lobby.create({
      seats: [{ kind: "human" }, { kind: "human" }],
    });
    await h.as(bob).lobby.join({ inviteCode: duel.inviteCode });
    await h.as(ann).lobby.start({ gameId: duel.id });
    // A public table of Bob's still waiting for a fourth player.
    const waiting = await h.as(bob).lobby.create({
      seats: [
        { kind: "human" },
        { kind: "human" },
        { kind: "human" },
        { kind: "bot", level: "random" },
      ],
      isPublic: true,
    });
    await h.as(ann).lobby.join({ gameId: waiting.id });

    const anns = await h.as(ann).lobby.mine();
    expect(anns.tables.map((t) => t.gameId).sort()).toEqual([duel.id, waiting.id].sort());
    expect(anns.championships).toEqual([]);
    const duelRow = anns.tables.find((t) => t.gameId === duel.id)!;
    expect(duelRow.deadline).toBeInstanceOf(Date);
    expect(duelRow).toEqual({
      gameId: duel.id,
      ruleset: "3up3down",
      status: "PLAYING",
      opponents: ["Bob"],
      seatsTaken: 2,
      seatCount: 2,
      yourTurn: true,
      waitingFor: ["Bob"],
      botPlaying: false,
      championship: null,
      // Made without a timer, the table has the default one: its deadline is shown.
      turnTimerSeconds: DEFAULT_TURN_TIMER_SECONDS,
      deadline: duelRow.deadline,
    });
    // Her turn comes first in the list.
    expect(anns.tables[0]!.gameId).toBe(duel.id);
    expect(anns.tables.find((t) => t.gameId === waiting.id)).toMatchObject({
      status: "LOBBY",
      opponents: ["Bob", "Dev (Rookie)"],
      seatsTaken: 3,
      seatCount: 4,
      yourTurn: false,
      waitingFor: [],
    });

    // Ann chooses her face-up cards: now only Bob must act.
    const { moves } = await legalOf(h.as(ann), { gameId: duel.id });
    await h.as(ann).game.move({ gameId: duel.id, version: 0, move: moves[0]! });
    const after = (await h.as(ann).lobby.mine()).tables.find((t) => t.gameId === duel.id);
    expect(after).toMatchObject({ yourTurn: false, waitingFor: ["Bob"] });
    const bobs = await h.as(bob).lobby.mine();
    expect(bobs.tables.find((t) => t.gameId === duel.id)).toMatchObject({
      yourTurn: true,
      waitingFor: [],
      opponents: ["Ann"],
    });
    expect(bobs.tables.map((t) => t.gameId)).not.toContain(cysGame.id);

    // The flag agrees with the moves the table offers each of them.
    for (const player of [ann, bob]) {
      const row = (await h.as(player).lobby.mine()).tables.find(
        (t) => t.gameId === duel.id,
      )!;
      const legal = await legalOf(h.as(player), { gameId: duel.id });
      expect(row.yourTurn).toBe(legal.moves.length > 0);
    }
    // And in play, turn after turn (read from the stored state, as the engine's toAct).
    const bobSetup = await legalOf(h.as(bob), { gameId: duel.id });
    await h.as(bob).game.move({
      gameId: duel.id,
      version: bobSetup.version,
      move: bobSetup.moves[0]!,
    });
    for (let turn = 0; turn < 6; turn++) {
      for (const player of [ann, bob]) {
        const row = (await h.as(player).lobby.mine()).tables.find(
          (t) => t.gameId === duel.id,
        )!;
        const legal = await legalOf(h.as(player), { gameId: duel.id });
        expect(row.yourTurn).toBe(legal.moves.length > 0);
        if (legal.moves.length > 0)
          await h.as(player).game.move({
            gameId: duel.id,
            version: legal.version,
            move: legal.moves[0]!,
          });
      }
    }
  });

  it("sends no cards, seed or state of any game", async () => {
    const dee = await h.newPlayer("Dee");
    const table = await h.as(dee).lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "heuristic" }],
    });
    await h.as(dee).lobby.start({ gameId: table.id });
    await h.server.idle(table.id);
    const mine = await h.as(dee).lobby.mine();
    const payload = JSON.stringify(mine);
    const { seed, stateNow } = await gameSecrets(test.db, table.id);
    const state: GameState = await stateNow();
    expect(payload).not.toContain(seed);
    expect(payload).not.toMatch(CARD_STRING);
    expect(state.seats[0]!.six.length).toBeGreaterThan(0); // the cards are there to leak
    expect(Object.keys(mine.tables[0]!).sort()).toEqual(
      [
        "botPlaying",
        "championship",
        "deadline",
        "gameId",
        "opponents",
        "ruleset",
        "seatCount",
        "seatsTaken",
        "status",
        "turnTimerSeconds",
        "waitingFor",
        "yourTurn",
      ].sort(),
    );
  });

  it("a seat handed to its bot is listed as the bot's to play, never as the caller's turn", async () => {
    const eve = await h.newPlayer("Eve");
    const table = await h.as(eve).lobby.create({
      seats: [{ kind: "human" }, { kind: "human" }, { kind: "bot", level: "beginner" }],
      isPublic: true,
    });
    const fay = await h.newPlayer("Fay");
    await h.as(fay).lobby.join({ gameId: table.id });
    await h.as(eve).lobby.start({ gameId: table.id });
    await h.as(eve).game.resign({ gameId: table.id });
    await h.server.idle(table.id);
    const row = (await h.as(eve).lobby.mine()).tables.find((t) => t.gameId === table.id);
    expect(row).toMatchObject({ botPlaying: true, yourTurn: false });
  });

  it("lists championships in progress and names the championship game of a table", async () => {
    const gus = await h.newPlayer("Gus");
    const created = await h.as(gus).championship.create({
      name: "Winter cup",
      seats: [{ kind: "human" }, { kind: "bot", level: "beginner" }],
      games: 3,
    });
    const mine = await h.as(gus).lobby.mine();
    expect(mine.championships).toEqual([
      {
        id: created.championshipId,
        name: "Winter cup",
        ruleset: "3up3down",
        targetGames: 3,
        targetScore: null,
        gamesDealt: 1,
        gameId: created.gameId,
      },
    ]);
    expect(mine.tables).toEqual([
      expect.objectContaining({
        gameId: created.gameId,
        status: "LOBBY",
        championship: { id: created.championshipId, name: "Winter cup", game: 1 },
      }),
    ]);
    // Nobody else sees it.
    const stranger = await h.newPlayer("Hal");
    expect(await h.as(stranger).lobby.mine()).toEqual({ tables: [], championships: [] });
  });

  it("an anonymous visitor gets empty lists and no guest is made", async () => {
    const before = await test.db.player.count();
    expect(await h.as(null).lobby.mine()).toEqual({ tables: [], championships: [] });
    expect(await test.db.player.count()).toBe(before);
  });
});
