// The house: the game server and the services that listen to it, built on one set of
// repositories. Championships listen to the master's "ended" here, and push
// notifications to its "turn", so the game server never imports them (no circle:
// routers ▸ house ▸ services ▸ game-server ▸ rules). Quick pairing and accepted
// challenges announce the tables they deal through the game server; the people seated
// by pairing, and the people challenged, are told by push. The game server asks
// friends whom each viewer blocked (their talk is hidden from the viewer). Presence
// counts quick pairing's pools. A daily-puzzle streak of seven earns its achievement here.
// The web app's composition root (apps/web/src/server/api-deps.ts) and the tests
// build it the same way.
import { DAILY_PUZZLES } from "@3u3d/ai/puzzle";
import type { Repositories } from "@3u3d/db/repositories";

import { createGameServer, type GameServerOptions } from "./game-server/game-server";
import { createChampionships } from "./services/championships";
import { createFriends, type FriendsOptions } from "./services/friends";
import { createPairing } from "./services/pairing";
import { createPresence } from "./services/presence";
import { createPush, type PushOptions } from "./services/push";
import { createPuzzles, type PuzzleOptions } from "./services/puzzles";
import { puzzleStreakAwards } from "./services/achievements";
import { challenged, tableReady, yourTurn } from "./services/push-messages";
import { waitsForMoves } from "./turn-timers";

export interface HouseOptions extends GameServerOptions {
  repositories: Repositories;
  /** VAPID keys from env, and (tests) where pushes are sent. */
  push?: Omit<PushOptions, "repositories">;
  /** Also told of each new challenge, after the push to the challenged person (tests). */
  onChallenged?: FriendsOptions["onChallenged"];
  /** How fast one person may challenge (tests give their own). */
  challengeLimiter?: FriendsOptions["challengeLimiter"];
  /** The daily puzzle's clock and streak hook (tests give their own clock). */
  puzzles?: Pick<PuzzleOptions, "now" | "onStreak">;
}

export function createHouse(options: HouseOptions) {
  const { repositories } = options;
  const push = createPush({
    repositories,
    localeOf: async (playerId) =>
      (await repositories.players.find(playerId))?.locale ?? null,
    ...options.push,
  });
  const friends = createFriends({
    repositories,
    announce: (gameId) => server.changed(gameId),
    onChallenged: async (challenge) => {
      push.notify(challenge.toPlayerId, challenged(challenge.id, challenge.fromName));
      await options.onChallenged?.(challenge);
    },
    challengeLimiter: options.challengeLimiter,
  });
  const server = createGameServer({
    ...options,
    hiddenSpeakers: (viewerId) => friends.hiddenSpeakers(viewerId),
  });
  const championships = createChampionships(repositories);
  server.events.on("ended", async ({ championshipId }) => {
    if (championshipId) await championships.markIfOver(championshipId);
  });
  // Only games that wait: a short timer's players are at the table already. `notify`
  // returns at once, so the mover never waits for a push service.
  server.events.on("turn", ({ gameId, version, playerIds, turnTimerSeconds }) => {
    if (turnTimerSeconds === null || !waitsForMoves(turnTimerSeconds)) return;
    const message = yourTurn(gameId, turnTimerSeconds, version === 0);
    for (const playerId of playerIds) push.notify(playerId, message);
  });
  const pairing = createPairing({
    repositories,
    announce: async (gameId, playerIds) => {
      await server.changed(gameId);
      for (const playerId of playerIds) push.notify(playerId, tableReady(gameId));
    },
  });
  const presence = createPresence({
    presence: repositories.presence,
    pairing,
    clock: options.clock,
  });
  const puzzles = createPuzzles({
    repositories,
    file: DAILY_PUZZLES,
    // A solve that makes the streak seven days long earns puzzle-streak-7 (once).
    onStreak: async (playerId, streak) => {
      await repositories.achievements.award(puzzleStreakAwards(playerId, streak));
    },
    ...options.puzzles,
  });
  return {
    server,
    championships,
    pairing,
    friends,
    presence,
    push,
    puzzles,
    repositories,
  };
}

export type House = ReturnType<typeof createHouse>;
