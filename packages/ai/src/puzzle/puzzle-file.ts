// The puzzle file the generator writes (src/cli/puzzles.ts) and the API stores.
import type { Puzzle } from "./puzzle";

export interface PuzzleFile {
  seed: string;
  /** The generator's settings, so a rerun can be checked against the file. */
  rules: { maxCards: number; stateLimit: number; minPlies: number; maxPlies: number };
  puzzles: Puzzle[];
}
