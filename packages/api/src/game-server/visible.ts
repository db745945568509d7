// Who may see a game: the one check every read and every act starts with.
import type { GameState } from "@3u3d/engine";
import type { StoredGame } from "@3u3d/db/repositories";

import { notFound, serverWords, wrongStatus } from "./errors";
import type { GameCache } from "./game-cache";
import { visibleTo } from "./table-policy";

/**
 * The game if the caller may see it (table-policy visibleTo); anything else is "not
 * found", the same answer as for no game at all, so every check that could tell a
 * stranger more (the version, the status, the seats) comes after this one.
 */
export function visible(
  game: StoredGame | null,
  playerId: string | null,
  inviteCode: string | null | undefined,
): StoredGame {
  if (game && visibleTo(game, playerId, inviteCode)) return game;
  throw notFound("game");
}

/**
 * The game being played, for `playerId` to act in: a game they may not see is "not
 * found" before its status is told (a private game's state is nobody else's news).
 */
export async function playingGame(
  cache: Pick<GameCache, "load">,
  gameId: string,
  playerId: string,
): Promise<StoredGame & { state: GameState }> {
  const game = visible(await cache.load(gameId), playerId, null);
  if (game.status !== "PLAYING" || !game.state)
    throw wrongStatus(serverWords("notPlaying"));
  return game as StoredGame & { state: GameState };
}
