// The house: the game server and the services that listen to it, built on one set of
// repositories. Championships listen to the master's "ended" here, so the game server
// never imports them (no circle: routers ▸ house ▸ services ▸ game-server ▸ rules);
// quick pairing announces the tables it deals through the game server, and presence
// counts quick pairing's pools.
// The web app's composition root (apps/web/src/server/api-deps.ts) and the tests
// build it the same way.
import type { Repositories } from "@3u3d/db/repositories";

import { createGameServer, type GameServerOptions } from "./game-server/game-server";
import { createChampionships } from "./services/championships";
import { createPairing } from "./services/pairing";
import { createPresence } from "./services/presence";

export interface HouseOptions extends GameServerOptions {
  repositories: Repositories;
}

export function createHouse(options: HouseOptions) {
  const { repositories } = options;
  const server = createGameServer(options);
  const championships = createChampionships(repositories);
  server.events.on("ended", async ({ championshipId }) => {
    if (championshipId) await championships.markIfOver(championshipId);
  });
  const pairing = createPairing({
    repositories,
    announce: (gameId) => server.changed(gameId),
  });
  const presence = createPresence({ presence: repositories.presence, pairing });
  return { server, championships, pairing, presence, repositories };
}

export type House = ReturnType<typeof createHouse>;
