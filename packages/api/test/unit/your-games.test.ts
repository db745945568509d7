import { describe, expect, it } from "vitest";

import type { TableOfPlayer } from "../../src/game-server/tables";
import { yourGames } from "../../src/services/your-games";

// "Your games" puts the games waiting for you first, the one about to time out first:
// a day-long game whose three days are nearly up must not hide under newer tables.
describe("your games, in the order to play them", () => {
  const me = "me";
  const table = (
    id: string,
    yourTurn: boolean,
    deadline: Date | null,
  ): TableOfPlayer => ({
    id,
    status: "PLAYING",
    ruleset: "3up3down",
    seatCount: 2,
    championshipId: null,
    championshipName: null,
    championshipIndex: null,
    seats: [
      {
        seat: 0,
        playerId: me,
        botLevel: null,
        botControlled: false,
        displayName: "Me",
        account: false,
      },
      {
        seat: 1,
        playerId: "ann",
        botLevel: null,
        botControlled: false,
        displayName: "Ann",
        account: false,
      },
    ],
    acting: [yourTurn ? 0 : 1],
    turnTimerSeconds: deadline ? 86_400 : null,
    turnSince: deadline ? new Date(deadline.getTime() - 86_400_000) : null,
    deadline,
  });

  it("lists your turns first, soonest deadline first, then the rest as they came", async () => {
    const soon = new Date(Date.now() + 3_600_000);
    const later = new Date(Date.now() + 2 * 86_400_000);
    const tables = [
      table("theirs-new", false, soon),
      table("mine-no-timer", true, null),
      table("mine-later", true, later),
      table("theirs-old", false, null),
      table("mine-soon", true, soon),
    ];
    const listed = await yourGames(
      { tablesOf: () => Promise.resolve(tables) },
      { inProgress: () => Promise.resolve([]) },
      me,
      "en",
    );
    expect(listed.tables.map((t) => t.gameId)).toEqual([
      "mine-soon",
      "mine-later",
      "mine-no-timer",
      "theirs-new",
      "theirs-old",
    ]);
    expect(listed.tables[0]).toMatchObject({ yourTurn: true, deadline: soon });
  });
});
