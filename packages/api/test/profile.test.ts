import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@3u3d/db/testing";
import { replay, replayStates, viewFor } from "@3u3d/engine";
import type { GameState } from "@3u3d/engine";

import { legalOf, playToTheEnd, setUpHarness, type Harness } from "./helpers";

describe("profile: history, replay, export; resigning (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(() => test.drop());

  it("a finished game shows in the history, replays step by step from any seat, and exports exactly", async () => {
    const player = await h.newPlayer("Historian");
    const me = h.as(player);
    const table = await me.lobby.create({
      seats: [{ kind: "bot", level: "heuristic" }, { kind: "human" }],
    });
    await me.lobby.start({ gameId: table.id });
    await expect(me.profile.replay({ gameId: table.id, seat: 1 })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    await expect(me.profile.export({ gameId: table.id })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    await playToTheEnd(h, table.id, player);

    const history = await me.profile.history({});
    expect(history.total).toBe(1);
    expect(history.rows[0]).toMatchObject({
      gameId: table.id,
      seat: 1,
      players: ["Ada (Card shark)", "Historian"],
    });

    const stored = await test.db.game.findUniqueOrThrow({ where: { id: table.id } });
    const finalState = stored.state as unknown as GameState;
    // Paged: a page at a time, small pages here to cross several boundaries.
    const steps = [];
    for (let from = 0; from < stored.version + 1; from = steps.length) {
      const page = await me.profile.replay({ gameId: table.id, seat: 0, from, count: 7 });
      expect(page.total).toBe(stored.version + 1);
      expect(page.from).toBe(from);
      steps.push(...page.steps);
    }
    expect(steps.map((s) => s.seq)).toEqual([...steps.keys()]);
    expect(steps).toHaveLength(stored.version + 1);
    // Each page starts where a full replay is at that step.
    const states = replayStates(
      (await me.profile.export({ gameId: table.id })).config,
      (await me.profile.export({ gameId: table.id })).moves,
    );
    steps.forEach((step, i) => expect(step.view).toEqual(viewFor(states[i]!, 0)));
    expect(steps.at(-1)!.view).toEqual(viewFor(finalState, 0));
    expect(steps[0]!.view.phase).toBe("setup");

    const exported = await me.profile.export({ gameId: table.id });
    expect(exported.config.seed).toBe(stored.seed);
    // (jsonb keeps its own key order, so compare values, not bytes)
    expect(replay(exported.config, exported.moves)).toEqual(finalState);
  });

  it("resigning hands the seat to a bot, which finishes the game", async () => {
    const a = await h.newPlayer("Quitter");
    const b = await h.newPlayer("Stayer");
    const table = await h.as(a).lobby.create({
      seats: [{ kind: "human" }, { kind: "human" }, { kind: "bot", level: "random" }],
    });
    await h.as(b).lobby.join({ inviteCode: table.inviteCode });
    await h.as(a).lobby.start({ gameId: table.id });
    expect(await h.as(a).game.resign({ gameId: table.id })).toEqual({
      seat: 0,
      handedToBot: true,
    });
    const { moves, version } = await legalOf(h.as(a), { gameId: table.id });
    if (moves.length > 0) {
      await expect(
        h.as(a).game.move({ gameId: table.id, version, move: moves[0]! }),
      ).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
    await playToTheEnd(h, table.id, b);
    const game = await test.db.game.findUniqueOrThrow({ where: { id: table.id } });
    expect(game.status).toBe("FINISHED");
  });
});
