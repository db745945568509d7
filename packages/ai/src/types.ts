import type { GameEvent, Move, PlayerView } from "@3u3d/engine";

import type { Scorer } from "./evaluation/evaluate";
import type { Beliefs } from "./play-reading";

export type BotLevel = "random" | "beginner" | "heuristic" | "tactician" | "expert";

export interface DecideOptions {
  /** Same seed + same inputs ⇒ same move. */
  seed: string;
  /** expert: search iterations (default 2,000); the search stops at whichever budget ends first. */
  iterations?: number;
  /** expert: wall-clock budget in ms (default 100). Set 0 for iteration-only, fully reproducible search. */
  timeMs?: number;
  /**
   * expert, three or more players: how much of its reward is winning (0–1); the rest is
   * its finishing place. Default EXPERT_DEFAULTS.winWeight for the ruleset.
   */
  winWeight?: number;
  /**
   * expert: how it judges the worlds its playouts stop in (evaluate.ts Scorer). Default
   * "linear"; "network" is there to measure the table network again.
   */
  evaluation?: Scorer;
  /**
   * expert and Tactician: how they read the others' plays when they deal their worlds
   * (play-reading.ts). Default "rules"; "card-shark" is there to measure the reading again.
   */
  beliefs?: Beliefs;
}

/**
 * A bot sees exactly what its seat may see: its PlayerView and the public history of
 * the game as that seat saw it (events already redacted by viewFor/redactEvent).
 */
export type Bot = (
  view: PlayerView,
  history: readonly GameEvent[],
  options: DecideOptions,
) => Move;

export const BOT_LEVELS: readonly {
  level: BotLevel;
  name: string;
  description: string;
}[] = [
  {
    level: "random",
    name: "Rookie",
    description: "Plays any legal move at random. Good for learning the rules.",
  },
  {
    level: "beginner",
    name: "Beginner",
    description:
      "Always plays its lowest card, one at a time. Easy to read, easy to beat.",
  },
  {
    level: "heuristic",
    name: "Card shark",
    description:
      "Saves Clears and high cards, sheds multiples, lays strong cards face up and remembers what has gone.",
  },
  {
    level: "tactician",
    name: "Tactician",
    description:
      "Thinks like the Expert but briefly: it imagines the cards it cannot see fifty to a hundred times per move, not thousands. One-on-one it is stronger than the Card shark and easier to beat than the Expert.",
  },
  {
    level: "expert",
    name: "Expert",
    description:
      "Reads what every pick-up gives away, imagines the cards it cannot see many times over and searches ahead in each world, judging where it leads by what thousands of practice games taught it. It pictures how each opponent would answer with each hand they might hold. With three or more players it plays for a good finishing place as well as for the win.",
  },
];
