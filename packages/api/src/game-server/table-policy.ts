// The rules of a table as a room (its policy; the game's own options in words are
// @3u3d/ui's table-rules.ts), in one pure module: who sits where and as what, who must act,
// who may see the table, talk at it or ask for a hint, when a turn runs out, when the
// game is over, and what every seat is called. The game server, the snapshot, the bot
// turns, the lists of tables and the rematch all ask here, so a rule is written once.
import { toAct } from "@3u3d/engine";
import type { Seat } from "@3u3d/engine";
import { isEnded, type StoredGame, type StoredSeat } from "@3u3d/db/repositories";
import type { Locale } from "@3u3d/i18n";

import { speak } from "../words";

import { seatName } from "./seat-name";
import { distinctNames } from "./distinct-names";

type SeatRow = Pick<StoredSeat, "playerId" | "botLevel" | "botControlled">;

/** A seat nobody holds: no person and no bot. */
export const isFreeSeat = (seat: Pick<SeatRow, "playerId" | "botLevel">) =>
  seat.playerId === null && seat.botLevel === null;

/** A bot sits here in its own right (not playing for a person). */
export const isBotsOwnSeat = (seat: Pick<SeatRow, "playerId" | "botLevel">) =>
  seat.playerId === null && seat.botLevel !== null;

/** A person (not a bot) holds this seat. */
export const isPersonSeat = (seat: Pick<SeatRow, "playerId">) => seat.playerId !== null;

/** Who plays a seat right now: a bot (a bot seat, or a person's seat handed to its bot). */
export const isBotSeat = (seat: Pick<SeatRow, "playerId" | "botControlled">) =>
  seat.playerId === null || seat.botControlled;

/** The game is over: played to the end, or abandoned when everyone left. */
export const ended = (game: Pick<StoredGame, "status">) => isEnded(game.status);

/** The seats a player holds at a game (usually one). */
export function seatsOf(
  game: Pick<StoredGame, "seats">,
  playerId: string | null,
): Seat[] {
  return playerId
    ? game.seats.filter((s) => s.playerId === playerId).map((s) => s.seat)
    : [];
}

/** Who is looking: their seats at this table (none: a spectator) and whether they host. */
export interface Viewer {
  seats: readonly Seat[];
  isHost: boolean;
}

export function viewerOf(game: StoredGame, playerId: string | null): Viewer {
  return {
    seats: seatsOf(game, playerId),
    isHost: playerId !== null && game.hostPlayerId === playerId,
  };
}

/** The seats that must act now (none unless the game is being played). */
export function actingSeats(game: Pick<StoredGame, "state" | "status">): Seat[] {
  return game.state && game.status === "PLAYING" ? toAct(game.state) : [];
}

/** The seat a bot must play now, if any. */
export function botToAct(game: StoredGame): Seat | undefined {
  return actingSeats(game).find((s) => {
    const row = game.seats[s];
    return row !== undefined && isBotSeat(row);
  });
}

/** The seat a person must play now (the one a turn timer runs for), if any. */
export function personToAct(game: StoredGame): Seat | undefined {
  return actingSeats(game).find((s) => {
    const row = game.seats[s];
    return row !== undefined && !isBotSeat(row);
  });
}

/**
 * The people who must act now and did not before (`before`: the seats acting until
 * now), each once: not bots, nor seats a bot plays for a person.
 */
/** The people seated at the table (a seat a bot plays for them included), each once. */
export const peopleAt = (game: Pick<StoredGame, "seats">): string[] => [
  ...new Set(
    game.seats.map((seat) => seat.playerId).filter((id): id is string => id !== null),
  ),
];

export function peopleNewlyToAct(
  game: Pick<StoredGame, "seats">,
  before: readonly Seat[],
  now: readonly Seat[],
): string[] {
  const people = now
    .filter((seat) => !before.includes(seat))
    .map((seat) => game.seats[seat])
    .filter((row) => row !== undefined && !isBotSeat(row))
    .map((row) => row?.playerId)
    .filter((id): id is string => typeof id === "string");
  return [...new Set(people)];
}

