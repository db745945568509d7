import type { ReactNode } from "react";

import type { GameEvent, Hint, Move, PlayerView } from "@3u3d/engine";

import type { RatingChanges } from "./game-over";
import type { TableSeat } from "./seat-chip";

// What a page hands the table (game-table.tsx), in a few groups by who cares about them:
// the position itself, the viewer's turn, the turn clock, the game around the position,
// and the page's own pieces the table places. A replay passes only the position.

/** The viewer's part in the game: absent in a replay, a solution or a finished game. */
export interface TablePlay {
  /** The viewer's legal moves (empty when it is not their turn). */
  legal?: readonly Move[];
  onMove?: (move: Move) => void;
  /** A move is on its way: nothing more can be sent until it is answered. */
  busy?: boolean;
  /** Asks for a hint (only where hints are offered: casual games against bots, practice). */
  onHint?: () => void;
  /** The hint for this position: its cards are lifted, its reason shown. */
  hint?: Hint | null;
}

/** The table's turn timer, when it has one. */
export interface TurnTimer {
  /** Seconds left for the seat to act. */
  secondsLeft: number | null;
  /** The whole turn, in seconds (to show how much of it is left). */
  turnSeconds: number | null;
}

/** What the page knows of the game beyond this one position. */
export interface TableGame {
  /** The whole game's events as the page collected them; defaults to the view's log. */
  history?: readonly GameEvent[];
  /** Whether the viewer's own seat is "You" (not in a replay seen through a bot's seat). */
  viewerIsYou?: boolean;
  /** The game stopped here because everyone left: nobody is to play any more. */
  endedEarly?: boolean;
  /** Once the game is over: each account's rating before and after (game.ratingChanges). */
  ratings?: RatingChanges | null;
  /** Once the game is over: the achievements it earned the viewer (game.achievements). */
  achievements?: readonly string[];
}

/** The page's own pieces, each shown where the table keeps room for it. */
export interface TableSlots {
  /** Short notices over the table (watching, a championship game, reconnecting). */
  notices?: ReactNode;
  /** The table's talk, a tab of the side panel; `seqs` numbers the others' lines. */
  talk?: { content: ReactNode; seqs: readonly number[] };
  /** The page's own controls for this game (leave, notifications): the Settings tab. */
  gameControls?: ReactNode;
  /** What to do once the game is over (play again, the replay): the bottom bar. */
  afterGame?: ReactNode;
  /** A reaction just sent, shown as a bubble on its sender's seat. */
  bubbles?: Readonly<Record<number, ReactNode>>;
}

export interface GameTableProps {
  view: PlayerView;
  seats: TableSeat[];
  play?: TablePlay;
  timer?: TurnTimer;
  game?: TableGame;
  slots?: TableSlots;
  /**
   * Fills the screen below the site's header, the hand and the actions docked at the
   * bottom (a live table); false lays it out in the page's flow (a replay).
   */
  fill?: boolean;
}
