import { describe, expect, it } from "vitest";

import { msg } from "../src/msg";
import { statusBeforeClock } from "../src/status";

describe("the status line with its countdown", () => {
  it("drops the sentence's full stop before the dot, never a name's", () => {
    const flip = msg("status.flip", { owed: 0 });
    expect(statusBeforeClock("Your turn: turn one of your face-down cards.", flip)).toBe(
      "Your turn: turn one of your face-down cards",
    );
    expect(statusBeforeClock("Your turn", msg("status.yourTurn", { owed: 0 }))).toBe(
      "Your turn",
    );
    // A name's own dot is the name's: Spanish says "Le toca a Ana M." for "{name} to play".
    expect(
      statusBeforeClock("Le toca a Ana M.", msg("status.toPlay", { name: "Ana M." })),
    ).toBe("Le toca a Ana M.");
  });
});
