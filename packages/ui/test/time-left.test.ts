import { describe, expect, it } from "vitest";

import { clock, timeLeftWords } from "../src/time-left";
import { words } from "./speak";

describe("time left in words", () => {
  it("rounds down to the largest unit that reads well", () => {
    expect(timeLeftWords(3 * 86_400_000)).toBe("3 days");
    expect(timeLeftWords(2 * 86_400_000 - 1)).toBe("47 hours");
    expect(timeLeftWords(3_600_000 * 2)).toBe("2 hours");
    expect(timeLeftWords(3_600_000 * 2 - 1)).toBe("119 minutes");
    expect(timeLeftWords(120_000)).toBe("2 minutes");
    expect(timeLeftWords(61_000)).toBe("61 seconds");
    expect(timeLeftWords(1_000)).toBe("1 second");
    expect(timeLeftWords(-5_000)).toBe("0 seconds");
  });

  it("says every countdown as time left, the last two minutes as a ticking clock", () => {
    expect(words(clock(86_400))).toBe("24 hours left");
    expect(words(clock(86_400, "de"), "de")).toBe("noch 24 Stunden");
    expect(words(clock(300))).toBe("5 minutes left");
    expect(words(clock(120))).toBe("2 minutes left");
    // Not "119s" under "2 minutes left": the same words, a clock's figures.
    expect(words(clock(119))).toBe("1:59 left");
    expect(words(clock(65))).toBe("1:05 left");
    expect(words(clock(45))).toBe("0:45 left");
    expect(words(clock(45, "de"), "de")).toBe("noch 0:45");
    expect(words(clock(45, "es"), "es")).toBe("quedan 0:45");
    expect(words(clock(0))).toBe("0:00 left");
  });
});
