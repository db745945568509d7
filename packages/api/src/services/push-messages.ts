// The words of our notifications, in one place: a turn in a game that waits, a table
// found by quick pairing, a friend's challenge. Each leads to its table, and a newer
// one about the same table replaces the older on the device (the tag). The words are
// messages (the catalogue's "push" namespace), said in the recipient's saved language
// when the push leaves (push.ts).
import { msg, type Msg } from "@3u3d/i18n/msg";

import type { PushWords } from "./push";

/** A timer's length in words: "1 hour", "3 days", "30 seconds". */
function timerWords(seconds: number): Msg {
  const [amount, unit] =
    seconds % 86_400 === 0
      ? [seconds / 86_400, "day"]
      : seconds % 3600 === 0
        ? [seconds / 3600, "hour"]
        : seconds >= 3600
          ? [Math.round(seconds / 3600), "hour"]
          : seconds % 60 === 0
            ? [seconds / 60, "minute"]
            : [seconds, "second"];
  return msg("push.time", { amount, unit });
}

/** Their turn in a game that waits; `first`: the game was just dealt. */
export function yourTurn(
  gameId: string,
  turnTimerSeconds: number,
  first: boolean,
): PushWords {
  const time = timerWords(turnTimerSeconds);
  return {
    title: msg(first ? "push.startedTitle" : "push.turnTitle"),
    body: msg(first ? "push.startedBody" : "push.turnBody", { time }),
    url: `/table/${gameId}`,
    tag: `table-${gameId}`,
  };
}

/** Quick pairing found a table with them at it. */
export function tableReady(gameId: string): PushWords {
  return {
    title: msg("push.tableReadyTitle"),
    body: msg("push.tableReadyBody"),
    url: `/table/${gameId}`,
    tag: `table-${gameId}`,
  };
}

/** Someone they follow (or who follows them) challenged them to a table. */
export function challenged(challengeId: string, fromName: string): PushWords {
  return {
    title: msg("push.challengedTitle", { name: fromName }),
    body: msg("push.challengedBody", { name: fromName }),
    url: "/friends",
    tag: `challenge-${challengeId}`,
  };
}
