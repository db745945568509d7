import type { Ruleset } from "@3u3d/engine";

import { RULESET_NAMES } from "~/components/common/ruleset-names";

/** "a casual 3-player game of Palace" */
export function gameWords(pool: { ruleset: Ruleset; players: number; rated: boolean }) {
  return `a ${pool.rated ? "rated" : "casual"} ${pool.players}-player game of ${RULESET_NAMES[pool.ruleset]}`;
}

/** "1 person is", "3 people are" */
export function peopleAre(count: number): string {
  return count === 1 ? "1 person is" : `${count} people are`;
}

/** 0:07, 1:42, 12:05 */
export function clockWords(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** The bot-fill choices (seconds; null: people only). */
export const BOT_FILL_CHOICES: { value: number | null; label: string }[] = [
  { value: null, label: "never: wait for people" },
  { value: 30, label: "after 30 seconds" },
  { value: 60, label: "after 1 minute" },
  { value: 120, label: "after 2 minutes" },
];

/** "after 1 minute" */
export const botFillWords = (seconds: number) =>
  BOT_FILL_CHOICES.find((c) => c.value === seconds)?.label ?? `after ${seconds} seconds`;
