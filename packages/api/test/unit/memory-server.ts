// A game server on the in-memory repositories and turn queue: what the unit tests in
// this folder run against, with no database at all.
import type { Clock } from "@3u3d/db/clock";
import { createMemoryRepositories } from "@3u3d/db/repositories/memory";

import { createInProcessBus } from "../../src/game-server/event-bus";
import type { NewTable } from "../../src/game-server/new-table";
import type { GameServerEvents } from "../../src/game-server/events";
import { createGameServer } from "../../src/game-server/game-server";
import { createMemoryTurnQueue } from "../../src/game-server/memory-turn-queue";
import { endingRules } from "../../src/services/ending-rules";

export function memoryServer(
  /** `clock`: the game server's and its queue's time (a manual one moves on request). */
  options: { turnTimerMs?: (seconds: number) => number; clock?: Clock } = {},
) {
  const repositories = createMemoryRepositories({ ...endingRules, clock: options.clock });
  const server = createGameServer({
    repositories,
    bus: createInProcessBus(),
    queue: (run) => createMemoryTurnQueue(run, options.clock),
    botDelayMs: 0,
    expertTimeMs: 10,
    turnTimerMs: options.turnTimerMs,
    clock: options.clock,
  });
  // Everything the master announced, in order.
  const heard: { event: keyof GameServerEvents; gameId: string }[] = [];
  for (const event of ["committed", "changed", "ended"] as const)
    server.events.on(event, ({ gameId }) => {
      heard.push({ event, gameId });
    });
  return {
    server,
    repositories,
    heard,
    players: repositories.players,
    ratings: repositories.ratings,
  };
}

export type MemoryServer = ReturnType<typeof memoryServer>;

/** Plays `playerId`'s first legal move at each of their turns until the game is over. */
export async function playOut(
  { server }: MemoryServer,
  gameId: string,
  playerId: string,
) {
  for (let i = 0; i < 5000; i++) {
    await server.idle(gameId);
    const snapshot = await server.master.snapshot(gameId, playerId, "en");
    if (snapshot.status !== "PLAYING") return snapshot;
    const move = snapshot.legal.moves[0];
    if (move) await server.master.submit(gameId, playerId, move, snapshot.version);
  }
  throw new Error("the game did not end");
}

/** A table of 3UP 3DOWN with these seats: invite-only and without a turn timer unless told. */
export const newTable = (
  seats: NewTable["seats"],
  extra: Partial<NewTable> = {},
): NewTable => ({
  ruleset: "3up3down",
  options: {},
  seats,
  isPublic: false,
  turnTimerSeconds: null,
  ...extra,
});

/** Opens `table` in the lobby with `host` in their seat, the way the lobby's create does. */
export const inLobby = (m: MemoryServer, host: string, table: NewTable) =>
  m.server.tables.open({ ...table, host }, { deal: false });
