// The words of our notifications, in one place: a turn in a game that waits, a table
// found by quick pairing. Each leads to its table, and a newer one about the same
// table replaces the older on the device (the tag).
import { timerInWords } from "../turn-timers";
import type { PushMessage } from "./push";

/** Their turn in a game that waits; `first`: the game was just dealt. */
export function yourTurn(
  gameId: string,
  turnTimerSeconds: number,
  first: boolean,
): PushMessage {
  const time = timerInWords(turnTimerSeconds);
  return {
    title: first ? "Your game has started" : "Your turn",
    body: first
      ? `The cards are dealt and it is your move. You have ${time} to play.`
      : `It is your move at the table. You have ${time} to play.`,
    url: `/table/${gameId}`,
    tag: `table-${gameId}`,
  };
}

/** Quick pairing found a table with them at it. */
export function tableReady(gameId: string): PushMessage {
  return {
    title: "A table is ready",
    body: "We found players for your game: your seat is waiting.",
    url: `/table/${gameId}`,
    tag: `table-${gameId}`,
  };
}

/** Someone they follow (or who follows them) challenged them to a table. */
export function challenged(challengeId: string, fromName: string): PushMessage {
  return {
    title: `${fromName} challenges you`,
    body: `${fromName} would like a game with you. Open your friends page to accept or decline.`,
    url: "/friends",
    tag: `challenge-${challengeId}`,
  };
}
