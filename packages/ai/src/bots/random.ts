import { legalMovesFromView } from "../legal";
import { createRng } from "../rng";
import type { Bot } from "../types";

/** Uniform over the legal moves. */
export const randomBot: Bot = (view, history, { seed }) =>
  createRng(seed).pick(legalMovesFromView(view, history));
