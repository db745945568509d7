import { describe, expect, it } from "vitest";

import { statusBeforeClock } from "../src/status";

describe("the status line with its countdown", () => {
  it("drops the sentence's full stop before the dot, and nothing else", () => {
    expect(statusBeforeClock("Your turn: turn one of your face-down cards.")).toBe(
      "Your turn: turn one of your face-down cards",
    );
    expect(statusBeforeClock("Your turn")).toBe("Your turn");
    expect(statusBeforeClock("Bruno to play")).toBe("Bruno to play");
  });
});
