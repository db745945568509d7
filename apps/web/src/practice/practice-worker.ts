// A practice game, entirely in the browser: the engine deals and checks every move and
// the bots (the same bot functions the server runs, through the one play loop every
// table uses) answer, here in a Web Worker so a thinking bot never freezes the page.
// Nothing reaches the server, so nothing is rated or stored, and it keeps working with
// the network off. Hints come from the expert here too, from your own view and the
// whole game's history as you saw it.
import { createPlayLoop, type PlayLoop } from "@3u3d/ai/play";
import {
  COLOR_NAMES,
  GameConfigError,
  IllegalMoveError,
  createGame,
  legalMoves,
  toAct,
  viewFor,
  type GameState,
  type Move,
} from "@3u3d/engine";

import { msg } from "@3u3d/i18n/msg";
import { refusalWords } from "@3u3d/i18n/refusal";

import type { FromWorker, PracticeSetup, ToWorker } from "./messages";

/** The person always sits at seat 0. */
const YOU = 0;
/** A pause before each bot move, so a person can follow what happened. */
const BOT_PAUSE_MS = 250;

let loop: PlayLoop | null = null;
let bots: PracticeSetup["bots"] = [];
let seed = "";
let timer: ReturnType<typeof setTimeout> | undefined;

const post = (message: FromWorker) => postMessage(message);

/** A short game uses the fewest colours that deal every seat; a full one uses all. */
function deal(setup: PracticeSetup): GameState {
  const players = setup.bots.length + 1;
  const first = setup.short ? 2 : COLOR_NAMES.length;
  for (let count = first; count <= COLOR_NAMES.length; count++) {
    try {
      return createGame({
        players,
        seed,
        options: { colors: COLOR_NAMES.slice(0, count) },
      });
    } catch (error) {
      if (!(error instanceof GameConfigError) || count === COLOR_NAMES.length)
        throw error;
    }
  }
  throw new Error("unreachable");
}

function show() {
  if (!loop) return;
  const { state } = loop;
  const mine = toAct(state).includes(YOU) ? legalMoves(state, YOU) : [];
  post({ type: "position", view: viewFor(state, YOU), legal: mine });
}

/** Lets the next bot that must act play, one move at a time, until it is your turn. */
function driveBots() {
  clearTimeout(timer);
  if (!loop || loop.state.phase === "over") return;
  const seat = toAct(loop.state).find((s) => s !== YOU);
  if (seat === undefined) return;
  timer = setTimeout(() => {
    if (!loop) return;
    const level = bots[seat - 1] ?? "random";
    const move = loop.botMove(seat, level, {
      seed: `${seed}:${loop.state.eventSeq}:${seat}`,
    });
    loop.play(seat, move);
    show();
    driveBots();
  }, BOT_PAUSE_MS);
}

function play(move: Move) {
  if (!loop) return;
  try {
    loop.play(YOU, move);
  } catch (error) {
    post({
      type: "refused",
      words:
        error instanceof IllegalMoveError
          ? refusalWords(error.code, viewFor(loop.state, YOU), move)
          : msg("refusals.badMove"),
    });
    return;
  }
  show();
  driveBots();
}

/** The expert's move for you, from exactly what you can see (your view and history). */
function hint() {
  if (!loop || !toAct(loop.state).includes(YOU)) return;
  const { eventSeq } = loop.state;
  post({
    type: "hint",
    eventSeq,
    hint: loop.hint(YOU, { seed: `${seed}:hint:${eventSeq}` }),
  });
}

onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === "hint") hint();
  else if (message.type === "start") {
    bots = message.setup.bots;
    seed = message.seed;
    loop = createPlayLoop(deal(message.setup));
    show();
    driveBots();
  } else play(message.move);
};
