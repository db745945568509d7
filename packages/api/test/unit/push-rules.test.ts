// The pure rules push notifications stand on: who is newly to act (people only, each
// once). (Which games wait is turn-timers.ts's waitsForMoves.)
import { describe, expect, it } from "vitest";

import { peopleNewlyToAct } from "../../src/game-server/table-policy";
import { tableReady, yourTurn } from "../../src/services/push-messages";
import { speak } from "../../src/words";

const seat = (playerId: string | null, botControlled = false) => ({
  playerId,
  botLevel: playerId ? null : ("heuristic" as const),
  botControlled,
});

describe("push rules", () => {
  it("newly to act: not those acting already, not bots, not seats a bot plays, each person once", () => {
    const game = {
      seats: [seat("ann"), seat(null), seat("bob", true), seat("cat"), seat("ann")].map(
        (s, i) => ({ ...s, seat: i }),
      ),
    } as unknown as Parameters<typeof peopleNewlyToAct>[0];
    expect(peopleNewlyToAct(game, [], [0, 1, 2, 3, 4])).toEqual(["ann", "cat"]);
    expect(peopleNewlyToAct(game, [0], [0])).toEqual([]);
    expect(peopleNewlyToAct(game, [0], [3])).toEqual(["cat"]);
    expect(peopleNewlyToAct(game, [3], [1, 2])).toEqual([]);
  });
});

describe("push words", () => {
  it("says a notification in the recipient's language, plurals and all", () => {
    expect(speak("en", yourTurn("g", 3600, true).body)).toBe(
      "The cards are dealt and it is your move. You have 1 hour to play.",
    );
    expect(speak("de", yourTurn("g", 3 * 86_400, false).body)).toBe(
      "Du bist am Tisch am Zug. Du hast 3 Tage Zeit.",
    );
    expect(speak("nl", yourTurn("g", 86_400, false).title)).toBe("Jouw beurt");
    expect(speak("es", tableReady("g").title)).toBe("Una mesa está lista");
  });
});
