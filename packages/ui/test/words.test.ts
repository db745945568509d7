import { describe, expect, it } from "vitest";

import type { GameEvent, Move, PlayerView } from "@3u3d/engine";

import { eventLabel, hintWords, moveLabel, picksOf, tableStatus } from "../src";
import { words } from "./speak";

const names = {
  nameOf: (s: number) => ["Ann", "Alice"][s] ?? "?",
  me: 0,
};
const label = (e: Record<string, unknown>, locale = "en") =>
  words(eventLabel("3up3down", { seq: 1, ...e } as unknown as GameEvent, names), locale);

const playView = {
  ruleset: "3up3down",
  phase: "play",
  seat: 0,
  current: 0,
  seats: [],
  owedPlays: 0,
  colorSwapPending: false,
  effectiveTop: "9b",
  mustPlayLowerThan: null,
  options: {},
} as unknown as PlayerView;
const pickup: Move[] = [{ type: "pickup" }];
const status = (view: PlayerView, legal: Move[], locale = "en") =>
  words(tableStatus(view, legal, names), locale);

describe("the table's words", () => {
  it("agrees the verb with You and with a name, and counts cards in English", () => {
    expect(label({ type: "play", seat: 0, cards: ["9k"], from: "hand" })).toBe(
      "You play pink 9.",
    );
    expect(label({ type: "play", seat: 1, cards: ["5r", "5b"], from: "hand" })).toBe(
      "Alice plays red 5 and blue 5.",
    );
    expect(label({ type: "draw", seat: 0, count: 1, reason: "refill" })).toBe(
      "You draw 1 card.",
    );
    expect(label({ type: "pickup", seat: 1, cards: ["3r"] })).toBe(
      "Alice picks up the pile (1 card).",
    );
    expect(label({ type: "out", seat: 0, place: 2 })).toBe("You are out (2nd place).");
    expect(label({ type: "colorSwapDecline", seat: 0 })).toBe("You keep your cards.");
    expect(label({ type: "colorSwapDecline", seat: 1 })).toBe("Alice keeps their cards.");
  });

  it("names what a face-down card turned up, to its owner only", () => {
    expect(label({ type: "play", seat: 1, cards: ["8g"], from: "faceDown" })).toBe(
      "Alice turns over green 8 and plays it.",
    );
    expect(label({ type: "pickup", seat: 0, cards: ["9r", "10b"], unseen: "3o" })).toBe(
      "You turn over orange 3, which cannot be played, and pick up the pile (3 cards).",
    );
    expect(label({ type: "pickup", seat: 1, cards: ["9r"], unseen: null })).toBe(
      "Alice turns over a face-down card that cannot be played and picks up the pile (2 cards).",
    );
  });

  it("says the same events in German, Dutch and Spanish, plurals and all", () => {
    const one = { type: "pickup", seat: 1, cards: ["3r"] };
    const three = { type: "pickup", seat: 0, cards: ["3r", "4b", "5g"] };
    expect(label(one, "de")).toBe("Alice nimmt den Stapel auf (1 Karte).");
    expect(label(three, "de")).toBe("Du nimmst den Stapel auf (3 Karten).");
    expect(label(one, "nl")).toBe("Alice pakt de stapel op (1 kaart).");
    expect(label(three, "nl")).toBe("Jij pakt de stapel op (3 kaarten).");
    expect(label(one, "es")).toBe("Alice recoge el montón (1 carta).");
    expect(label(three, "es")).toBe("Recoges el montón (3 cartas).");
  });

  it("says why the only move is to pick up, and asks for a face-down card by name", () => {
    expect(status(playView, pickup)).toBe(
      "Your turn: nothing reaches the blue 9, so pick up the pile",
    );
    expect(status(playView, [{ type: "flip", index: 0 }])).toBe(
      "Your turn: turn one of your face-down cards",
    );
    expect(status({ ...playView, current: 1 }, [])).toBe("Alice to play");
    // Our own turn while its moves are on their way (a move just sent, the screen
    // catching up): still "Your turn", never "Ann to play".
    expect(status(playView, [])).toBe("Your turn");
    expect(status({ ...playView, owedPlays: 1 }, [{ type: "play", cards: ["9r"] }])).toBe(
      "Your turn (1 more play owed)",
    );
    expect(status({ ...playView, owedPlays: 2 }, [{ type: "refill" }])).toBe(
      "Your turn (2 more plays owed): draw up to three cards first",
    );
  });

  it("R-P-ORDER: palace's pick-up prompt says no card beats the top card, never that a 9 cannot reach a 9", () => {
    const palace = { ...playView, ruleset: "palace", effectiveTop: "9C" } as PlayerView;
    expect(status(palace, pickup)).toBe(
      "Your turn: nothing beats the 9 of clubs, so pick up the pile",
    );
    // With equal cards allowed a 9 would do: then "reaches" is true.
    const equal = { ...palace, options: { equalAllowed: true } } as PlayerView;
    expect(status(equal, pickup)).toBe(
      "Your turn: nothing reaches the 9 of clubs, so pick up the pile",
    );
    expect(status({ ...palace, mustPlayLowerThan: 7 }, pickup)).toBe(
      "Your turn: nothing lower than 7 to play, so pick up the pile",
    );
  });

  it("says cards as Dutch and Spanish players do: number plurals, suit compounds, articles, ordinals", () => {
    const palace = (top: string) =>
      ({ ...playView, ruleset: "palace", effectiveTop: top }) as PlayerView;
    // Dutch: schoppenaas is one word (packages/i18n/README.md, Glossary).
    expect(status(palace("AS"), pickup, "nl")).toBe(
      "Jij bent aan de beurt: niets gaat boven de schoppenaas, dus pak de stapel op",
    );
    // Spanish: the article agrees with the card (la reina, el rey, el 9, la Clear).
    expect(status(palace("QH"), pickup, "es")).toBe(
      "Tu turno: nada supera a la reina de corazones, así que recoge el montón",
    );
    expect(status(palace("KS"), pickup, "es")).toBe(
      "Tu turno: nada supera al rey de picas, así que recoge el montón",
    );
    expect(status(playView, pickup, "es")).toBe(
      "Tu turno: nada llega al 9 azul, así que recoge el montón",
    );
    expect(status({ ...playView, effectiveTop: "Cr" }, pickup, "es")).toBe(
      "Tu turno: nada llega a la Clear roja, así que recoge el montón",
    );
    // Spanish ordinals: 1.er, 2.º, 3.er, 4.º.
    expect(label({ type: "out", seat: 0, place: 1 }, "es")).toBe(
      "Terminas (1.er puesto).",
    );
    expect(label({ type: "out", seat: 1, place: 2 }, "es")).toBe(
      "Alice termina (2.º puesto).",
    );
    expect(label({ type: "out", seat: 1, place: 3 }, "es")).toBe(
      "Alice termina (3.er puesto).",
    );
    // The Clear's one verb in each language.
    expect(label({ type: "clear", by: "clear", count: 4 }, "es")).toBe(
      "Se retira el montón (4 cartas salen del juego).",
    );
    expect(label({ type: "clear", by: "clear", count: 4 }, "nl")).toBe(
      "De stapel wordt opgeruimd (4 kaarten verlaten het spel).",
    );
  });

  it("never doubles a colon: a status or a move label says one thing after its colon", () => {
    const lines = [
      status(playView, pickup),
      status({ ...playView, ruleset: "palace", effectiveTop: "9C" }, pickup),
      status({ ...playView, owedPlays: 1 }, [{ type: "flip", index: 0 }]),
      words(moveLabel("3up3down", { type: "setup", faceUp: ["5r", "6b", "7g"] })),
    ];
    for (const line of lines) expect(line.split(":").length, line).toBeLessThanOrEqual(2);
    expect(lines[3]).toBe("Lay red 5, blue 6 and green 7 face up");
  });

  it("tells a choice back in the player's voice: keep your cards, never my cards", () => {
    const decline: Move = { type: "colorSwapDecline" };
    expect(words(moveLabel("3up3down", decline))).toBe("Keep my cards");
    expect(words(moveLabel("3up3down", decline, "choice"))).toBe("keep your cards");
  });
});

