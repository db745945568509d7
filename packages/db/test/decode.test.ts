// The JSON columns are decoded, not cast: a malformed row fails loudly, naming its column.
import { describe, expect, it } from "vitest";

import { applyMove, createGame, legalMoves } from "@3u3d/engine";

import {
  decodeConfig,
  decodeEvents,
  decodeMove,
  decodeState,
} from "../src/repositories/games/decode";

describe("decoding stored games", () => {
  const dealt = createGame({ players: 3, seed: "decode", ruleset: "palace" });
  const moved = applyMove(dealt, 0, legalMoves(dealt, 0)[0]!);

  it("gives back what the engine stored, unchanged", () => {
    const stored = JSON.parse(JSON.stringify(moved)) as unknown;
    expect(decodeState(stored)).toEqual(moved);
    expect(decodeEvents(JSON.parse(JSON.stringify(moved.log)))).toEqual(moved.log);
    expect(decodeMove({ type: "play", cards: ["7r", "7g"] })).toEqual({
      type: "play",
      cards: ["7r", "7g"],
    });
    expect(
      decodeConfig({ ruleset: "palace", players: 3, options: { swap: "random" } }),
    ).toEqual({ ruleset: "palace", players: 3, options: { swap: "random" } });
  });

  it("refuses malformed rows with the column's name", () => {
    const { seats: _seats, ...noSeats } = moved;
    expect(() => decodeState(noSeats)).toThrow(/Game\.state/);
    expect(() => decodeState({ ...moved, phase: "lunch" })).toThrow(/Game\.state/);
    expect(() => decodeState("{}")).toThrow(/Game\.state/);
    expect(() => decodeEvents({ seq: 1 })).toThrow(/GameMove\.events/);
    expect(() => decodeMove({ type: "cheat" })).toThrow(/GameMove\.move/);
    expect(() => decodeConfig({ players: 3, options: { swap: "always" } })).toThrow(
      /Game\.config/,
    );
  });
});
