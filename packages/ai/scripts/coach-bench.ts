// What the coach costs: the time of one post-game review (REVIEW_BUDGET) and of one
// hint (the expert's default budget) in positions of real games, and what judging a
// whole game's decisions for one seat adds up to.
//   pnpm --filter @3u3d/ai coach-bench [--games 20] [--ruleset 3up3down]
import { parseArgs } from "node:util";

import {
  applyMoveInPlace,
  createGame,
  legalMoves,
  redactEvent,
  toAct,
  viewFor,
} from "@3u3d/engine";
import type { Ruleset } from "@3u3d/engine";

import { chooseHeuristic, situationFromState } from "../src/bots/heuristic";
import { hintFor, reviewDecision } from "../src/coach";
import { createRng } from "../src/rng";
import { quantile } from "../src/tournament/stats";

const { values } = parseArgs({
  options: {
    games: { type: "string", default: "20" },
    ruleset: { type: "string", default: "3up3down" },
  },
});
const ruleset = values.ruleset as Ruleset;
const reviews: number[] = [];
const hints: number[] = [];
const perGame: number[] = [];
for (let g = 0; g < Number(values.games); g++) {
  const state = createGame({ ruleset, players: 2, seed: `coach-${g}` });
  const rng = createRng(`coach-moves-${g}`);
  let gameMs = 0;
  for (let ply = 0; state.phase !== "over" && ply < 2000; ply++) {
    const seat = toAct(state)[0] as number;
    const moves = legalMoves(state, seat);
    const move = chooseHeuristic(situationFromState(state, seat), moves, rng);
    // Seat 0's decisions are judged, as a post-game analysis would (nobody out yet).
    if (
      seat === 0 &&
      state.phase === "play" &&
      state.winner === null &&
      moves.length > 1
    ) {
      const view = viewFor(state, 0);
      const history = state.log.map((e) => redactEvent(e, 0));
      let t = performance.now();
      reviewDecision(view, history, move, `r${ply}`);
      const ms = performance.now() - t;
      reviews.push(ms);
      gameMs += ms;
      if (ply % 5 === 0) {
        t = performance.now();
        hintFor(view, history, { seed: `h${ply}` });
        hints.push(performance.now() - t);
      }
    }
    applyMoveInPlace(state, seat, move);
  }
  perGame.push(gameMs);
}
const line = (name: string, xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  console.log(
    `${name}: ${s.length} samples, p50 ${quantile(s, 0.5).toFixed(1)} ms, p95 ${quantile(s, 0.95).toFixed(1)} ms, max ${(s.at(-1) ?? 0).toFixed(1)} ms`,
  );
};
console.log(
  `${ruleset}, heads-up, ${values.games} games of the Card shark against itself`,
);
line("review of one decision (400 iterations)", reviews);
line("hint (default budget)", hints);
line("a whole game's analysis for one seat (sum of its reviews)", perGame);
