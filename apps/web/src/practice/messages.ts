// What the practice page and its worker say to each other: plain data only.
import type { Msg } from "@3u3d/i18n/msg";
import type { BotLevel } from "@3u3d/ai/levels";
import type { Hint, Move, PlayerView } from "@3u3d/engine";

export interface PracticeSetup {
  bots: BotLevel[];
  /** A short game: as few colours as the seats allow (two for one bot: 24 cards). */
  short: boolean;
}

export type ToWorker =
  | { type: "start"; setup: PracticeSetup; seed: string }
  | { type: "move"; move: Move }
  /** The expert's move for you, from your view only. */
  | { type: "hint" };

export type FromWorker =
  | { type: "position"; view: PlayerView; legal: Move[] }
  /** A refused move, in words to say in the player's language (@3u3d/i18n refusalWords). */
  | { type: "refused"; words: Msg }
  /** The hint for the position at `eventSeq`. */
  | { type: "hint"; eventSeq: number; hint: Hint };
