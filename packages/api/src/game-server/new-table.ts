// A new table as a host asks for it (NewTable) and as it is stored (NewTableRow):
// the rules checked the way the engine will deal them, a fresh seed and invite code,
// who sits where and its turn timer (the default when none was chosen: every table is
// timed, so no game can stall for ever), who is seated and whether it is dealt at
// once: `openTable`, for the game server's `tables.open` (tables.ts), the one way a
// table is opened — the lobby's, rematches, quick pairing's, challenges' and
// championships'.
import {
  GameConfigError,
  PLAYER_LIMITS,
  createGame,
  resolveConfig,
  toAct,
} from "@3u3d/engine";
import type { GameConfig, GameOptions, Ruleset } from "@3u3d/engine";
import type { BotLevel } from "@3u3d/ai";
import type { Deal, NewTableRow } from "@3u3d/db/repositories";
import { msg, type Msg } from "@3u3d/i18n/msg";

import { turnTimerOrDefault } from "../turn-timers";
import { invalid, refusalMsg, wrongStatus } from "./errors";
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

/** Where a table sits in a championship. */
export interface TablePlacement {
  championshipId: string;
  championshipIndex: number;
  dealer: number;
}

/**
 * The row a new table is stored as: its config checked the way the engine will deal
 * it, a fresh seed and invite code, the host in their seat. Throws INVALID when the
 * engine could not deal it or there is no human seat for the host.
 */
function tableRow(
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
      playerId: seat === hostSeat ? hostPlayerId : null,
      botLevel: spec.kind === "bot" ? spec.level : null,
    })),
  };
}

/** A table to open: as its host asks for it, who that is, and where it belongs. */
export interface TableSpec extends NewTable {
  host: string;
  /** A championship's game: where it sits in the championship. */
  placement?: TablePlacement;
  /** Whether its result changes ratings (absent: as NewTable decides, rated by default). */
  rated?: boolean;
}

/** Who sits at a table being opened, and whether it is dealt at once. */
export interface OpenOptions<D extends boolean = boolean> {
  /**
   * The person in each seat (null: open, or a bot's), for tables whose people are
   * known (a pairing, a challenge, a championship's next game). Absent: the host in
   * their seat, the others open.
   */
  seated?: readonly (string | null)[];
  /** Dealt at once; refused (WRONG_STATUS, "waiting for …") while a human seat is free. */
  deal: D;
}

/** A table ready to store, and its deal when it is dealt at once. */
export interface OpenedTable<D extends boolean = boolean> {
  table: NewTableRow;
  dealt: D extends true ? Deal : D extends false ? null : Deal | null;
}

/**
 * The table `spec` asks for with `options.seated` in their seats, and its deal when
 * `options.deal` (every human seat must then be taken). Nothing is stored: the game
 * server's `tables.open` stores and announces it. Throws INVALID for rules the engine
 * could not deal, WRONG_STATUS for a deal with seats still free; a `seated` that does
 * not fit the seats (a person in a bot's seat, or twice) is a bug of the caller's.
 */
export function openTable<D extends boolean>(
  spec: TableSpec,
  { seated, deal }: OpenOptions<D>,
): OpenedTable<D> {
  const row = tableRow(spec.host, spec, spec.placement);
  if (seated) checkSeated(row, seated);
  const table: NewTableRow = {
    ...row,
    rated: spec.rated ?? row.rated,
    seats: seated
      ? row.seats.map((s, seat) => ({ ...s, playerId: seated[seat] ?? null }))
      : row.seats,
  };
  if (!deal) return { table, dealt: null } as OpenedTable<D>;
  const free = table.seats.filter((s) => s.botLevel === null && s.playerId === null);
  if (free.length > 0)
    throw wrongStatus(refusalMsg("tables.waitingFor", { count: free.length }));
  const state = createGame({ ...table.config, seed: table.seed });
  return { table, dealt: { state, acting: toAct(state) } } as OpenedTable<D>;
}

function checkSeated(row: NewTableRow, seated: readonly (string | null)[]) {
  if (seated.length !== row.seats.length)
    throw new Error(`tables: ${seated.length} people for ${row.seats.length} seats`);
  const people = seated.filter((p): p is string => p !== null);
  if (new Set(people).size !== people.length)
    throw new Error("tables: a person sits at a table once");
  if (seated.some((p, seat) => p !== null && row.seats[seat]?.botLevel !== null))
    throw new Error("tables: a person sits in a human seat");
}
