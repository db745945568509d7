// Who may open a finished game's record (its replay, with every seat's cards, and its
// export, with the seed). A game at an open table was public while it ran, so it stays
// public. A game at an invite-only table stays as private as it was: its seats (whoever
// sat there, even if they resigned) and, for a championship game, the championship's
// host and players, who see it in the standings. Its invite code no longer opens it: a
// code dies with its game (issue #61), and the seats keep their access through their
// players. Everyone else is told the game does not exist, as for an id that never did.
//
// Histories list only what their reader may open: the same rule in SQL,
// packages/db's games/history.ts (openTo).
//
// A game still running is judged by the same rule (its record is not open yet, but
// whether to say "after the end" or "no such game" depends on who asks).
import type { Repositories } from "@3u3d/db/repositories";

import type { RecordAccess } from "../game-server/records";

export async function mayOpenFinished(
  championships: Pick<Repositories["championships"], "isMember">,
  record: RecordAccess,
  reader: string | null,
): Promise<boolean> {
  const { isPublic, championshipId } = record.access;
  if (isPublic) return true;
  if (reader === null) return false;
  if (record.seats.some((s) => s.playerId === reader)) return true;
  return championshipId !== null && championships.isMember(championshipId, reader);
}
