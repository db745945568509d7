// The Tactician: the expert's search (bots/expert.ts) cut to a short think, a level
// between the Card shark and the Expert. The bot ladder found the gap between those two
// wide, above all in palace (the Expert beat the Card shark 86 % of the time there).
// Its budget sits near the middle of that step. Heads-up against the Card shark, 50
// iterations win 66.0 % of 3UP 3DOWN games (the Expert 77.6 %) and 68.8 % of palace
// games (400 games each, seed 5); it was 100 until the Expert's opponent model made
// those 100 win 70.3 % and 79.3 %, nearly the Expert's own strength. At a 3UP 3DOWN
// table of four, with the search the Expert has there since it got its opponent model
// and shorter playouts, 100 iterations win 28.1 % against three Card sharks and 50 win
// 23.5 % (1,000 games each, seed 5, no clock), where the Expert at the default budget
// won 33.8 % (seed 300): 100 sits near the middle of that step, so tables keep 100
// (docs/benchmarks.md, "The Expert at a table").
import type { Bot } from "../types";
import { expertBot } from "./expert";

/** Searches at most this many imagined deals per decision, whatever the clock allows. */
export const TACTICIAN_ITERATIONS = { headsUp: 50, table: 100 } as const;

/** The expert at TACTICIAN_ITERATIONS (or fewer, when the caller asks for fewer). */
export const tacticianBot: Bot = (view, history, options) => {
  const cap = TACTICIAN_ITERATIONS[view.players === 2 ? "headsUp" : "table"];
  return expertBot(view, history, {
    ...options,
    iterations: Math.min(options.iterations ?? cap, cap),
  });
};
