// A puzzle position as the API sends it (services/puzzles.ts PuzzlePosition).
import type { CardCode, Move, PlayerView } from "@3u3d/engine";

export interface Position {
  view: PlayerView;
  open: { hand: CardCode[]; faceUp: CardCode[]; faceDown: CardCode[] }[];
  legal: Move[];
}
