// What the "Learn to play" page and its worker say to each other: plain data only.
import type { Hint, Move, PlayerView } from "@3u3d/engine";

export type ToWorker = { type: "start" } | { type: "move"; move: Move };

export type FromWorker =
  | {
      type: "position";
      view: PlayerView;
      legal: Move[];
      /** The step waiting for you (STEPS.length once the game is over). */
      step: number;
      /** The bot is still answering: the table waits. */
      botToPlay: boolean;
      /** The step's own move, shown as a hint (its cards lifted). */
      hint: Hint | null;
    }
  /** A legal move, but not this step's: nothing changed. */
  | { type: "refused"; step: number };
