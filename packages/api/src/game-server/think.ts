// What a bot decides, and a hint: one pure question, `think(game, seat, level)`, and
// where it is answered. The question holds only what the seat may see (its view and its
// own history, never the hidden cards) and a seed from the game, seat and version, so
// the same position asks the same question on any instance. `createThinking` answers
// it: a seat's bot (or a timed-out person's stand-in) in the bots' lane, in turn by the
// table's owner (bot-lane.ts), timed from its search's start; advice (a hint) at once
// here, the coach having queued it in its own lane (coach-lane.ts).
import { viewFor } from "@3u3d/engine";
import type { GameEvent, Move, Seat } from "@3u3d/engine";
import {
  isBotLevel,
  searches,
  seatHistory,
  type BotLevel,
  type BotThinker,
  type ThinkRequest,
} from "@3u3d/ai";
import type { StoredGame } from "@3u3d/db/repositories";

import type { BotLane, BotOwner } from "./bot-lane";
import { eventsAfter } from "./game-cache";

/** The expert's thinking budget per move, unless the game server is given another. */
export const EXPERT_TIME_MS = 100;

/**
 * The question a seat's bot is asked (the heuristic for a person's seat), or, with
 * `level`, advice at that level (a hint: never a random move to break a circle).
 * Pure: the game, the seat and the level make the question.
 */
export function think(
  game: StoredGame,
  seat: Seat,
  level?: BotLevel,
  timeMs = EXPERT_TIME_MS,
): ThinkRequest {
  const state = game.state;
  if (!state) throw new Error(`game ${game.id} has no state`);
  const row = game.seats[seat];
  const seatLevel = row?.botLevel && isBotLevel(row.botLevel) ? row.botLevel : null;
  return {
    advice: level !== undefined,
    level: level ?? seatLevel ?? "heuristic",
    view: viewFor(state, seat),
    history: historyOf(game, seat),
    options: { seed: `${game.id}/${game.version}/${seat}`, timeMs },
  };
}

/** A seat's history as far as it has been redacted: its events, and where each move's end. */
interface SeatHistory {
  events: GameEvent[];
  /** ends[m]: how many of `events` the first m moves make. */
  ends: number[];
}

/**
 * The seats' histories of a game, kept per list of its moves: a cached game's versions
 * share that list, which is only ever appended to (game-cache.ts), so what was
 * redacted for one version holds for every later one.
 */
const histories = new WeakMap<StoredGame["moveEvents"], Map<Seat, SeatHistory>>();

/**
 * `seatHistory(eventsAfter(game, 0), seat)`, redacting only the moves not seen before:
 * every bot turn redacted the whole game again, which grows with the game (issue #65).
 */
export function historyOf(game: StoredGame, seat: Seat): GameEvent[] {
  let bySeat = histories.get(game.moveEvents);
  if (!bySeat) histories.set(game.moveEvents, (bySeat = new Map<Seat, SeatHistory>()));
  let seen = bySeat.get(seat);
  if (!seen) bySeat.set(seat, (seen = { events: [], ends: [0] }));
  for (let move = seen.ends.length - 1; move < game.version; move++) {
    const events = game.moveEvents[move];
    // Not a list that holds every move up to its version: nothing to keep from it.
    if (!events) return seatHistory(eventsAfter(game, 0), seat);
    for (const event of seatHistory(events, seat)) seen.events.push(event);
    seen.ends.push(seen.events.length);
  }
  // A copy: the question must not change when later moves are added.
  return seen.events.slice(0, seen.ends[game.version]);
}

export interface ThinkingOptions {
  thinker: BotThinker;
  /** Where live decisions that search wait for a thread, in turn by owner. */
  lane: BotLane;
  /** Whose bot work a table's decisions are (its host, at their address). */
  ownerOf: (game: StoredGame) => BotOwner;
  /** The expert's thinking budget per move. */
  expertTimeMs: number;
  /** Told how long each decision of a seat's bot took, in seconds (metrics). */
  onThought: (seconds: number) => void;
}

export interface Thinking {
  /** The move the seat's bot makes (a bot's turn, or a person's that timed out). */
  botMove: (game: StoredGame, seat: Seat) => Promise<Move>;
  /** The move `level` advises from the seat's view (a hint; the coach's lane waits before). */
  advice: (game: StoredGame, seat: Seat, level: BotLevel) => Promise<Move>;
}

export function createThinking(options: ThinkingOptions): Thinking {
  const { thinker, lane, expertTimeMs } = options;
  return {
    async botMove(game, seat) {
      const request = think(game, seat, undefined, expertTimeMs);
      // Timed from its search's start: the wait for a thread in the lane is not thinking.
      const timed = async () => {
        const began = performance.now();
        const move = await thinker.think(request);
        options.onThought((performance.now() - began) / 1000);
        return move;
      };
      // The levels that do not search answer at once, on this thread.
      return searches(request.level) ? lane.run(options.ownerOf(game), timed) : timed();
    },
    async advice(game, seat, level) {
      return thinker.think(think(game, seat, level, expertTimeMs));
    },
  };
}
