// What watchers read: a game's snapshot for one viewer (what they may know of it now),
// its live frames (one each time it moves on or its seats or talk change), and what an
// ended game earned (rating changes, achievements). Frames are built from this
// instance's copy (game-cache.ts), woken by the bus (event-bus.ts).
import type { GameRepository, StoredGame } from "@3u3d/db/repositories";
import type { Clock } from "@3u3d/db/clock";
import type { Locale } from "@3u3d/i18n";

import { changes, type GameEventBus } from "./event-bus";
import type { GameCache } from "./game-cache";
import { rematchWaitMs } from "./rematch";
import { buildSnapshot, type GameSnapshot } from "./snapshot";
import type { StoredMessage } from "./table-talk";
import { ended, talkOpen, viewerOf } from "./table-policy";
import { visible } from "./visible";

/** Nobody hidden: the common case, shared. */
const NOBODY: ReadonlySet<string> = new Set();

export interface FramesOptions {
  games: Pick<GameRepository, "ratingChanges" | "achievementsEarned">;
  cache: Pick<GameCache, "load">;
  bus: GameEventBus;
  /** How a table's turn timer (seconds) becomes milliseconds. */
  timerMs: (seconds: number) => number;
  /** When a rematch window closes (the game server's clock). */
  clock: Clock;
  /** The table's latest talk. */
  latestTalk(gameId: string): Promise<StoredMessage[]>;
  /** The players whose talk a viewer does not see (blocked); none when not given. */
  hiddenSpeakers?: (viewerId: string) => Promise<ReadonlySet<string>>;
}

export function createFrames(options: FramesOptions) {
  const { games, cache, bus, timerMs, clock } = options;

  /** The table's latest talk for its snapshots; bots-only games have none (and cost no query). */
  function talkAt(game: StoredGame): Promise<StoredMessage[]> | null {
    return talkOpen(game) ? options.latestTalk(game.id) : null;
  }

  /**
   * The speakers of `lines` whose words `playerId` does not see (blocked). Asked only
   * when someone other than the viewer has spoken, so most frames cost nothing.
   */
  async function hiddenIn(
    lines: readonly StoredMessage[] | null,
    playerId: string | null,
  ): Promise<ReadonlySet<string>> {
    const ask = options.hiddenSpeakers;
    if (!ask || !playerId || !lines?.some((m) => m.playerId !== playerId)) return NOBODY;
    const hidden = await ask(playerId);
    return hidden.size === 0 || !lines.some((m) => hidden.has(m.playerId))
      ? NOBODY
      : hidden;
  }

  /** The frame of `game` for `playerId`, with the moves after `cursor`. */
  async function frame(
    game: StoredGame,
    playerId: string | null,
    locale: Locale,
    cursor: number,
  ): Promise<GameSnapshot> {
    const lines = await talkAt(game);
    const hidden = await hiddenIn(lines, playerId);
    const viewer = viewerOf(game, playerId);
    return buildSnapshot(game, viewer, locale, cursor, timerMs, lines, hidden);
  }

  /**
   * The live snapshots of one game for one viewer: the position now (with the moves
   * after `lastVersion` when the viewer names one), then one each time the game moves
   * on or its seats change, until it has ended or `signal` aborts. A seated player's
   * stream outlives the end while a rematch may still be offered (rematchWaitMs: until
   * someone asks, at most REMATCH_WINDOW_MS), so the offer reaches them live. Throws
   * NOT_FOUND before the first snapshot when there is no such game.
   */
  async function* updates(
    gameId: string,
    playerId: string | null,
    locale: Locale,
    lastVersion: number | null,
    signal: AbortSignal | undefined,
    inviteCode?: string | null,
  ): AsyncGenerator<GameSnapshot, void, undefined> {
    // Ends the wait for changes: the caller's signal, or the rematch window closing.
    const stop = new AbortController();
    const onAbort = () => stop.abort();
    if (signal?.aborted) stop.abort();
    signal?.addEventListener("abort", onAbort);
    let closing: ReturnType<Clock["after"]> | undefined;
    // Listening before the first read closes the gap between the two.
    const wakeups = changes(bus, gameId, stop.signal);
    try {
      let cursor = lastVersion ?? -1;
      let announced: number | undefined;
      let first = true;
      for (;;) {
        // Kept in memory per instance: a wake-up reads the database only when this
        // instance has not seen the announced version yet.
        const game = visible(await cache.load(gameId, announced), playerId, inviteCode);
        // A move brings a frame; so do a change of seats (announced as LOOK_AGAIN) and
        // a new message (TALK_CHANGED), which leave the version where it was; the
        // first frame always comes.
        if (first || game.version > cursor || announced === undefined) {
          yield await frame(game, playerId, locale, cursor);
          cursor = game.version;
          first = false;
        }
        if (ended(game)) {
          const wait = rematchWaitMs(game, playerId, clock.now());
          if (wait === 0) return;
          closing ??= clock.after(wait, () => stop.abort());
        }
        const next = await wakeups.next();
        if (next === null) return;
        announced = next >= 0 ? next : undefined;
      }
    } finally {
      clock.cancel(closing);
      signal?.removeEventListener("abort", onAbort);
      wakeups.close();
    }
  }

  return {
    /**
     * What `playerId` (null: a spectator) may know of the game now. An invite-only
     * table shows itself to its seated players and to holders of its invite code only.
     */
    snapshot: async (
      gameId: string,
      playerId: string | null,
      locale: Locale,
      inviteCode?: string | null,
    ): Promise<GameSnapshot> => {
      const game = visible(await cache.load(gameId), playerId, inviteCode);
      return frame(game, playerId, locale, -1);
    },

    updates,

    /**
     * An ended game's rating changes (repository.ratingChanges), for whoever may see
     * its table; null while it runs.
     */
    ratingChanges: async (
      gameId: string,
      playerId: string | null,
      inviteCode?: string | null,
    ) => {
      visible(await cache.load(gameId), playerId, inviteCode);
      return games.ratingChanges(gameId);
    },

    /**
     * The achievements the caller earned by an ended game (stored in its ending), for
     * the result screen; none for a spectator or while the game runs.
     */
    achievementsEarned: async (
      gameId: string,
      playerId: string | null,
      inviteCode?: string | null,
    ): Promise<string[]> => {
      visible(await cache.load(gameId), playerId, inviteCode);
      if (!playerId) return [];
      const earned = await games.achievementsEarned(gameId);
      return earned.filter((a) => a.playerId === playerId).map((a) => a.key);
    },
  };
}

export type Frames = ReturnType<typeof createFrames>;
