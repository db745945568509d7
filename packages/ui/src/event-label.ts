import type { CardCode, GameEvent, Ruleset, Seat } from "@3u3d/engine";
import { cardName } from "@3u3d/i18n/card-name";
import { msg, msgList, type Msg, type MsgList } from "@3u3d/i18n/msg";

// What happened, in words, for the table's history and screen-reader announcements, in
// the catalogue's "log" namespace. The viewer is "You" with the verb to match ("You
// play", "Alice plays"): each message chooses by its `you` value (yes / no), so every
// language agrees its own verbs.

export interface Names {
  /** A seat's name ("Alice", "Seat 3"): the viewer's own seat is said as "you" by the messages. */
  nameOf: (seat: number) => string;
  /** The viewer's seat, said as "you"; null for a spectator (or a replay through a bot's seat). */
  me: Seat | null;
}

/** "blue 5", "blue 5 and red 5", "blue 5, red 5 and green 5" (joined the reader's way). */
export function cardList(ruleset: Ruleset, cards: readonly CardCode[]): MsgList {
  return msgList(cards.map((c) => cardName(ruleset, c)));
}

export function eventLabel(ruleset: Ruleset, event: GameEvent, names: Names): Msg {
  const cards = (list: readonly CardCode[]) => cardList(ruleset, list);
  // Who did it: their name, and whether that is the viewer.
  const by = (seat: number) => ({
    name: names.nameOf(seat),
    you: seat === names.me ? "yes" : "no",
  });
  switch (event.type) {
    case "start":
      return msg("log.start", by(event.firstSeat));
    case "play":
      return msg(
        event.from === "faceDown"
          ? "log.playFaceDown"
          : event.from === "faceUp"
            ? "log.playFaceUp"
            : "log.play",
        { ...by(event.seat), cards: cards(event.cards) },
      );
    case "pickup": {
      // A face-down card that could not be played joins the pile in the hand; only
      // its owner learns what it was (the others see `unseen: null`).
      if ("unseen" in event && event.unseen !== undefined) {
        const count = event.cards.length + 1;
        return event.unseen
          ? msg("log.pickupAfterFlipSeen", {
              ...by(event.seat),
              card: cardName(ruleset, event.unseen),
              count,
            })
          : msg("log.pickupAfterFlip", { ...by(event.seat), count });
      }
      return msg("log.pickup", { ...by(event.seat), count: event.cards.length });
    }
    case "clear": {
      const id =
        event.by === "triple"
          ? "log.clearTriple"
          : event.by === "four"
            ? "log.clearFour"
            : event.by === "ten"
              ? "log.clearTen"
              : "log.clear";
      return msg(id, { count: event.count });
    }
    case "reverse":
      return msg("log.reverse", by(event.seat));
    case "draw": {
      const seen = event.cards?.length ? { seen: cards(event.cards) } : null;
      const id = event.reason === "choice" ? "log.drawInstead" : "log.draw";
      return seen
        ? msg(`${id}Seen`, { ...by(event.seat), count: event.count, ...seen })
        : msg(id, { ...by(event.seat), count: event.count });
    }
    case "colorSwap":
      return msg("log.colorSwap", {
        ...by(event.seat),
        hand: cardName(ruleset, event.hand),
        faceUp: cardName(ruleset, event.faceUp),
      });
    case "colorSwapDecline":
      return msg("log.colorSwapDecline", by(event.seat));
    case "out":
      return msg("log.out", { ...by(event.seat), place: event.place });
    case "over":
      return event.stalemate
        ? msg("log.stalemate")
        : event.winner === null
          ? msg("log.over")
          : msg("log.win", by(event.winner));
  }
}
