// The games repository's contract, run against both implementations: PostgreSQL's and
// the in-memory one the game server's unit tests use. Whatever passes here may stand
// in for the other, so a test of the game server in memory says something true about
// the server in production.
/* eslint-disable @typescript-eslint/require-await -- the memory fixture answers at once behind the same async shape */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { applyMove, createGame, legalMoves, outcome, toAct } from "@3u3d/engine";
import type { GameState, Move } from "@3u3d/engine";

import {
  createMemoryGames,
  createPostgresGames,
  type AchievementRule,
  type GameRepository,
  type MoveRecord,
  type NewTableRow,
  type StoredGame,
} from "../src/repositories";
import { createTestDatabase, pointForTheWinner, type TestDatabase } from "../src/testing";

/**
 * A plain achievement rule for the contract: each person earns "played" (or "left" when
 * everyone left) and one key naming how many moves the rule was shown, so both
 * repositories are seen to hand it the same game.
 */
const playedAndMoves: AchievementRule = ({ seats, abandoned, moves }) =>
  seats.flatMap((s) =>
    s.playerId
      ? [
          { playerId: s.playerId, key: abandoned ? "left" : "played" },
          { playerId: s.playerId, key: `moves-${moves.length}` },
        ]
      : [],
  );

interface Fixture {
  games: GameRepository;
  newPlayer(name: string): Promise<string>;
  close(): Promise<void>;
}

let codes = 0;
/** A seed whose deal, played by first legal moves, ends well within 2,000 moves. */
const PLAYS_OUT = "plays-out";
const table = (
  hostPlayerId: string,
  seats: NewTableRow["seats"],
  extra: Partial<NewTableRow> = {},
): NewTableRow => ({
  config: { ruleset: "3up3down", players: seats.length, options: {} },
  seed: `contract-${++codes}`,
  inviteCode: `CODE${String(++codes).padStart(4, "0")}`,
  isPublic: true,
  hostPlayerId,
  turnTimerSeconds: null,
  championshipId: null,
  championshipIndex: null,
  seats,
  ...extra,
});

/** The record of `move` by `seat` on `game`, as the master makes it. */
function recordOf(game: StoredGame, seat: number, move: Move): MoveRecord {
  const previous = game.state as GameState;
  const next = applyMove(previous, seat, move);
  const events = next.log.filter((e) => e.seq > previous.eventSeq);
  return {
    seat,
    move,
    byBot: false,
    next,
    events,
    acting: outcome(next).finished ? [] : toAct(next),
    json: { next: JSON.stringify(next), events: JSON.stringify(events) },
  };
}

const implementations: [string, () => Promise<Fixture>][] = [
  [
    "PostgreSQL",
    async () => {
      const test: TestDatabase = await createTestDatabase();
      return {
        games: createPostgresGames(test.db, {
          rate: pointForTheWinner,
          award: playedAndMoves,
        }),
        newPlayer: async (displayName) =>
          (await test.db.player.create({ data: { displayName } })).id,
        close: () => test.drop(),
      };
    },
  ],
  [
    "memory",
    async () => {
      const names = new Map<string, string>();
      return {
        games: createMemoryGames({
          rate: pointForTheWinner,
          award: playedAndMoves,
          players: {
            displayName: (id) => names.get(id) ?? null,
            hasAccount: () => false,
          },
        }),
        newPlayer: async (name) => {
          const id = `player-${names.size + 1}`;
          names.set(id, name);
          return id;
        },
        close: () => Promise.resolve(),
      };
    },
  ],
];