describe("a hint's reason in words", () => {
  const hint = (
    ruleset: Parameters<typeof hintWords>[0],
    why: Parameters<typeof hintWords>[1],
    locale = "en",
  ) => words(hintWords(ruleset, why), locale);
  it("says each reason as one sentence, with the right plurals and articles", () => {
    expect(hint("3up3down", { kind: "run", rank: 7, count: 3 })).toBe(
      "That makes three 7s on top, which clears the pile.",
    );
    expect(hint("palace", { kind: "run", rank: 11, count: 4 })).toBe(
      "That makes four jacks on top: the pile burns.",
    );
    expect(hint("3up3down", { kind: "clear", pile: 1, bonus: 1 })).toBe(
      "Your Clear +1 takes the pile (1 card) away and gives you another play.",
    );
    expect(hint("3up3down", { kind: "clear", pile: 0, bonus: 2 })).toBe(
      "Your Clear +2 clears the empty pile and gives you two more plays.",
    );
    expect(hint("3up3down", { kind: "keepSpecial", special: "C2g" })).toBe(
      "A plain card goes, so keep your Clear +2 for later.",
    );
    expect(hint("3up3down", { kind: "avoidPair", rank: 8, avoided: 5 })).toBe(
      "Play an 8, not a 5: a pair of 5s on top would let the next player clear the pile with a third.",
    );
    expect(hint("palace", { kind: "shed", rank: 14, count: 2 })).toBe(
      "Play both aces at once: fewer cards left to get rid of.",
    );
    // Dutch number plurals follow the spoken word: zevens, negens, but tienen, tweeën.
    expect(hint("3up3down", { kind: "run", rank: 7, count: 3 }, "nl")).toBe(
      "Dan liggen er drie 7's bovenop en wordt de stapel opgeruimd.",
    );
    expect(hint("3up3down", { kind: "shed", rank: 10, count: 2 }, "nl")).toBe(
      "Speel beide 10'en tegelijk: dan heb je minder kaarten over.",
    );
    expect(hint("palace", { kind: "shed", rank: 9, count: 2 }, "nl")).toBe(
      "Speel beide 9's tegelijk: dan heb je minder kaarten over.",
    );
    expect(hint("palace", { kind: "burn", pile: 0 })).toBe(
      "A 10 burns the pile and you play again.",
    );
  });
});

describe("a move's cards as a selection", () => {
  it("finds each card's place once, even when two places hold the same code", () => {
    expect(picksOf("hand", ["5r", "9b", "5r"], ["5r", "5r"])).toEqual([
      { zone: "hand", index: 0, code: "5r" },
      { zone: "hand", index: 2, code: "5r" },
    ]);
  });
});
