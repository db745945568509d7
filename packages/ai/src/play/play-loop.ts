// One way to play a game with bots, for every place that does: the tournaments and
// the measurements (play-match.ts), practice and the lesson in the browser's workers,
// and what the server gives a thinking bot (`seatHistory`). Each bot and each hint gets
// exactly what its seat may see: its view, and the WHOLE game's history as that seat
// saw it.
//
// Why a loop of its own: the engine's state keeps only its newest events (LOG_LIMIT,
// enough to draw a table), and practice and the lesson once read their history from
// it, so past the 40th event their bots and hints reasoned from part of the game while
// the server's and the tournaments' (which measure the levels) had all of it (issue
// #64, item 8). The loop keeps each seat's history as the game goes, from the first
// event on.
import {
  applyMove,
  applyMoveInPlace,
  redactEvent,
  viewFor,
  type GameEvent,
  type GameState,
  type Hint,
  type Move,
  type PlayerView,
  type Seat,
} from "@3u3d/engine";

import { hintFor } from "../coach/hint";
import { BOTS } from "../decide";
import type { Bot, BotLevel, DecideOptions } from "../types";

/** What a seat may see when it decides: its view and the game so far, as it saw it. */
export interface SeatSight {
  view: PlayerView;
  history: readonly GameEvent[];
}

/** The history a seat is given, from a game's stored events (the server's). */
export const seatHistory = (events: readonly GameEvent[], seat: Seat): GameEvent[] =>
  events.map((event) => redactEvent(event, seat));

export interface PlayLoop {
  /** The game now. */
  readonly state: GameState;
  /** Plays `seat`'s move; the engine refuses an illegal one and nothing changes. */
  play(seat: Seat, move: Move): void;
  /**
   * Goes on from a state made elsewhere from this one (the lesson's script plays its
   * own moves). Every event since the last state must still be in its log.
   */
  follow(state: GameState): void;
  /** What `seat` sees now. */
  sight(seat: Seat): SeatSight;
  /** The move `level`'s bot makes for `seat` now. */
  botMove(
    seat: Seat,
    level: BotLevel,
    options: DecideOptions,
    bots?: Record<BotLevel, Bot>,
  ): Move;
  /** The coach's move for `seat` now, with its reason. */
  hint(seat: Seat, options: DecideOptions): Hint;
}

/**
 * A loop over `state`. `inPlace` plays moves on the state itself (a tournament's
 * thousands of games); otherwise each move makes a new state and the old one stays as
 * it was (a page may still be drawing it).
 */
export function createPlayLoop(
  state: GameState,
  { inPlace = false }: { inPlace?: boolean } = {},
): PlayLoop {
  let current = state;
  const histories: GameEvent[][] = state.seats.map(() => []);
  let seen = 0; // the seq of the newest event in the histories

  /** Adds the events of `current` not in the histories yet. */
  function catchUp() {
    const first = current.log[0];
    if (first && first.seq > seen + 1)
      throw new Error(
        `play loop: events ${seen + 1}–${first.seq - 1} left the log before they were read`,
      );
    for (const event of current.log) {
      if (event.seq <= seen) continue;
      histories.forEach((history, seat) => history.push(redactEvent(event, seat)));
      seen = event.seq;
    }
  }
  catchUp();

  const sight = (seat: Seat): SeatSight => ({
    view: viewFor(current, seat),
    history: histories[seat] ?? [],
  });

  return {
    get state() {
      return current;
    },
    play(seat, move) {
      if (inPlace) applyMoveInPlace(current, seat, move);
      else current = applyMove(current, seat, move);
      catchUp();
    },
    follow(state) {
      current = state;
      catchUp();
    },
    sight,
    botMove(seat, level, options, bots = BOTS) {
      const { view, history } = sight(seat);
      return bots[level](view, history, options);
    },
    hint(seat, options) {
      const { view, history } = sight(seat);
      return hintFor(view, history, options);
    },
  };
}
