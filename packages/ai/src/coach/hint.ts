// A hint: the expert's move for a seat, from that seat's view and history only, with
// its reason. The server asks its worker pool for the move (the same search a bot
// makes) and explains it here; the practice page does both in its Web Worker.
import type { GameEvent, Hint, PlayerView } from "@3u3d/engine";

import { expertBot } from "../bots/expert";
import type { DecideOptions } from "../types";
import { explainMove } from "./explain";

export function hintFor(
  view: PlayerView,
  history: readonly GameEvent[],
  options: DecideOptions,
): Hint {
  const move = expertBot(view, history, options);
  return { move, why: explainMove(view, history, move) };
}
