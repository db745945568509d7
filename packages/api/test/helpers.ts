import { createCaller, createTRPCContext } from "../src";
import { createBotRunner, type BotRunner } from "../src/services/bot-runner";
import type { DbClient } from "@3u3d/db";

export interface Harness {
  bots: BotRunner;
  /** A caller acting as this player (null: anonymous). */
  as(playerId: string | null): ReturnType<typeof createCaller>;
  newPlayer(name: string): Promise<string>;
}

export function harness(db: DbClient): Harness {
  const bots = createBotRunner({ db, delayMs: 0, expertTimeMs: 20 });
  return {
    bots,
    as: (playerId) =>
      createCaller(createTRPCContext({ db, bots }, { headers: new Headers(), playerId })),
    newPlayer: async (displayName) =>
      (await db.player.create({ data: { displayName } })).id,
  };
}