describe.each(implementations)("games repository: %s", (_name, make) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await make();
  });
  afterAll(() => f.close());

  /** Stores a table that waits in the lobby. */
  const inLobby = (row: NewTableRow) => f.games.createTable({ table: row, dealt: null });

  /**
   * A two-seat table of `host` and a bot, dealt. A game played out by first moves takes
   * a seed known to end (`PLAYS_OUT`): with `table()`'s counting seeds, a test added
   * before it could give it a deal whose first moves go round for ever.
   */
  async function dealt(host: string, seed?: string) {
    const { id } = await inLobby(
      table(
        host,
        [
          { playerId: host, botLevel: null },
          { playerId: null, botLevel: "random" },
        ],
        seed ? { seed } : {},
      ),
    );
    await f.games.deal(id, (t) => {
      const state = createGame({ ...t.config, seed: t.seed });
      return { state, acting: toAct(state) };
    });
    return id;
  }

  /** Plays first legal moves until the game ends; returns the final commit's answer. */
  async function playOut(id: string) {
    const { game, record, result } = await oneMoveFromTheEnd(id);
    return f.games.commitFinal(game, record, result);
  }

  /** The game `id` loaded one move before its end, and that last move's record and result. */
  async function oneMoveFromTheEnd(id: string) {
    for (let i = 0; i < 2000; i++) {
      const game = (await f.games.load(id)) as StoredGame;
      const state = game.state as GameState;
      const seat = toAct(state)[0] as number;
      const record = recordOf(game, seat, legalMoves(state, seat)[0] as Move);
      const result = outcome(record.next);
      if (result.finished)
        return {
          game,
          record,
          result: { ...result, stalemate: record.next.stalemate },
        };
      expect(await f.games.commitMove(game, record)).not.toBeNull();
    }
    throw new Error(`game ${id} did not end in 2000 moves`);
  }

  it("stores a table and reads it back with its seats and names", async () => {
    const host = await f.newPlayer("Host");
    const made = await inLobby(
      table(host, [
        { playerId: host, botLevel: null },
        { playerId: null, botLevel: null },
      ]),
    );
    expect(await f.games.tableByInvite(made.inviteCode)).toBe(made.id);
    expect(await f.games.tableByInvite("NOSUCHCO")).toBeNull();
    const game = await f.games.load(made.id);
    expect(game).toMatchObject({
      status: "LOBBY",
      version: 0,
      state: null,
      seatCount: 2,
    });
    expect(game?.seats.map((s) => [s.playerId, s.displayName, s.botLevel])).toEqual([
      [host, "Host", null],
      [null, null, null],
    ]);
    expect(await f.games.load("no-such-game")).toBeNull();
    expect(await f.games.seating(made.id)).toEqual({
      status: "LOBBY",
      isPublic: true,
      seats: game?.seats,
    });
    expect(await f.games.seating("no-such-game")).toBeNull();
  });

  it("reseats under the lock: a refusal changes nothing, changes are stored", async () => {
    const host = await f.newPlayer("Host");
    const guest = await f.newPlayer("Guest");
    const { id } = await inLobby(
      table(host, [
        { playerId: host, botLevel: null },
        { playerId: null, botLevel: null },
      ]),
    );
    await expect(
      f.games.reseat(id, () => {
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    const seated = await f.games.reseat(id, (t) => {
      expect(t.seats[1]?.playerId).toBeNull();
      return { changes: [{ seat: 1, playerId: guest }], value: "sat" };
    });
    expect(seated).toEqual({ value: "sat" });
    expect((await f.games.load(id))?.seats[1]?.playerId).toBe(guest);
    expect(
      await f.games.reseat("no-such-game", () => ({ changes: [], value: 1 })),
    ).toBeNull();
    expect(await f.games.openSeats(guest)).toBe(1);
  });

  it("commits a move only on the version it was computed from", async () => {
    const host = await f.newPlayer("Mover");
    const id = await dealt(host);
    const game = (await f.games.load(id)) as StoredGame;
    const move = legalMoves(game.state as GameState, 0)[0] as Move;
    const record = recordOf(game, 0, move);
    expect(await f.games.commitMove(game, record)).toBeInstanceOf(Date);
    // The same version again: someone else's move landed first.
    expect(await f.games.commitMove(game, record)).toBeNull();
    const after = (await f.games.load(id)) as StoredGame;
    expect(after.version).toBe(1);
    expect(after.moveEvents).toEqual([record.events]);
    expect(after.state).toEqual(record.next);
    expect(after.lastMoveAt).toBeInstanceOf(Date);
  });

  it("commits a bot's move (its own statement) only on its version too", async () => {
    const host = await f.newPlayer("Bot mover");
    const id = await dealt(host);
    for (let i = 0; i < 2; i++) {
      const game = (await f.games.load(id)) as StoredGame;
      const state = game.state as GameState;
      const seat = toAct(state)[0] as number;
      const record = {
        ...recordOf(game, seat, legalMoves(state, seat)[0] as Move),
        byBot: true,
      };
      expect(await f.games.commitMove(game, record)).toBeInstanceOf(Date);
      expect(await f.games.commitMove(game, record)).toBeNull();
      const after = (await f.games.load(id)) as StoredGame;
      expect(after.version).toBe(i + 1);
      expect(after.moveEvents.at(-1)).toEqual(record.events);
      expect(after.state).toEqual(record.next);
    }
  });

  it("lists a player's tables with the seats to act as stored with the last move", async () => {
    const host = await f.newPlayer("Lister");
    const id = await dealt(host);
    const [listed] = await f.games.tablesOf(host, 10);
    const game = (await f.games.load(id)) as StoredGame;
    expect(listed).toMatchObject({ id, status: "PLAYING", seatCount: 2 });
    expect(listed?.acting).toEqual(toAct(game.state as GameState));
    // The bot's setup choice is still to make: a game to resume.
    expect(await f.games.gamesToResume()).toContain(id);
  });

  it("plays a game out: the last move stores the result and the ratings together", async () => {
    const host = await f.newPlayer("Finisher");
    const id = await dealt(host, PLAYS_OUT);
    expect(await playOut(id)).not.toBeNull();
    const ended = (await f.games.load(id)) as StoredGame;
    expect(ended.status).toBe("FINISHED");
    expect(await f.games.gamesToResume()).not.toContain(id);
    expect((await f.games.tablesOf(host, 10)).map((t) => t.id)).not.toContain(id);
    const record = await f.games.finishedRecord(id);
    expect(record?.moves).toHaveLength(ended.version);
    expect(record?.config.seed).toBeDefined();
    expect(record?.seats[0]?.displayName).toBe("Finisher");
    const changes = await f.games.ratingChanges(id);
    expect(changes?.rated).toBe(true);
    // The achievement rule saw every move, the last one included, in the same ending.
    expect(await f.games.achievementsEarned(id)).toEqual([
      { playerId: host, key: `moves-${ended.version}` },
      { playerId: host, key: "played" },
    ]);
  });

  it("stores the achievements an ending earns, each once per player", async () => {
    const host = await f.newPlayer("Collector");
    const abandonAfter = async (moves: number) => {
      const id = await dealt(host);
      for (let i = 0; i < moves; i++) {
        const game = (await f.games.load(id)) as StoredGame;
        const state = game.state as GameState;
        const seat = toAct(state)[0] as number;
        await f.games.commitMove(
          game,
          recordOf(game, seat, legalMoves(state, seat)[0] as Move),
        );
      }
      await f.games.abandon(id, (state) => {
        const { order, scores } = outcome(state);
        return { winner: null, order, scores, stalemate: false };
      });
      return id;
    };
    // The rule saw the stored moves of the abandoned game.
    expect(await f.games.achievementsEarned(await abandonAfter(2))).toEqual([
      { playerId: host, key: "left" },
      { playerId: host, key: "moves-2" },
    ]);
    // "left" is held already: a second such game earns it nobody again.
    expect(await f.games.achievementsEarned(await abandonAfter(0))).toEqual([
      { playerId: host, key: "moves-0" },
    ]);
  });

  it("a hinted game is ended without ratings", async () => {
    const host = await f.newPlayer("Hinted");
    const id = await dealt(host);
    expect(await f.games.markHintsUsed(id)).toBe(true);
    await f.games.setBotControl(id, 0, true);
    const over = await f.games.abandon(id, (state, seats) => {
      expect(seats[0]?.botControlled).toBe(true);
      const { order, scores } = outcome(state);
      return { winner: null, order, scores, stalemate: false };
    });
    expect(over).toBe(true);
    expect((await f.games.load(id))?.status).toBe("ABANDONED");
    expect(await f.games.ratingChanges(id)).toEqual({ rated: false, seats: [] });
    expect(await f.games.markHintsUsed(id)).toBe(false);
    expect((await f.games.finishedRecord(id))?.abandoned).toBe(true);
  });

  it("hands a seat over after the third timeout in a row, once", async () => {
    const host = await f.newPlayer("Sleeper");
    const id = await dealt(host);
    const handed = [];
    for (let i = 0; i < 4; i++)
      handed.push((await f.games.recordTimeout(id, 0, 3)).handedOver);
    expect(handed).toEqual([false, false, true, false]);
    expect((await f.games.load(id))?.seats[0]?.botControlled).toBe(true);
  });

  it("opens one rematch table however many ask", async () => {
    const host = await f.newPlayer("Again");
    const id = await dealt(host);
    let made = 0;
    const again = () =>
      f.games.rematch(id, async () => {
        made++;
        return table(host, [
          { playerId: host, botLevel: null },
          { playerId: null, botLevel: "random" },
        ]);
      });
    const [first, second] = await Promise.all([again(), again()]);
    expect(made).toBe(1);
    expect(first?.id).toBe(second?.id);
    expect([first?.created, second?.created].sort()).toEqual([false, true]);
    expect((await f.games.load(id))?.rematch?.gameId).toBe(first?.id);
  });

  it("lists public tables waiting and being played", async () => {
    const host = await f.newPlayer("Public");
    const playing = await dealt(host);
    const waiting = await inLobby(
      table(host, [
        { playerId: host, botLevel: null },
        { playerId: null, botLevel: null },
      ]),
    );
    const hidden = await inLobby(
      table(
        host,
        [
          { playerId: host, botLevel: null },
          { playerId: null, botLevel: null },
        ],
        {
          isPublic: false,
        },
      ),
    );
    const lobby = (await f.games.publicTables("LOBBY", 50)).map((t) => t.id);
    expect(lobby).toContain(waiting.id);
    expect(lobby).not.toContain(hidden.id);
    expect(lobby).not.toContain(playing);
    expect((await f.games.publicTables("PLAYING", 50)).map((t) => t.id)).toContain(
      playing,
    );
  });

  it("stores a table dealt at once: being played from version 0, its first seats acting", async () => {
    const host = await f.newPlayer("Quick");
    // Its own seed and code: `table()`'s counter gives the other tests their seeds,
    // and a seed decides how long a game played by first moves lasts.
    const row: NewTableRow = {
      config: { ruleset: "3up3down", players: 2, options: {} },
      seed: "dealt-at-once",
      inviteCode: "DEALT001",
      isPublic: false,
      hostPlayerId: host,
      turnTimerSeconds: null,
      championshipId: null,
      championshipIndex: null,
      seats: [
        { playerId: host, botLevel: null },
        { playerId: null, botLevel: "random" },
      ],
    };
    const state = createGame({ ...row.config, seed: row.seed });
    const made = await f.games.createTable({
      table: row,
      dealt: { state, acting: toAct(state) },
    });
    const game = await f.games.load(made.id);
    expect(game).toMatchObject({ status: "PLAYING", version: 0 });
    expect(game?.state).toEqual(state);
    expect(game?.startedAt).toBeInstanceOf(Date);
  });

  it("commits no final move on a stale version: nothing ends, nobody is rated", async () => {
    const host = await f.newPlayer("Stale");
    const id = await dealt(host, PLAYS_OUT);
    const { game, record, result } = await oneMoveFromTheEnd(id);
    // Someone else's move lands first on the same version (here: the same move).
    expect(await f.games.commitMove(game, record)).not.toBeNull();
    expect(await f.games.commitFinal(game, record, result)).toBeNull();
    const after = (await f.games.load(id)) as StoredGame;
    expect(after).toMatchObject({ status: "PLAYING", version: game.version + 1 });
    expect(await f.games.ratingChanges(id)).toBeNull();
    expect(await f.games.achievementsEarned(id)).toEqual([]);
    expect(await f.games.finishedRecord(id)).toBeNull();
  });

  it("ends a game once when its last move and everyone leaving race", async () => {
    const host = await f.newPlayer("Racer");
    const id = await dealt(host, PLAYS_OUT);
    const { game, record, result } = await oneMoveFromTheEnd(id);
    const [final, abandoned] = await Promise.all([
      f.games.commitFinal(game, record, result),
      f.games.abandon(id, (state) => {
        const { order, scores } = outcome(state);
        return { winner: null, order, scores, stalemate: false };
      }),
    ]);
    // Exactly one of them ended it, and the record says which.
    expect([final !== null, abandoned]).toContainEqual(true);
    expect(final !== null && abandoned).toBe(false);
    const ended = (await f.games.load(id)) as StoredGame;
    expect(ended.status).toBe(final ? "FINISHED" : "ABANDONED");
    expect((await f.games.finishedRecord(id))?.abandoned).toBe(abandoned);
    expect(await f.games.achievementsEarned(id)).toContainEqual({
      playerId: host,
      key: abandoned ? "left" : "played",
    });
  });

  it("a person's move starts the timeouts in a row again; a bot's does not", async () => {
    const host = await f.newPlayer("Dozer");
    const id = await dealt(host);
    const move = async (byBot: boolean) => {
      const game = (await f.games.load(id)) as StoredGame;
      const state = game.state as GameState;
      const seat = toAct(state)[0] as number;
      const record = recordOf(game, seat, legalMoves(state, seat)[0] as Move);
      expect(
        await f.games.commitMove(game, { ...record, seat: 0, byBot }),
      ).not.toBeNull();
    };
    await f.games.recordTimeout(id, 0, 3);
    await f.games.recordTimeout(id, 0, 3);
    await move(true);
    // Two before the bot's move and this one: the third in a row.
    expect((await f.games.recordTimeout(id, 0, 3)).handedOver).toBe(true);
    await f.games.setBotControl(id, 0, false);
    await f.games.recordTimeout(id, 0, 3);
    await f.games.recordTimeout(id, 0, 3);
    await move(false);
    expect((await f.games.recordTimeout(id, 0, 3)).handedOver).toBe(false);
    expect((await f.games.load(id))?.seats[0]?.botControlled).toBe(false);
  });

  it("hands a guest's seat to their account, the host's role with it, once", async () => {
    const guest = await f.newPlayer("Guest");
    const account = await f.newPlayer("Account");
    const id = await dealt(guest);
    expect(await f.games.moveSeat(id, guest, account)).toBe(0);
    const game = (await f.games.load(id)) as StoredGame;
    expect(game.seats[0]?.playerId).toBe(account);
    expect(game.hostPlayerId).toBe(account);
    expect(await f.games.moveSeat(id, guest, account)).toBeNull();
    expect(await f.games.openSeats(account)).toBe(1);
    expect(await f.games.openSeats(guest)).toBe(0);
  });

  it("lists games being played best-rated first, then the newest", async () => {
    const star = await f.newPlayer("Star");
    // A finished game gives the star a rating; the newcomer has none.
    expect(await playOut(await dealt(star, PLAYS_OUT))).not.toBeNull();
    const starsGame = await dealt(star);
    const newcomersGame = await dealt(await f.newPlayer("Newcomer"));
    const listed = (await f.games.publicTables("PLAYING", 100)).map((t) => t.id);
    expect(listed.indexOf(starsGame)).toBeGreaterThanOrEqual(0);
    expect(listed.indexOf(starsGame)).toBeLessThan(listed.indexOf(newcomersGame));
    // Among the unrated, the newest first.
    const later = await dealt(await f.newPlayer("Later"));
    const again = (await f.games.publicTables("PLAYING", 100)).map((t) => t.id);
    expect(again.indexOf(later)).toBeLessThan(again.indexOf(newcomersGame));
  });

  it("lists a player's tables newest first, at most as many as asked", async () => {
    const host = await f.newPlayer("Many");
    const first = await dealt(host);
    const second = await dealt(host);
    const waiting = await inLobby(
      table(host, [
        { playerId: host, botLevel: null },
        { playerId: null, botLevel: null },
      ]),
    );
    expect((await f.games.tablesOf(host, 10)).map((t) => t.id)).toEqual([
      waiting.id,
      second,
      first,
    ]);
    expect((await f.games.tablesOf(host, 2)).map((t) => t.id)).toEqual([
      waiting.id,
      second,
    ]);
  });
});
