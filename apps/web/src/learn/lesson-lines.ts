// What the coach says at each step of "Learn to play": what to do and why, in one
// line, and a kind word when another (legal) move is tried. One module of strings, so
// the `tutorial` catalogue can take them over as they are.
import type { StepId } from "./lesson";

export interface StepLines {
  /** What to do now, and why. */
  say: string;
  /** Another move was tried: what this step is for (never just "no"). */
  wrong: string;
}

const PICK_SLOT =
  "In a real game you may turn over any of them; here, take the highlighted one so the lesson can go on.";

export const STEP_LINES: Record<StepId, StepLines> = {
  setup: {
    say: "Keep three of your six cards as your hand and lay three face up for later. Strong ones belong there: the two 10s and the Clear +2.",
    wrong:
      "That would work, but face-up cards wait for the end of the game, when strong ones save you: choose the two 10s and the Clear +2.",
  },
  firstPlay: {
    say: "You play first, and any card goes on an empty pile. Start with your lowest: play the 2.",
    wrong:
      "That is allowed, but low cards are the hardest to get rid of later: lead with the 2.",
  },
  equal: {
    say: "The bot played a 4. Your card must be equal or higher, so your 4 goes too: play it.",
    wrong:
      "A 6 would go as well, but an equal 4 is enough, and it keeps your 6s for later.",
  },
  multiples: {
    say: "Several cards of one number go in one play. Play both 6s together.",
    wrong: "Play both 6s at once: choose each of them, then play them together.",
  },
  triple: {
    say: "The bot played two 7s. Add your 7: three of a number in a row clear the pile, and your turn ends.",
    wrong:
      "Play the 7: with the bot's two 7s it makes three in a row, which clears the pile.",
  },
  clear: {
    say: "A Clear beats every number and takes the whole pile out of the game; then your turn ends. Play it.",
    wrong: "Try the Clear now: it goes on anything and clears the pile.",
  },
  clearPlusOne: {
    say: "A Clear +1 clears the pile too, and then you play once more. Play it.",
    wrong: "Play the Clear +1: it clears the pile and gives you an extra play.",
  },
  refill: {
    say: "Before your extra play you may draw back up to three cards (with an empty hand you must). Draw.",
    wrong: "Draw first: more cards in your hand give you more choice for the extra play.",
  },
  owedPlay: {
    say: "Now your extra play, on the empty pile: any card goes. Lead low with the 3.",
    wrong:
      "Any card would go, but lead with the 3: low cards are the hardest to play later.",
  },
  pickup: {
    say: "The bot played a 10, and nothing in your hand is that high. When you cannot play, you pick up the whole pile.",
    wrong: "Nothing you hold can go on the 10, so the pile is yours: pick it up.",
  },
  handFirst: {
    say: "The pile is in your hand now, and you must empty your hand before your table cards. Play both 3s.",
    wrong:
      "Play the two 3s together: the more cards in one play, the sooner your hand is empty.",
  },
  shed: {
    say: "With more than three cards in hand you draw nothing, and now the draw pile is gone. Play both 5s.",
    wrong: "Play both 5s: they go on the 4, and your hand gets smaller.",
  },
  lastHandCard: {
    say: "Play your last hand card, the 10. The draw pile is gone, so your face-up cards come next.",
    wrong: "Play the 10: it is the only card left in your hand.",
  },
  faceUp: {
    say: "The bot's Clear emptied the pile. Your hand is empty and nothing is left to draw: play from your face-up cards. Play both 10s.",
    wrong: "Play the two 10s together: face-up cards can go in multiples too.",
  },
  clearPlusTwo: {
    say: "The bot could not beat your 10s and picked them up. Play the Clear +2: it clears, and you play twice more.",
    wrong: "Play the Clear +2: it clears the pile and gives you two extra plays.",
  },
  faceDown: {
    say: "No face-up cards are left, so each extra play is a face-down card, turned over blind. Nobody knows it, not even you. Turn over the highlighted one.",
    wrong: PICK_SLOT,
  },
  owedFlip: {
    say: "Your second extra play: another face-down card. It must be equal to or higher than the 1, or you pick up the pile.",
    wrong: PICK_SLOT,
  },
  goOut: {
    say: "One card left. The first player with no cards at all wins at once. Turn it over!",
    wrong: PICK_SLOT,
  },
};

/** What the coach says once the game is over. */
export const LESSON_END = {
  title: "You won!",
  say: "The bot scores the cards left in its hand: two 10s, 20 penalty points. Its face-up and face-down cards do not count. Over several games, the lowest total wins.",
  next: "What next?",
  playBot: "Play against a bot",
  playPerson: "Play a person",
  rules: "Read the rules",
};

export const COACH = {
  title: "Learn to play",
  intro:
    "A guided first game against a bot, about three minutes. Each step shows what to press.",
  step: (n: number, of: number) => `Step ${n} of ${of}`,
  skip: "Skip the lesson",
  botTurn: "The bot is playing…",
  again: "Start again",
  loading: "Dealing…",
};
