import { describe, expect, it } from "vitest";

import type { GameEvent, Move, PlayerView } from "@3u3d/engine";

import { eventLabel, hintWords, moveLabel, tableStatus } from "../src";
import { catalogue, words } from "./speak";

// Every language says every line of the table: the same keys as English, and each
// message formats with the values the code gives it (a missing value or a broken
// plural throws in `words`).

const LOCALES = ["de", "nl", "es"];
const NAMESPACES = [
  "cards",
  "status",
  "log",
  "table",
  "refusals",
  "replay",
  "tableSetup",
  "bots",
];

function keys(tree: unknown, prefix = ""): string[] {
  if (typeof tree !== "object" || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const names = { nameOf: (s: number) => ["Ann", "Bo"][s] ?? "?", me: 0 };
const EVENTS: Record<string, unknown>[] = [
  { type: "start", firstSeat: 1 },
  { type: "play", seat: 0, cards: ["5r", "5b", "5g"], from: "hand" },
  { type: "play", seat: 1, cards: ["Cr"], from: "faceUp" },
  { type: "play", seat: 1, cards: ["8g"], from: "faceDown" },
  { type: "pickup", seat: 0, cards: ["9r"], unseen: "3o" },
  { type: "pickup", seat: 1, cards: ["9r"], unseen: null },
  { type: "pickup", seat: 1, cards: ["9r", "2b"] },
  ...["triple", "four", "ten", "clear"].map((by) => ({ type: "clear", by, count: 4 })),
  { type: "reverse", seat: 1 },
  { type: "draw", seat: 0, count: 2, reason: "refill", cards: ["4r", "6b"] },
  { type: "draw", seat: 1, count: 1, reason: "choice" },
  { type: "colorSwap", seat: 0, hand: "5r", faceUp: "9r" },
  { type: "colorSwapDecline", seat: 1 },
  { type: "out", seat: 1, place: 3 },
  { type: "over", winner: 0, stalemate: false },
  { type: "over", winner: null, stalemate: true },
];
const MOVES: Move[] = [
  { type: "setup", faceUp: ["5r", "6b", "7g"] },
  { type: "play", cards: ["5r"] },
  { type: "flip", index: 2 },
  { type: "pickup" },
  { type: "refill" },
  { type: "draw" },
  { type: "colorSwap", hand: "5r", faceUp: "9r" },
  { type: "colorSwapDecline" },
];

describe("the table's catalogues", () => {
  it("ends no status line with a full stop, in any language: the countdown follows it", () => {
    // "…so pick up the pile · 5 minutes left", never "pile. · 5 minutes left".
    for (const locale of ["en", ...LOCALES]) {
      const status = catalogue(locale).status as Record<string, unknown>;
      for (const [key, line] of Object.entries(status))
        if (typeof line === "string")
          expect(line, `${locale} status.${key}`).not.toMatch(/\.$/);
    }
  });

  for (const locale of LOCALES)
    it(`${locale} has every English message and says each event, move, status and hint`, () => {
      const en = catalogue("en");
      const other = catalogue(locale);
      for (const ns of NAMESPACES) expect(keys(other[ns]), ns).toEqual(keys(en[ns]));

      const said = [
        ...EVENTS.map((e) =>
          words(
            eventLabel("3up3down", { seq: 1, ...e } as unknown as GameEvent, names),
            locale,
          ),
        ),
        ...MOVES.flatMap((m) => [
          words(moveLabel("3up3down", m), locale),
          words(
            moveLabel(
              "palace",
              m.type === "play" ? { type: "play", cards: ["QH"] } : m,
              "choice",
            ),
            locale,
          ),
        ]),
        words(
          tableStatus(
            {
              ruleset: "palace",
              phase: "play",
              seat: 0,
              current: 0,
              seats: [],
              owedPlays: 0,
              effectiveTop: "AS",
              mustPlayLowerThan: null,
              options: {},
            } as unknown as PlayerView,
            [{ type: "pickup" }],
            names,
          ),
          locale,
        ),
        words(hintWords("palace", { kind: "avoidPair", rank: 11, avoided: 14 }), locale),
        words(hintWords("3up3down", { kind: "clear", pile: 3, bonus: 2 }), locale),
      ];
      // Nothing left in English, nothing left as a raw id or placeholder.
      for (const line of said) {
        expect(line).not.toMatch(/[{}]|\b(log|moves|cards|status|hints)\./);
        expect(line).not.toMatch(/\b(plays|picks up|the pile)\b/);
      }
    });
});
