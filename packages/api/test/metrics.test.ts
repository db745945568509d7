import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase, type TestDatabase } from "@3u3d/db/testing";

import { createCaller, createTRPCContext } from "../src";
import { bootHouse, type BootedHouse } from "../src/boot";
import { endingRules } from "../src/services/ending-rules";
import { testBootOptions } from "./helpers";

/** The value of one series in Prometheus text (`name{labels} value`); undefined if absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

// /metrics as its route serves it (requests.metrics of the booted house): a person's
// move in a real game, on a real database, is counted; the bot's answer and its
// thinking are too; and what is read at scrape time is there.
describe("metrics (real PostgreSQL)", () => {
  let test: TestDatabase;
  let house: BootedHouse;
  beforeAll(async () => {
    test = await createTestDatabase(endingRules);
    house = await bootHouse(testBootOptions(test));
  });
  afterAll(async () => {
    await house.stop();
    await test.drop();
  });

  const scrape = async () => (await house.requests.metrics()).body;

  it("counts a person's move, the bot's answer and its thinking, and reads the rest at scrape time", async () => {
    const before = await scrape();
    expect(sample(before, 'threeup_moves_total{kind="person"}')).toBe(0);
    expect(sample(before, "threeup_games_playing")).toBe(0);

    const playerId = await house.deps.repositories.players.createGuest("Counted");
    const me = createCaller(() =>
      createTRPCContext(house.deps, { headers: new Headers(), playerId }),
    );
    const table = await me.lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "beginner" }],
    });
    await me.lobby.start({ gameId: table.id });
    // The bot's setup choice first: made beside the person's, it could find the version
    // moved on and think again (two thoughts for one move: a busy run saw it).
    await house.idle(table.id);
    const { version, legal } = await me.game.view({ gameId: table.id });
    await me.game.move({ gameId: table.id, version, move: legal.moves[0]! });
    await house.idle(table.id);

    const after = await scrape();
    expect(sample(after, 'threeup_moves_total{kind="person"}')).toBe(1);
    expect(sample(after, 'threeup_move_apply_seconds_count{kind="person"}')).toBe(1);
    const botMoves = sample(after, 'threeup_moves_total{kind="bot"}') ?? 0;
    expect(botMoves).toBeGreaterThan(0);
    expect(sample(after, "threeup_bot_think_seconds_count")).toBe(botMoves);
    expect(sample(after, 'threeup_moves_total{kind="timeout"}')).toBe(0);
    expect(sample(after, "threeup_games_playing")).toBe(1);
    expect(sample(after, "threeup_open_streams")).toBe(0);
    expect(sample(after, "threeup_turn_queue_backlog")).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'threeup_db_pool_connections{state="total"}')).toBeGreaterThan(
      0,
    );
    // Node's own, under their usual names.
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(after).toMatch(/^nodejs_heap_size_used_bytes /m);
    expect((await house.requests.metrics()).contentType).toMatch(/^text\/plain/);
  });

  it("counts connections the web server refused past its cap, with overload off (issue #65)", async () => {
    // testBootOptions starts no overload measurement: the house counts them anyway.
    const series = 'threeup_overload_refused_total{work="connection"}';
    const before = sample(await scrape(), series);
    expect(before).toBe(0);
    house.refused("connection");
    house.refused("connection");
    expect(sample(await scrape(), series)).toBe(2);
    // The overload's own kinds stay apart.
    expect(sample(await scrape(), 'threeup_overload_refused_total{work="stream"}')).toBe(
      0,
    );
  });
});
