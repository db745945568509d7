// A new table as a host asks for it (NewTable) and as it is stored (NewTableRow):
// the rules checked the way the engine will deal them, a fresh seed and invite code,
// who sits where and its turn timer (the default when none was chosen: every table is
// timed, so no game can stall for ever). Tables, rematches, challenges and
// championships all make theirs here.
import { GameConfigError, resolveConfig } from "@3u3d/engine";
import type { GameConfig, GameOptions, Ruleset } from "@3u3d/engine";
import type { BotLevel } from "@3u3d/ai";
import type { NewTableRow } from "@3u3d/db/repositories";

import { turnTimerOrDefault } from "../turn-timers";
import { invalid } from "./errors";
import { newInviteCode, newSeed } from "./ids";

export type SeatSpec = { kind: "human" } | { kind: "bot"; level: BotLevel };

export interface NewTable {
  ruleset: Ruleset;
  options: GameOptions;
  seats: SeatSpec[];
  isPublic: boolean;
  /** null: the default timer (DEFAULT_TURN_TIMER_SECONDS). */
  turnTimerSeconds: number | null;
  /** The seat the host takes (default: the first human seat); a rematch keeps theirs. */
  hostSeat?: number;
}

/** Where a table sits in a championship, and who already holds its human seats. */
export interface TablePlacement {
  championshipId: string;
  championshipIndex: number;
  dealer: number;
  /** Player per seat carried over from the previous game (null: open or bot). */
  seatPlayers?: (string | null)[];
}

/**
 * The row a new table is stored as: its config checked the way the engine will deal
 * it, a fresh seed and invite code, the host in their seat (or a championship's
 * players in theirs). Throws INVALID when the engine could not deal it or there is no
 * human seat for the host.
 */
export function tableRow(
  hostPlayerId: string,
  input: NewTable,
  placement?: TablePlacement,
): NewTableRow {
  const config: GameConfig = {
    ruleset: input.ruleset,
    players: input.seats.length,
    options: input.options,
    ...(placement ? { dealer: placement.dealer } : {}),
  };
  try {
    resolveConfig(config, () => "check"); // the rules the engine will apply at the deal
  } catch (error) {
    // The engine's words for an impossible table ("Five colours need at least…").
    if (error instanceof GameConfigError) throw invalid(error.message);
    throw error;
  }
  const hostSeat = input.hostSeat ?? input.seats.findIndex((s) => s.kind === "human");
  if (input.seats[hostSeat]?.kind !== "human")
    throw invalid("A table needs at least one human seat: yours.");
  return {
    config,
    seed: newSeed(),
    inviteCode: newInviteCode(),
    isPublic: input.isPublic,
    hostPlayerId,
    turnTimerSeconds: turnTimerOrDefault(input.turnTimerSeconds),
    championshipId: placement?.championshipId ?? null,
    championshipIndex: placement?.championshipIndex ?? null,
    seats: input.seats.map((spec, seat) => ({
      playerId: placement?.seatPlayers
        ? (placement.seatPlayers[seat] ?? null)
        : seat === hostSeat
          ? hostPlayerId
          : null,
      botLevel: spec.kind === "bot" ? spec.level : null,
    })),
  };
}
