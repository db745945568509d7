// The master: the owner of every game's moves and of what its watchers read, built
// from parts with one job each, in dependency order:
//   announce.ts     — what is announced once a change is stored (cache, events)
//   moves.ts        — the one path of a move (apply) and a person's submit
//   seat-control.ts — seats handed to bots and back, a guest's seat into an account,
//                     games nobody is left to play for ended
//   timeouts.ts     — a turn timer ran out: the seat's bot plays the turn
//   frames.ts       — snapshots and live frames, what an ended game earned
//   records.ts      — finished games' records (replays, exports, the analysis)
// It announces what it stored (events.ts) and knows nothing of who listens: the turns
// (bots, deadlines) are woken by game-server.ts, championships and push by house.ts.
import type { GameRepository } from "@3u3d/db/repositories";
import type { Clock } from "@3u3d/db/clock";

import type { GameServerMetrics } from "../metrics";
import { createAnnouncer } from "./announce";
import type { GameEventBus } from "./event-bus";
import type { GameServerEventHub } from "./events";
import { createFrames } from "./frames";
import type { GameCache } from "./game-cache";
import { createMoves } from "./moves";
import { createRecordReads } from "./records";
import { createSeatControl } from "./seat-control";
import type { StoredMessage } from "./table-talk";
import type { Thinking } from "./think";
import { createTimeout } from "./timeouts";
import { seatsOf } from "./table-policy";
import { playingGame } from "./visible";

export { TIMEOUTS_BEFORE_HANDOVER } from "./timeouts";
export type { MoveResult } from "./moves";

export interface MasterOptions {
  games: GameRepository;
  cache: GameCache;
  bus: GameEventBus;
  events: GameServerEventHub;
  /** How a table's turn timer (seconds) becomes milliseconds. */
  timerMs: (seconds: number) => number;
  /** The game server's time (when a rematch window closes). */
  clock: Clock;
  /** The move a seat's bot makes (a timed-out person's turn). */
  botMove: Thinking["botMove"];
  /** The table's latest talk. */
  latestTalk(gameId: string): Promise<StoredMessage[]>;
  /** The players whose talk a viewer does not see (blocked); none when not given. */
  hiddenSpeakers?: (viewerId: string) => Promise<ReadonlySet<string>>;
  /** Told of each committed move (a counter and a histogram: nothing slower). */
  metrics: GameServerMetrics;
}

export function createMaster(options: MasterOptions) {
  const { games, cache, bus, events } = options;
  const announce = createAnnouncer(cache, events);
  const moves = createMoves({ games, cache, bus, announce, metrics: options.metrics });
  const seats = createSeatControl({ games, cache, announce });
  const timeout = createTimeout({
    games,
    cache,
    apply: moves.apply,
    botMove: options.botMove,
    endIfNobodyLeft: seats.endIfNobodyLeft,
    announce,
  });
  const frames = createFrames({ ...options, cache });
  const records = createRecordReads({ games, cache });

  return {
    /** The one path of a move (bots and timeouts; people through `submit`). */
    apply: moves.apply,
    submit: moves.submit,
    /** A turn timer ran out at a version (the scheduler's "deadline" jobs). */
    timeout,
    setBotControl: seats.setBotControl,
    moveSeat: seats.moveSeat,
    endIdle: seats.endIdle,
    /**
     * A game changed without a move (a seat, a flag; or a test edited its row): every
     * instance reads it again, its bots and turn timer wake.
     */
    changed: announce.changed,
    /** A table was dealt: a change, and the first turn of the people who act first. */
    dealt: announce.dealt,
    /** The game being played, for a player to act in (NOT_FOUND to strangers). */
    playingGame: (gameId: string, playerId: string) =>
      playingGame(cache, gameId, playerId),
    /**
     * Whether `playerId` holds a seat at this game (its cached copy; false when there is
     * no such game): under overload a seated player's stream is let through, a
     * watcher's refused (event-stream.ts).
     */
    seated: async (gameId: string, playerId: string) => {
      const game = await cache.load(gameId);
      return game !== null && seatsOf(game, playerId).length > 0;
    },
    snapshot: frames.snapshot,
    updates: frames.updates,
    ratingChanges: frames.ratingChanges,
    achievementsEarned: frames.achievementsEarned,
    /** A game's stored record (null while it runs; NOT_FOUND when there is none). */
    storedRecord: records.stored,
    finishedRecord: records.finishedRecord,
    recordAccess: records.recordAccess,
    /**
     * After a (re)start, and now and then: the games whose bots or turn timers are
     * waiting, for the turns to schedule (game-server.ts). A turn is normally run by
     * the instance that made the change; one that died between its commit and the turn
     * leaves it to this. Scheduling is idempotent.
     */
    toResume: () => games.gamesToResume(),
  };
}

export type Master = ReturnType<typeof createMaster>;
