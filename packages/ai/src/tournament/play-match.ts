// Plays one game between bots the way every table does (play-loop.ts): each bot gets
// only its own view and the whole history as its seat saw it.
import { createGame, outcome, toAct } from "@3u3d/engine";
import type { GameConfig, GameEvent, GameState, PlayerView, Seat } from "@3u3d/engine";

import { BOTS, PLAIN_BOTS } from "../decide";
import { createPlayLoop } from "../play/play-loop";
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
  const loop = createPlayLoop(createGame(config), { inPlace: true });
  const { state } = loop;
  const decisionMs: number[][] = players.map(() => []);
  let step = 0;
  while (state.phase !== "over") {
    const seat = toAct(state)[0] as Seat;
    const player = players[seat] as SeatPlayer;
    if (observe) {
      // Before the clock starts: measuring must not change the timings.
      const { view, history } = loop.sight(seat);
      observe(state, seat, view, history);
    }
    const started = performance.now();
    const move = loop.botMove(
      seat,
      player.level,
      { ...player.options, seed: `${config.seed}/${step++}` },
      bots,
    );
    decisionMs[seat]?.push(performance.now() - started);
    loop.play(seat, move);
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
