// "Your games": the tables a player sits at and their championships still being
// played, for the home and profile pages to list and poll. Whose turn it is comes
// from the game server as seats only; nothing of a game's cards is read here, so the
// list can show the caller nothing they could not see from the table's seats.
import type { Seat } from "@3u3d/engine";
import type { SeatedTable } from "@3u3d/db/repositories";
import type { Locale } from "@3u3d/i18n";

import type { TableOfPlayer, Tables } from "../game-server/tables";
import { isFreeSeat, seatNames } from "../game-server/table-policy";
import type { Championships } from "./championships";

/** Championships listed: a host who never deals the next game leaves one open for good. */
const LISTED_CHAMPIONSHIPS = 10;

export interface YourTable {
  gameId: string;
  ruleset: SeatedTable["ruleset"];
  status: SeatedTable["status"];
  /** The other seats taken, as the table names them. */
  opponents: string[];
  seatsTaken: number;
  seatCount: number;
  /** One of the caller's seats must act now. */
  yourTurn: boolean;
  /** Who else must act now (more than one while face-up cards are being chosen). */
  waitingFor: string[];
  /** A bot plays the caller's seat (after a resign or timeouts) until they take it back. */
  botPlaying: boolean;
  /** The championship this table is a game of, and which game (1 = the first). */
  championship: { id: string; name: string; game: number } | null;
  /** The table's turn timer, if any, and when the turn now running times out. */
  turnTimerSeconds: number | null;
  deadline: Date | null;
}

/** Your turn first, the one that times out soonest first; otherwise newest first. */
function waitingForYouFirst(a: YourTable, b: YourTable): number {
  if (a.yourTurn !== b.yourTurn) return Number(b.yourTurn) - Number(a.yourTurn);
  if (!a.yourTurn) return 0;
  const at = (t: YourTable) => t.deadline?.getTime() ?? Number.POSITIVE_INFINITY;
  return at(a) === at(b) ? 0 : at(a) < at(b) ? -1 : 1;
}

/** The caller's tables (those waiting for them first) and championships in progress. */
export async function yourGames(
  games: Pick<Tables, "tablesOf">,
  championships: Pick<Championships, "inProgress">,
  playerId: string,
  locale: Locale,
) {
  const [tables, open] = await Promise.all([
    games.tablesOf(playerId),
    championships.inProgress(playerId, LISTED_CHAMPIONSHIPS),
  ]);
  const listed = tables.map((table) => yourTable(table, playerId, locale));
  return {
    // A stable sort: among equals the newest table stays first.
    tables: listed.sort(waitingForYouFirst),
    championships: open,
  };
}

function yourTable(table: TableOfPlayer, playerId: string, locale: Locale): YourTable {
  const { acting } = table;
  const names = seatNames(table.seats, locale);
  const nameOf = (seat: Seat) =>
    names[table.seats.findIndex((s) => s.seat === seat)] ?? "";
  const mine = table.seats.filter((s) => s.playerId === playerId);
  const isMine = (seat: Seat) => mine.some((s) => s.seat === seat);
  const taken = table.seats.filter((s) => !isFreeSeat(s));
  const botPlaying = mine.length > 0 && mine.every((s) => s.botControlled);
  return {
    gameId: table.id,
    ruleset: table.ruleset,
    status: table.status,
    opponents: taken.filter((s) => !isMine(s.seat)).map((s) => nameOf(s.seat)),
    seatsTaken: taken.length,
    seatCount: table.seatCount,
    yourTurn: !botPlaying && acting.some(isMine),
    waitingFor: acting.filter((seat) => !isMine(seat)).map(nameOf),
    botPlaying,
    turnTimerSeconds: table.turnTimerSeconds,
    deadline: table.deadline,
    championship:
      table.championshipId && table.championshipName !== null
        ? {
            id: table.championshipId,
            name: table.championshipName,
            game: (table.championshipIndex ?? 0) + 1,
          }
        : null,
  };
}
