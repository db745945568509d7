import type { GameEvent, Move, PlayerView } from "@3u3d/engine";

import { BOTS } from "../decide";
import type { BotLevel, DecideOptions } from "../types";

/** One decision to make: plain data, so it can cross to a worker thread. */
export interface ThinkRequest {
  level: BotLevel;
  view: PlayerView;
  history: readonly GameEvent[];
  options: DecideOptions;
}

export function decideRequest(request: ThinkRequest): Move {
  return BOTS[request.level](request.view, request.history, request.options);
}
