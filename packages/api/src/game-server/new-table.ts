// A new table as a host asks for it (NewTable) and as it is stored (NewTableRow):
// the rules checked the way the engine will deal them, a fresh seed and invite code,
// who sits where and its turn timer (the default when none was chosen: every table is
// timed, so no game can stall for ever). Tables, rematches, challenges and
// championships all make theirs here.
import { GameConfigError, PLAYER_LIMITS, resolveConfig } from "@3u3d/engine";
import type { GameConfig, GameOptions, Ruleset } from "@3u3d/engine";
import type { BotLevel } from "@3u3d/ai";
import type { NewTableRow } from "@3u3d/db/repositories";
import { msg, type Msg } from "@3u3d/i18n/msg";

import { turnTimerOrDefault } from "../turn-timers";
import { invalid, refusalMsg } from "./errors";
import { newInviteCode, newSeed } from "./ids";

export type SeatSpec = { kind: "human" } | { kind: "bot"; level: BotLevel };

export interface NewTable {
  ruleset: Ruleset;
  options: GameOptions;
  seats: SeatSpec[];
  isPublic: boolean;
  /** null: the default timer (DEFAULT_TURN_TIMER_SECONDS), or none when `casualAgainstBots`. */
  turnTimerSeconds: number | null;
  /**
   * A guest's table against bots only (casualTableAgainstBots): nobody's rating is at
   * stake and nobody else waits, so it is casual and, unless a timer was chosen, has
   * no turn clock (issue #63: a clock counting down against bots was only pressure).
   */
  casualAgainstBots?: boolean;
  /** The seat the host takes (default: the first human seat); a rematch keeps theirs. */
  hostSeat?: number;
}

/**
 * Why the engine would not deal `config`, in the player's words. The engine's own
 * message is for developers (and English); the ways a request from the site can fail
 * are these three: too many or too few seats, too few colours for the seats (the
 * words the create form shows, options.tooFewColours), or options that do not go
 * together (which the form never offers, so one sentence covers them).
 */
function impossibleTable(config: GameConfig): Msg {
  const ruleset = config.ruleset ?? "3up3down";
  const { min, max } = PLAYER_LIMITS[ruleset];
  if (config.players < min || config.players > max)
    return refusalMsg("tables.playerCount", { ruleset, min, max });
  if (ruleset === "3up3down" && config.options?.colors)
    return msg("options.tooFewColours", { players: config.players });
  return refusalMsg("tables.rulesClash");
}

/**
 * Whether a new table is a guest's game against bots only: one person's seat, the
 * rest bots, and a host without an account (whose games are never rated; a guest who
 * signs up in the middle keeps it casual, so a game without a clock never decides a
 * rating). An account's game against bots is rated and keeps its clock: a player
 * about to lose must not be able to hold the loss off for ever.
 */
export const casualTableAgainstBots = (
  seats: readonly SeatSpec[],
  hostIsGuest: boolean,
) => hostIsGuest && seats.filter((s) => s.kind === "human").length === 1;

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
    if (error instanceof GameConfigError) throw invalid(impossibleTable(config));
    throw error;
  }
  const hostSeat = input.hostSeat ?? input.seats.findIndex((s) => s.kind === "human");
  if (input.seats[hostSeat]?.kind !== "human")
    throw invalid(refusalMsg("tables.humanSeat"));
  return {
    config,
    seed: newSeed(),
    inviteCode: newInviteCode(),
    isPublic: input.isPublic,
    hostPlayerId,
    turnTimerSeconds:
      input.casualAgainstBots && input.turnTimerSeconds === null
        ? null
        : turnTimerOrDefault(input.turnTimerSeconds),
    ...(input.casualAgainstBots && { rated: false }),
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
