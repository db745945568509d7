// The checked-in daily puzzles (puzzles/daily.json, written by `pnpm --filter @3u3d/ai
// puzzles`), typed. The API stores each one, checked again, when its day first asks.
// The import attribute lets Node load it as it is (the browser spec reads it too).
import daily from "../../puzzles/daily.json" with { type: "json" };
import type { PuzzleFile } from "./puzzle-file";

export const DAILY_PUZZLES = daily as unknown as PuzzleFile;
