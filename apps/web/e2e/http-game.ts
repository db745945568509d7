// Games played over the API (a random legal move, seldom the pick-up), for tests that need finished
// games on record rather than the table's flow. Short: two colours, 24 cards.
import type { client } from "./trpc-http";

type Client = Awaited<ReturnType<typeof client>>;

/** Plays the client's seat of a dealt game until the game is over. */
export async function playSeatOverHttp(player: Client, gameId: string): Promise<void> {
  for (let i = 0; i < 5000; i++) {
    const legal = player.data<{ legal: { version: number; moves: { type: string }[] } }>(
      await player.query("game.view", { gameId }),
    ).legal;
    if (legal.moves.length > 0) {
      // Any move but taking the pile when there is one: passing the pile back and forth
      // can make a game of first moves last thousands of turns.
      const plays = legal.moves.filter((m) => m.type !== "pickup");
      const pool = plays.length > 0 ? plays : legal.moves;
      const move = pool[Math.floor(Math.random() * pool.length)];
      await player.mutate("game.move", {
        gameId,
        version: legal.version,
        move,
      });
      continue;
    }
    const view = player.data<{ status: string }>(
      await player.query("game.view", { gameId }),
    );
    if (view.status === "FINISHED") return;
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  throw new Error("the game did not end");
}

/**
 * A short game against a bot (the Rookie unless `level` says otherwise), from the deal
 * to the end; its id. At a public table its record is anyone's to open (an
 * invite-only game's stays with its seats).
 */
export async function playShortGameOverHttp(
  player: Client,
  { isPublic = false, level = "random" }: { isPublic?: boolean; level?: string } = {},
): Promise<string> {
  const table = player.data<{ id: string }>(
    await player.mutate("lobby.create", {
      seats: [{ kind: "human" }, { kind: "bot", level }],
      options: { colors: ["red", "blue"] },
      isPublic,
    }),
  );
  await player.mutate("lobby.start", { gameId: table.id });
  await playSeatOverHttp(player, table.id);
  return table.id;
}
