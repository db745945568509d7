import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@3u3d/db/testing";
import type { GameEvent, PlayerView } from "@3u3d/engine";

import { legalOf, setUpHarness, unwrapTracked, watch, type Harness } from "./helpers";

interface Update {
  version: number;
  events: GameEvent[];
  view: PlayerView | null;
}

const unwrap = (message: unknown) => unwrapTracked<Update>(message);

describe("the game server's live updates (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(() => test.drop());

  it("delivers every move live and resumes after a reconnect without gaps or repeats", async () => {
    const host = await h.newPlayer("Host");
    const guest = await h.newPlayer("Guest");
    const table = await h
      .as(host)
      .lobby.create({ seats: [{ kind: "human" }, { kind: "human" }] });
    await h.as(guest).lobby.join({ inviteCode: table.inviteCode });
    await h.as(host).lobby.start({ gameId: table.id });

    const move = async (player: string) => {
      const { moves, version } = await legalOf(h.as(player), { gameId: table.id });
      if (moves.length > 0)
        await h.as(player).game.move({ gameId: table.id, version, move: moves[0]! });
      return moves.length > 0;
    };

    // First connection: the current state, then each move as it happens.
    const first = watch(h, guest, { gameId: table.id });
    const hello = unwrap((await first.next()).value);
    expect(hello.id).toBe("0");
    expect(hello.data.view?.seat).toBe(1);
    await move(host); // host's setup: version 1
    const live = unwrap((await first.next()).value);
    expect(live.id).toBe("1");
    const seen: GameEvent[] = [...live.data.events];
    await first.return?.(undefined); // the connection drops

    // Moves while disconnected.
    await move(guest); // guest's setup: version 2, play starts
    for (let i = 0; i < 4; i++) if (!(await move(host)) && !(await move(guest))) break;
    const { version: now } = await h.as(host).game.view({ gameId: table.id });
    expect(now).toBeGreaterThan(2);

    // Reconnect with the last id received: exactly the missed moves, then live again.
    const second = watch(h, guest, { gameId: table.id, lastEventId: live.id });
    const resumed = unwrap((await second.next()).value);
    expect(resumed.id).toBe(String(now));
    seen.push(...resumed.data.events);
    await second.return?.(undefined);

    const stored = await test.db.gameMove.findMany({
      where: { gameId: table.id },
      orderBy: { seq: "asc" },
    });
    const all = stored.flatMap((m) => m.events as unknown as GameEvent[]);
    expect(seen.map((e) => e.seq)).toEqual(all.map((e) => e.seq)); // no gap, no repeat
    // The guest's copy is redacted: the host's drawn cards are not in it.
    for (const event of seen)
      if (event.type === "draw" && event.seat === 0) expect(event.cards).toBeUndefined();
    expect(resumed.data.view?.seats[0]?.hand).toBeUndefined();
  });
});
