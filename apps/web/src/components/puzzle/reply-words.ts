// The defender's replies in words ("they play red 7 and blue 7", "they turn over a
// Clear"), for the line over the puzzle's table.
import type { Reply } from "@3u3d/ai/puzzle";
import { cardName } from "@3u3d/i18n/card-name";
import { msg, msgList, type MsgList } from "@3u3d/i18n/msg";
import { cardList } from "@3u3d/ui";

export function replyWords(replies: readonly Reply[]): MsgList {
  return msgList(
    replies.map(({ move, turned }) => {
      if (move.type === "play")
        return msg("puzzle.replies.play", { cards: cardList("3up3down", move.cards) });
      if (move.type === "flip" && turned)
        return msg("puzzle.replies.flip", { card: cardName("3up3down", turned) });
      if (move.type === "pickup") return msg("puzzle.replies.pickup");
      return msg("puzzle.replies.other");
    }),
  );
}
