// Plays one game between bots the way the server does: each bot gets only its own
// view and the history as its seat saw it.
import {
  applyMoveInPlace,
  createGame,
  outcome,
  redactEvent,
  toAct,
  viewFor,
} from "@3u3d/engine";
import type { GameConfig, GameEvent, GameState, PlayerView, Seat } from "@3u3d/engine";

import { BOTS, PLAIN_BOTS } from "../decide";
import type { BotLevel, DecideOptions } from "../types";

export interface SeatPlayer {
  level: BotLevel;
  options?: Omit<DecideOptions, "seed">;
}

export interface MatchResult {
  winner: Seat | null;
  scores: number[];
  order: Seat[];
  turns: number;
  /** Milliseconds per decision, per seat. */
  decisionMs: number[][];
}

export function playMatch(
  config: GameConfig & { seed: string },
  players: readonly SeatPlayer[],
  {
    keepCircles = false,
    observe,
  }: {
    /** Plays the bots without their circle breaking, to measure what it changes. */
    keepCircles?: boolean;
    /**
     * Called before each move with the true state and what the seat to act is given;
     * for measurements (scripts/belief-calibration.ts). It must not change them.
     */
    observe?: (
      state: Readonly<GameState>,
      seat: Seat,
      view: PlayerView,
      history: readonly GameEvent[],
    ) => void;
  } = {},
): MatchResult {
  const bots = keepCircles ? PLAIN_BOTS : BOTS;
  const state = createGame(config);
  const histories: GameEvent[][] = players.map(() => []);
  const decisionMs: number[][] = players.map(() => []);
  let lastSeq = 0;
  let step = 0;
  while (state.phase !== "over") {
    for (const event of state.log) {
      if (event.seq <= lastSeq) continue;
      histories.forEach((history, seat) => history.push(redactEvent(event, seat)));
    }
    lastSeq = state.eventSeq;
    const seat = toAct(state)[0] as Seat;
    const player = players[seat] as SeatPlayer;
    const history = histories[seat] as GameEvent[];
    // Before the clock starts, with its own view: measuring must not change the timings.
    observe?.(state, seat, viewFor(state, seat), history);
    const started = performance.now();
    const move = bots[player.level](viewFor(state, seat), history, {
      ...player.options,
      seed: `${config.seed}/${step++}`,
    });
    decisionMs[seat]?.push(performance.now() - started);
    applyMoveInPlace(state, seat, move);
  }
  const result = outcome(state);
  return {
    winner: result.winner,
    scores: result.scores,
    order: result.order,
    turns: state.turn,
    decisionMs,
  };
}
