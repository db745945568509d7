// The guided first game ("Learn to play", /learn): one fixed deal and a script of every
// move, so each rule a newcomer needs comes up once, in order. The engine is untouched:
// it deals the deck in the order given (ENGINE-API `deck`, R-DEAL) and checks every move
// as in any game; the script only decides which of the legal moves each step waits
// for, and plays the bot's moves. Pure and deterministic: the worker (learn-worker.ts)
// and the unit tests run the same functions.
import {
  applyMove,
  createGame,
  legalMoves,
  type CardCode,
  type GameState,
  type Move,
} from "@3u3d/engine";

/** The person sits at seat 0 and plays first (the bot at seat 1 deals). */
export const YOU = 0;
export const BOT = 1;

/** What a step teaches; the coach's words are the `tutorial` catalogue's `steps.<id>`. */
export type StepId =
  | "setup"
  | "firstPlay"
  | "equal"
  | "multiples"
  | "triple"
  | "clear"
  | "clearPlusOne"
  | "refill"
  | "owedPlay"
  | "pickup"
  | "handFirst"
  | "shed"
  | "lastHandCard"
  | "faceUp"
  | "clearPlusTwo"
  | "faceDown"
  | "owedFlip"
  | "goOut";

export interface Step {
  id: StepId;
  /** The one move this step waits for. */
  move: Move;
  /** The bot's scripted answer, played before the next step (none at the end). */
  bot: Move[];
}

const play = (...cards: CardCode[]): Move => ({ type: "play", cards });
const flipFirst: Move = { type: "flip", index: 0 };

// Three colours (36 cards): the fewest that hold three of a number (R-TRIPLE), a
// Clear, a Clear +1 (red, blue) and the Clear +2 (green).
const COLORS = ["red", "green", "blue"];

/**
 * The deck, top first (R-DEAL: face-down cards one at a time to you, then the bot,
 * three rounds; then the sixes the same way; the rest is the draw pile). Every card is
 * placed, so the shuffle never reaches the lesson.
 */
const FACE_DOWN = { you: ["1g", "8r", "Cb"], bot: ["3g", "8g", "8b"] };
const SIX = {
  you: ["10g", "10b", "C2g", "2r", "4g", "6r"],
  bot: ["9r", "9b", "C1b", "4r", "5b", "10r"],
};
/** Drawn in this order, by whoever draws next: each card is the one the script needs. */
const DRAW_PILE = [
  "6g", "7r", "7b", "7g", "Cr", "C1r", "1b", "1r", "3r",
  "2g", "2b", "5g", "4b", "5r", "3b", "6b", "Cg", "9g",
]; // prettier-ignore

const interleave = (you: string[], bot: string[]) =>
  you.flatMap((card, i) => [card, bot[i] ?? card]);
export const LESSON_DECK: CardCode[] = [
  ...interleave(FACE_DOWN.you, FACE_DOWN.bot),
  ...interleave(SIX.you, SIX.bot),
  ...DRAW_PILE,
];

/** The bot lays its strong cards face up, as any player should (R-SETUP). */
const BOT_SETUP: Move = { type: "setup", faceUp: ["9r", "9b", "C1b"] };

/** Every step in order, each with the bot's answer to it. */
export const STEPS: readonly Step[] = [
  { id: "setup", move: { type: "setup", faceUp: ["10g", "10b", "C2g"] }, bot: [] },
  { id: "firstPlay", move: play("2r"), bot: [play("4r")] },
  { id: "equal", move: play("4g"), bot: [play("5b")] },
  { id: "multiples", move: play("6r", "6g"), bot: [play("7r", "7g")] },
  { id: "triple", move: play("7b"), bot: [play("1b", "1r")] },
  { id: "clear", move: play("Cr"), bot: [play("2g")] },
  { id: "clearPlusOne", move: play("C1r"), bot: [] },
  { id: "refill", move: { type: "refill" }, bot: [] },
  { id: "owedPlay", move: play("3r"), bot: [play("10r")] },
  { id: "pickup", move: { type: "pickup" }, bot: [play("2b")] },
  { id: "handFirst", move: play("3b", "3r"), bot: [play("4b")] },
  { id: "shed", move: play("5g", "5r"), bot: [play("6b")] },
  { id: "lastHandCard", move: play("10r"), bot: [play("Cg")] },
  { id: "faceUp", move: play("10g", "10b"), bot: [{ type: "pickup" }] },
  { id: "clearPlusTwo", move: play("C2g"), bot: [] },
  { id: "faceDown", move: flipFirst, bot: [] },
  { id: "owedFlip", move: flipFirst, bot: [play("9g")] },
  { id: "goOut", move: flipFirst, bot: [] },
];

/** The lesson's game, dealt, with the bot's face-up cards chosen: your first step waits. */
export function startLesson(): GameState {
  const dealt = createGame({
    players: 2,
    seed: "learn-to-play",
    deck: LESSON_DECK,
    options: { colors: COLORS },
  });
  return applyMove(dealt, BOT, BOT_SETUP);
}

/** Two moves are the same action: the same cards (in any order), face-down slot or kind. */
export function sameAction(a: Move, b: Move): boolean {
  const cardsOf = (m: Move) =>
    m.type === "play"
      ? [...m.cards].sort()
      : m.type === "setup"
        ? [...m.faceUp].sort()
        : [];
  if (a.type !== b.type) return false;
  if (a.type === "flip" && b.type === "flip") return a.index === b.index;
  return JSON.stringify(cardsOf(a)) === JSON.stringify(cardsOf(b));
}

export type StepResult =
  | { ok: true; state: GameState }
  /** A legal move, but not this step's: the game is unchanged, the coach explains. */
  | { ok: false };

/** Your move at step `index`: played only when it is the step's own (R-MUST etc. hold). */
export function takeStep(state: GameState, index: number, move: Move): StepResult {
  const step = STEPS[index];
  if (!step || !sameAction(step.move, move)) return { ok: false };
  return { ok: true, state: applyMove(state, YOU, step.move) };
}

/** The bot's scripted moves after step `index`, each with the state it leads to. */
export function botAnswers(state: GameState, index: number): GameState[] {
  const states: GameState[] = [];
  let current = state;
  for (const move of STEPS[index]?.bot ?? []) {
    current = applyMove(current, BOT, move);
    states.push(current);
  }
  return states;
}

/** Your legal moves now (what the table offers; a wrong one is refused, kindly). */
export const yourMoves = (state: GameState): Move[] => legalMoves(state, YOU);
