// What the master announces once a change is stored: every instance reads the game
// again (the cache and the bus), and this instance's listeners hear it (events.ts: the
// turns to schedule, championships, push). Every part of the master that stores a
// change tells it here, so each announcement is made one way.
import type { Seat } from "@3u3d/engine";
import type { StoredGame } from "@3u3d/db/repositories";

import type { GameServerEventHub } from "./events";
import type { GameCache } from "./game-cache";
import { actingSeats, peopleAt, peopleNewlyToAct } from "./table-policy";

export interface Announcer {
  /** A seat's or a flag's change (not a move): every instance reads the game again. */
  changed: (gameId: string) => Promise<void>;
  /**
   * A table was just dealt: a change like any other, and the turn of everyone who
   * acts first (announced here once, unlike a change, which restarts repeat).
   */
  dealt: (gameId: string) => Promise<void>;
  /** A move was committed: the end (if it was the last), the commit, whose turn it is. */
  moved: (
    game: StoredGame,
    version: number,
    finished: boolean,
    before: readonly Seat[],
    now: readonly Seat[],
  ) => Promise<void>;
  /** The game was ended without a move (abandoned): the end, and a change. */
  abandoned: (gameId: string) => Promise<void>;
}

export function createAnnouncer(cache: GameCache, events: GameServerEventHub): Announcer {
  /** "turn": the people who must act at `version` and did not before, and who no longer must. */
  async function turn(
    game: StoredGame,
    version: number,
    before: readonly Seat[],
    now: readonly Seat[],
  ) {
    const playerIds = peopleNewlyToAct(game, before, now);
    const donePlayerIds = peopleNewlyToAct(game, now, before);
    if (playerIds.length > 0 || donePlayerIds.length > 0)
      await events.emit("turn", {
        gameId: game.id,
        version,
        playerIds,
        donePlayerIds,
        turnTimerSeconds: game.turnTimerSeconds,
      });
  }

  async function changed(gameId: string) {
    cache.changed(gameId);
    await events.emit("changed", { gameId });
  }

  return {
    changed,
    async dealt(gameId) {
      await changed(gameId);
      const game = await cache.load(gameId);
      if (!game) return;
      await turn(game, game.version, [], actingSeats(game));
    },
    async moved(game, version, finished, before, now) {
      const gameId = game.id;
      if (finished)
        await events.emit("ended", {
          gameId,
          championshipId: game.championshipId,
          playerIds: peopleAt(game),
        });
      await events.emit("committed", { gameId, version, finished });
      await turn(game, version, before, now);
    },
    async abandoned(gameId) {
      cache.changed(gameId);
      const game = await cache.load(gameId);
      await events.emit("ended", {
        gameId,
        championshipId: game?.championshipId ?? null,
        playerIds: game ? peopleAt(game) : [],
      });
      await events.emit("changed", { gameId });
    },
  };
}
