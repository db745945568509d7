import { describe, expect, it } from "vitest";

import {
  keepOffered,
  optionsOf,
  rulesInWords,
  rulesSummary,
  tableRules,
  withOption,
} from "../src";
import { words } from "./speak";

// The options speak through the `options` catalogue: these read its English.
const summary = (...args: Parameters<typeof tableRules>) => {
  const { rules, problem } = tableRules(...args);
  if (!rules) throw new Error(typeof problem === "string" ? problem : problem.id);
  return words(rulesSummary(rules));
};

describe("table options in words", () => {
  it("calls the engine's defaults standard rules, in both rulesets", () => {
    expect(summary("3up3down", 4, {})).toBe("Standard rules");
    expect(summary("palace", 4, {})).toBe("Standard rules");
    // Palace plays on after the winner by default: saying so again changes nothing.
    expect(summary("palace", 3, { continueAfterWinner: true })).toBe("Standard rules");
  });

  it("R-DECK: names the second deck that 7 to 12 players bring", () => {
    expect(summary("3up3down", 6, {})).toBe("Standard rules");
    expect(summary("3up3down", 7, {})).toBe("Standard rules · Two decks");
    expect(summary("3up3down", 12, { reverseOnOne: true })).toBe(
      "A 1 reverses play · Two decks",
    );
  });

  it("lists each option that differs, in the rules' order", () => {
    expect(
      summary("3up3down", 3, {
        scoreTableCards: true,
        swap: "chooseForLeft",
        colors: ["red", "green", "blue"],
        drawInsteadOfPlay: true,
        colorFour: true,
        continueAfterWinner: true,
      }),
    ).toBe(
      "Play on after the winner · Draw instead of playing · You choose your neighbour's face-up cards · Four in one colour · Only red, green and blue · Table cards count too",
    );
    expect(
      summary("palace", 2, {
        continueAfterWinner: false,
        equalAllowed: true,
        swap: "random",
      }),
    ).toBe(
      "The game ends when the first player is out · Table cards swapped at random · Equal cards allowed",
    );
  });

  it("R-DECK colors: says why too few colours cannot deal, in the player's words", () => {
    const { rules, problem } = tableRules("3up3down", 12, { colors: ["red", "blue"] });
    expect(rules).toBeNull();
    expect(problem && typeof problem !== "string" && words(problem)).toBe(
      "Too few colours for 12 players: each needs nine cards and one must be left to draw. Choose more colours.",
    );
    expect(problem && typeof problem !== "string" && words(problem, "de")).toBe(
      "Zu wenige Farben für 12 Spieler: Jeder braucht neun Karten, und eine muss zum Ziehen bleiben. Wähle mehr Farben.",
    );
    expect(
      tableRules("3up3down", 12, { colors: ["red", "orange", "yellow", "green", "blue"] })
        .problem,
    ).toBeNull();
  });

  it("offers each ruleset only its own options", () => {
    expect(optionsOf("palace").map((o) => o.key)).toEqual([
      "continueAfterWinner",
      "drawInsteadOfPlay",
      "swap",
      "equalAllowed",
      "scoreTableCards",
    ]);
    expect(optionsOf("3up3down").map((o) => o.key)).not.toContain("equalAllowed");
  });

  it("keeps only choices that differ from the defaults and that the ruleset offers", () => {
    const ours = withOption(
      "3up3down",
      { reverseOnOne: true },
      "drawInsteadOfPlay",
      true,
    );
    expect(ours).toEqual({ reverseOnOne: true, drawInsteadOfPlay: true });
    expect(withOption("3up3down", ours, "reverseOnOne", false)).toEqual({
      drawInsteadOfPlay: true,
    });
    expect(
      withOption("3up3down", {}, "colors", [
        "red",
        "orange",
        "yellow",
        "green",
        "blue",
        "purple",
        "pink",
      ]),
    ).toEqual({});
    // Switching to palace drops what palace does not have; the engine would refuse it.
    expect(
      keepOffered("palace", {
        ...ours,
        colorFour: true,
        colors: ["red"],
        swap: "random",
      }),
    ).toEqual({ drawInsteadOfPlay: true, swap: "random" });
  });

  it("reads a game's resolved options as they are", () => {
    const { rules } = tableRules("3up3down", 2, { reverseOnOne: true });
    expect(rules && rulesInWords(rules).map((w) => words(w))).toEqual([
      "A 1 reverses play",
    ]);
    // In German too, names and colours alike.
    const fewer = tableRules("3up3down", 2, {
      colors: ["red", "pink"],
      reverseOnOne: true,
    });
    expect(fewer.rules && words(rulesSummary(fewer.rules), "de")).toBe(
      "Eine 1 kehrt die Richtung um · Nur Rot und Rosa",
    );
  });
});
