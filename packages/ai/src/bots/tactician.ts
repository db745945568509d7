// The Tactician: the expert's search (bots/expert.ts) cut to a short think, a level
// between the Card shark and the Expert. The bot ladder found the gap between those two
// wide, above all in palace (the Expert beat the Card shark 86 % of the time there);
// at 100 iterations the search beats the Card shark about 73 % of the time in palace,
// near the middle of that step on the ladder's scale (docs/benchmarks.md, "The bot
// ladder, five levels, 2 and 4 players").
import type { Bot } from "../types";
import { expertBot } from "./expert";

/** Searches at most this many imagined deals per decision, whatever the clock allows. */
export const TACTICIAN_ITERATIONS = 100;

/** The expert at TACTICIAN_ITERATIONS (or fewer, when the caller asks for fewer). */
export const tacticianBot: Bot = (view, history, options) =>
  expertBot(view, history, {
    ...options,
    iterations: Math.min(
      options.iterations ?? TACTICIAN_ITERATIONS,
      TACTICIAN_ITERATIONS,
    ),
  });
