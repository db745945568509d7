import { legalMoves } from "@3u3d/engine";
import type { GameEvent, Move, PlayerView } from "@3u3d/engine";

import { determinize } from "./determinize";
import { buildKnowledge, type Knowledge } from "./knowledge";
import { createRng } from "./rng";

/**
 * The viewer's legal moves. They depend only on what the viewer knows (its hand,
 * face-up cards, face-down count, the pile), so any determinization gives the same list.
 */
export function legalMovesFromView(
  view: PlayerView,
  history: readonly GameEvent[] = [],
  knowledge: Knowledge = buildKnowledge(view, history),
): Move[] {
  if (view.seat === null) return [];
  const world = determinize(view, knowledge, createRng("legal"));
  return legalMoves(world, view.seat);
}
