// Which running games need this instance after a (re)start: those where a bot must move
// or a turn timer must run. A game waiting for a human at a table without a timer needs
// nothing until that human moves (their move wakes the bots). Waking every running game
// instead loaded each into memory: with 1,284 abandoned games in the database the first
// request after a restart cost 5 s of CPU and 200 MB, and it grows with every guest who
// walks away from a game.
import { sqlPool, type DbClient } from "@3u3d/db";

/**
 * Ids of the running games with a turn timer or a bot to act. The seats to act follow
 * the engine's `toAct` (setup: every seat that has not chosen; play: the current seat)
 * and a bot seat is `isBotSeat`'s (no player, or handed to its bot); a test checks this
 * query against those two functions on real games.
 */
export async function gamesToResume(db: DbClient): Promise<string[]> {
  const result = await sqlPool(db).query<{ id: string }>(
    `select g.id from "Game" g
     where g.status = 'PLAYING' and g.state is not null
       and (g."turnTimerSeconds" is not null
         or exists (
           select 1 from "GameSeat" s
           where s."gameId" = g.id
             and (s."playerId" is null or s."botControlled")
             and case g.state->>'phase'
               when 'setup' then g.state->'seats'->s.seat->'chosen' = 'null'::jsonb
               when 'play' then s.seat = (g.state->>'current')::int
               else false
             end))`,
  );
  return result.rows.map((row) => row.id);
}