/**
 * When the player to act runs out of time, if the table has a turn timer: `timerMs`
 * after the last move (or the deal). Clients count down to it and the server's timer
 * fires at it, however often the game is woken in between.
 */
export function turnDeadline(
  game: StoredGame,
  timerMs: (seconds: number) => number,
): Date | null {
  return game.status === "PLAYING"
    ? deadlineAfter(game.lastMoveAt ?? game.startedAt, game.turnTimerSeconds, timerMs)
    : null;
}

/** A turn that began at `since` under this timer (if any) times out here. */
export function deadlineAfter(
  since: Date | null,
  turnTimerSeconds: number | null,
  timerMs: (seconds: number) => number,
): Date | null {
  return turnTimerSeconds && since
    ? new Date(since.getTime() + timerMs(turnTimerSeconds))
    : null;
}

/**
 * Whether the caller may see the table: a public one, one they sit at, or an
 * invite-only one whose code they hold. An id alone opens nothing.
 */
export function visibleTo(
  game: StoredGame,
  playerId: string | null,
  inviteCode: string | null | undefined,
): boolean {
  return (
    game.isPublic || inviteCode === game.inviteCode || seatsOf(game, playerId).length > 0
  );
}

/**
 * Whether people may talk at this table: at least two seats hold a person or wait for
 * one. A game against bots only has nobody to talk to.
 */
export function talkOpen(game: Pick<StoredGame, "seats">): boolean {
  return game.seats.filter((s) => isPersonSeat(s) || isFreeSeat(s)).length >= 2;
}

/** Someone other than `playerId` sits at the table (talk needs a listener). */
export const someoneElseSeated = (game: Pick<StoredGame, "seats">, playerId: string) =>
  game.seats.some((s) => isPersonSeat(s) && s.playerId !== playerId);

/**
 * Why `seat` may not ask for a hint here, or null when it may: hints are the expert's
 * advice, so only against bots (at a table with other people it would be cheating),
 * and only where no rating of the asker's is at stake — a casual game, or a guest's.
 * A rated game is never made unrated by a hint: once a bot had gone out, one hint
 * used to erase a loss (issue #61).
 */
export function hintRefusal(
  game: Pick<StoredGame, "rated" | "seats">,
  seat: Seat,
): "hintsBotsOnly" | "hintsCasualOnly" | null {
  if (!game.seats.every((s) => s.seat === seat || !isPersonSeat(s)))
    return "hintsBotsOnly";
  const asker = game.seats.find((s) => s.seat === seat);
  if (game.rated && asker?.account) return "hintsCasualOnly";
  return null;
}

/** Whether `seat` may ask for hints now: a running game and no hintRefusal. */
export function hintsOffered(game: StoredGame, seat: Seat | undefined): boolean {
  return (
    seat !== undefined && game.status === "PLAYING" && hintRefusal(game, seat) === null
  );
}

/**
 * A bot's or an open seat's name in one language, said once: they depend on the
 * level, the seat and the language only (a handful of strings), and every live frame
 * names every seat, where use-intl's formatting showed in the server's profile under
 * load (issue #65). Bounded all the same: cleared past SAID_NAMES_MAX.
 */
const saidNames = new Map<string, string>();
const SAID_NAMES_MAX = 1000;

function saidSeatName(botLevel: string | null, seat: number, locale: Locale): string {
  const key = `${locale}:${seat}:${botLevel ?? ""}`;
  let name = saidNames.get(key);
  if (name === undefined) {
    const message = seatName(null, botLevel, seat);
    name = typeof message === "string" ? message : speak(locale, message);
    if (saidNames.size >= SAID_NAMES_MAX) saidNames.clear();
    saidNames.set(key, name);
  }
  return name;
}

/**
 * Every seat's name at this table in `locale`'s words, no two alike (a person's name, a
 * bot's persona and level, "Open seat").
 */
export function seatNames(
  seats: readonly Pick<StoredSeat, "seat" | "displayName" | "botLevel">[],
  locale: Locale,
): string[] {
  return distinctNames(
    seats.map((s) =>
      s.displayName === null ? saidSeatName(s.botLevel, s.seat, locale) : s.displayName,
    ),
  );
}
