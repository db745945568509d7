// The house: the game server and the services that listen to it, built on one set of
// repositories. Championships listen to the master's "ended" here, and push
// notifications to its "turn", so the game server never imports them (no circle:
// routers ▸ house ▸ services ▸ game-server ▸ rules). Quick pairing, accepted
// challenges and championships open their tables through the game server
// (`tables.open`), which announces them; the people seated by pairing, and the people
// challenged, are told by push. The game server asks blocks (built first) whom each
// viewer blocked (their talk is hidden from the viewer); friends make it forget a
// viewer's copy when they block or unblock. Presence counts quick pairing's pools. A
// daily-puzzle streak of seven earns its achievement here.
// Each person's pages hear here what of theirs changed (person-news.ts): a challenge to
// them or an answer to theirs, a pairing made, a table dealt or a turn that became theirs.
// boot.ts builds it (and starts its loops) once per process at start; the tests build
// it the same way.
import { DAILY_PUZZLES } from "@3u3d/ai/puzzle";
import type { Repositories } from "@3u3d/db/repositories";

import { createGameServer, type GameServerOptions } from "./game-server/game-server";
import { createPersonNews } from "./person-news";
import { createBlocks } from "./services/blocks";
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
  const news = createPersonNews(options.bus);
  const push = createPush({
    repositories,
    localeOf: async (playerId) =>
      (await repositories.players.find(playerId))?.locale ?? null,
    ...options.push,
  });
  // Built before both of its users: the game server reads it, friends forget from it.
  const blocks = createBlocks(repositories.friends);
  const server = createGameServer({ ...options, hiddenSpeakers: blocks.hiddenSpeakers });
  const friends = createFriends({
    repositories,
    blocks,
    tables: server.tables,
    onChallenged: async (challenge) => {
      news.tell([challenge.toPlayerId], "challenges");
      push.notify(challenge.toPlayerId, challenged(challenge.id, challenge.fromName));
      await options.onChallenged?.(challenge);
    },
    onAnswered: ({ fromPlayerId, toPlayerId }) =>
      news.tell([fromPlayerId, toPlayerId], "challenges"),
    challengeLimiter: options.challengeLimiter,
  });
  const championships = createChampionships(repositories, server.tables);
  server.events.on("ended", async ({ championshipId, playerIds }) => {
    news.tell(playerIds, "games"); // it leaves their list of games
    if (championshipId) await championships.markIfOver(championshipId);
  });
  // Only games that wait: a short timer's players are at the table already. `notify`
  // returns at once, so the mover never waits for a push service.
  server.events.on(
    "turn",
    ({ gameId, version, playerIds, donePlayerIds, turnTimerSeconds }) => {
      // Their lists of games changed (a table dealt for them, a turn theirs, or over).
      news.tell([...playerIds, ...donePlayerIds], "games");
      if (playerIds.length === 0) return;
      if (turnTimerSeconds === null || !waitsForMoves(turnTimerSeconds)) return;
      const message = yourTurn(gameId, turnTimerSeconds, version === 0);
      for (const playerId of playerIds) push.notify(playerId, message);
    },
  );
  const pairing = createPairing({
    repositories,
    tables: server.tables,
    onSeated: (gameId, playerIds) => {
      news.tell(playerIds, "pairing");
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
    /** The game server: its parts below, its events, its resume, drain and dispose (boot.ts). */
    server,
    // Its parts the routers use, each on its own (trpc.ts ApiDeps).
    master: server.master,
    tables: server.tables,
    coach: server.coach,
    addressBook: server.addressBook,
    championships,
    pairing,
    friends,
    presence,
    push,
    puzzles,
    news,
    repositories,
  };
}

export type House = ReturnType<typeof createHouse>;
