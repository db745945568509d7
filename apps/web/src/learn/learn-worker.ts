// The guided first game in the browser, as Practice plays (practice/practice-worker.ts):
// the engine runs here in a Web Worker, so the lesson works offline and nothing
// reaches the server. lesson.ts holds the deal and the script; this only runs it,
// pausing before each of the bot's moves so a person can follow them.
import { explainMove } from "@3u3d/ai/coach";
import { createPlayLoop, type PlayLoop } from "@3u3d/ai/play";

import { STEPS, YOU, botAnswers, startLesson, takeStep, yourMoves } from "./lesson";
import type { FromWorker, ToWorker } from "./messages";

/** A pause before each bot move, long enough to see it land. */
const BOT_PAUSE_MS = 700;

/** The lesson's game; the script makes each state, the loop keeps your whole history. */
let loop: PlayLoop | null = null;
let step = 0;
let timers: ReturnType<typeof setTimeout>[] = [];

const post = (message: FromWorker) => postMessage(message);

function show(botToPlay: boolean) {
  if (!loop) return;
  const waiting = !botToPlay && step < STEPS.length;
  const { view, history } = loop.sight(YOU);
  const move = STEPS[step]?.move;
  post({
    type: "position",
    view,
    legal: waiting ? yourMoves(loop.state) : [],
    step,
    botToPlay,
    hint: waiting && move ? { move, why: explainMove(view, history, move) } : null,
  });
}

function start() {
  for (const t of timers) clearTimeout(t);
  timers = [];
  loop = createPlayLoop(startLesson());
  step = 0;
  show(false);
}

onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === "start") return start();
  if (!loop || timers.length > 0) return;
  const taken = takeStep(loop.state, step, message.move);
  if (!taken.ok) return post({ type: "refused", step });
  const answers = botAnswers(taken.state, step);
  loop.follow(taken.state);
  step++;
  show(answers.length > 0);
  // The bot's scripted answers, one at a time.
  answers.forEach((next, i) => {
    const timer = setTimeout(
      () => {
        loop?.follow(next);
        const last = i === answers.length - 1;
        if (last) timers = [];
        show(!last);
      },
      BOT_PAUSE_MS * (i + 1),
    );
    timers.push(timer);
  });
};
