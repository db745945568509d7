// A bot's question carries its seat's history of the game. It is kept per game and
// seat and extended move by move (think.ts, historyOf): the question must still be
// exactly the whole history redacted afresh, for any version asked in any order, and
// must not change when the game moves on after it was asked (R-HIDDEN: another seat's
// drawn cards and unseen pick-ups stay hidden).
import { describe, expect, it } from "vitest";

import { seatHistory } from "@3u3d/ai";
import { applyMove, createGame, legalMoves, toAct } from "@3u3d/engine";
import type { GameState, Seat } from "@3u3d/engine";

import type { StoredGame } from "@3u3d/db/repositories";
import { eventsAfter } from "../../src/game-server/game-cache";
import { historyOf, think } from "../../src/game-server/think";

/** A three-seat game played `moves` moves by first legal moves, each version as cached. */
function versions(moves: number): StoredGame[] {
  let state: GameState = createGame({ players: 3, ruleset: "3up3down", seed: "history" });
  const moveEvents: StoredGame["moveEvents"] = []; // shared, appended to, as in the cache
  const stored: StoredGame[] = [];
  const at = (version: number): StoredGame =>
    ({
      id: "g1",
      status: "PLAYING",
      version,
      state,
      seats: [0, 1, 2].map((seat) => ({
        seat,
        playerId: `p${seat}`,
        botLevel: "heuristic",
        botControlled: false,
      })),
      moveEvents,
    }) as unknown as StoredGame;
  stored.push(at(0));
  for (let i = 0; i < moves && state.phase !== "over"; i++) {
    const seat = toAct(state)[0] as Seat;
    const next = applyMove(state, seat, legalMoves(state, seat).at(-1)!);
    moveEvents.push(next.log.filter((e) => e.seq > state.eventSeq));
    state = next;
    stored.push(at(moveEvents.length));
  }
  return stored;
}

const afresh = (game: StoredGame, seat: Seat) => seatHistory(eventsAfter(game, 0), seat);

describe("a bot's history of the game", () => {
  it("is the whole history redacted for its seat, version after version", () => {
    const games = versions(300);
    expect(games.length).toBeGreaterThan(100);
    for (const game of games)
      for (const seat of [0, 1, 2] as Seat[]) {
        const history = historyOf(game, seat);
        expect(history).toEqual(afresh(game, seat));
        expect(think(game, seat).history).toEqual(history);
      }
  });

  it("is the same for any version asked in any order, and does not change afterwards", () => {
    const games = versions(200);
    const asked = [150, 3, 199, 0, 80, 81, 42].map(
      (v) => games[Math.min(v, games.length - 1)]!,
    );
    const answers = asked.map((game) => historyOf(game, 1));
    asked.forEach((game, i) => expect(answers[i]).toEqual(afresh(game, 1)));
    // Later versions extend the same kept history: the earlier answers stay as they were.
    historyOf(games.at(-1)!, 1);
    asked.forEach((game, i) => expect(answers[i]).toEqual(afresh(game, 1)));
  });

  it("hides other seats' drawn cards from a seat (R-HIDDEN)", () => {
    const game = versions(120).at(-1)!;
    const draws = historyOf(game, 0).filter((e) => e.type === "draw" && e.seat !== 0);
    expect(draws.length).toBeGreaterThan(0);
    for (const draw of draws) expect("cards" in draw).toBe(false);
  });
});
