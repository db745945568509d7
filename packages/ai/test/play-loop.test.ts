// The one play loop (issue #64, item 8): every bot and hint, wherever the game runs, is
// given the whole game as its seat saw it, not the engine's newest LOG_LIMIT events —
// practice and the lesson once read the log, so their bots were weaker there than the
// levels the tournaments measure.
import { describe, expect, it } from "vitest";

import {
  LOG_LIMIT,
  applyMove,
  createGame,
  legalMoves,
  redactEvent,
  toAct,
  type GameEvent,
  type Seat,
} from "@3u3d/engine";

import { BOTS, createPlayLoop, seatHistory, type Bot } from "../src";

const config = { ruleset: "3up3down", players: 3, seed: "loop" } as const;

/** The Rookie's choices, recording what each decision was given. */
function recordingBots() {
  const given: { seat: Seat | null; history: readonly GameEvent[] }[] = [];
  const recording: Bot = (view, history, options) => {
    given.push({ seat: view.seat, history: [...history] });
    return BOTS.random(view, history, options);
  };
  const bots = { ...BOTS, random: recording };
  return { bots, given };
}

describe("the play loop", () => {
  for (const inPlace of [true, false])
    it(`gives each decision the whole history from the first event (${inPlace ? "in place" : "new states"})`, () => {
      const { bots, given } = recordingBots();
      const loop = createPlayLoop(createGame(config), { inPlace });
      const all: GameEvent[] = [...loop.state.log];
      for (let step = 0; loop.state.phase !== "over"; step++) {
        const seat = toAct(loop.state)[0]!;
        const before = loop.state.eventSeq;
        loop.play(seat, loop.botMove(seat, "random", { seed: `s${step}` }, bots));
        all.push(...loop.state.log.filter((e) => e.seq > before));
      }
      // Long enough that the engine's log dropped its first events.
      expect(all.length).toBeGreaterThan(LOG_LIMIT * 2);
      expect(loop.state.log[0]!.seq).toBeGreaterThan(1);
      const last = given.at(-1)!;
      expect(last.history[0]!.seq).toBe(1);
      // Exactly the events so far, as that seat may see them (nobody's hidden cards).
      expect(last.history).toEqual(
        seatHistory(all.slice(0, last.history.length), last.seat!),
      );
      for (const { seat, history } of given)
        expect(history).toEqual(
          all.slice(0, history.length).map((e) => redactEvent(e, seat)),
        );
    });

  it("follows states made elsewhere, and refuses one that skipped events it never saw", () => {
    const game = createGame(config);
    const states = [game];
    let state = game;
    while (state.eventSeq < LOG_LIMIT + 10) {
      const seat = toAct(state)[0]!;
      states.push((state = applyMove(state, seat, legalMoves(state, seat)[0]!)));
    }
    const loop = createPlayLoop(game);
    for (const next of states.slice(1)) loop.follow(next);
    expect(loop.sight(0).history.map((e) => e.seq)).toEqual(
      Array.from({ length: state.eventSeq }, (_, i) => i + 1),
    );
    expect(() => createPlayLoop(game).follow(state)).toThrow(/left the log/);
  });

  it("refuses an illegal move and leaves the game as it was", () => {
    const loop = createPlayLoop(createGame(config));
    const before = structuredClone(loop.state);
    const seat = toAct(loop.state)[0]!;
    const other = ((seat + 1) % 3);
    const move = legalMoves(loop.state, seat)[0]!;
    expect(() => loop.play(other, move)).toThrow();
    expect(loop.state).toEqual(before);
    expect(loop.sight(seat).history).toHaveLength(before.log.length);
  });
});
