// The house: the game server and the services that listen to it, built on one set of
// repositories. Championships listen to the master's "ended" here, so the game server
// never imports them (no circle: routers ▸ house ▸ services ▸ game-server ▸ rules);
// quick pairing and accepted challenges announce the tables they deal through the game
// server, and the game server asks friends whom each viewer blocked (their talk is
// hidden from the viewer).
// The web app's composition root (apps/web/src/server/api-deps.ts) and the tests
// build it the same way.
import type { Repositories } from "@3u3d/db/repositories";

import { createGameServer, type GameServerOptions } from "./game-server/game-server";
import { createChampionships } from "./services/championships";
import { createFriends, type FriendsOptions } from "./services/friends";
import { createPairing } from "./services/pairing";
import { createPresence } from "./services/presence";

export interface HouseOptions extends GameServerOptions {
  repositories: Repositories;
  /** Told of each new challenge (a push notification to the challenged person). */
  onChallenged?: FriendsOptions["onChallenged"];
  /** How fast one person may challenge (tests give their own). */
  challengeLimiter?: FriendsOptions["challengeLimiter"];
}

export function createHouse(options: HouseOptions) {
  const { repositories } = options;
  const friends = createFriends({
    repositories,
    announce: (gameId) => server.changed(gameId),
    onChallenged: options.onChallenged,
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
  const pairing = createPairing({
    repositories,
    announce: (gameId) => server.changed(gameId),
  });
  const presence = createPresence(repositories.players);
  return { server, championships, pairing, friends, presence, repositories };
}

export type House = ReturnType<typeof createHouse>;
