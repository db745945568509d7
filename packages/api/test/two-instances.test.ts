import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { closeDbClient, createDbClient, type DbClient } from "@3u3d/db";
import { createTestDatabase, type TestDatabase } from "@3u3d/db/testing";

import { createPostgresBus, type PostgresBus } from "@3u3d/db/notify-bus";
import { createInProcessBus } from "../src";
import { harness, legalOf, unwrapTracked, watch, type Harness } from "./helpers";

describe("two server instances sharing one PostgreSQL (LISTEN/NOTIFY bus)", () => {
  let test: TestDatabase;
  const buses: PostgresBus[] = [];
  const servers: Harness["server"][] = [];
  const dbs: DbClient[] = [];
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.dispose()));
    await Promise.all(dbs.map((db) => closeDbClient(db)));
    await Promise.all(buses.map((b) => b.close()));
    await test.drop();
  });

  const instance = async () => {
    const bus = createPostgresBus(test.url, createInProcessBus());
    buses.push(bus);
    await bus.ready;
    const db = createDbClient(test.url);
    const h = harness(db, bus);
    servers.push(h.server);
    dbs.push(db);
    return { h, db, bus };
  };

  it("a notification published by one instance reaches the other's subscribers", async () => {
    const a = await instance();
    const b = await instance();
    const received = new Promise<number>((resolve) => b.bus.subscribe("game-x", resolve));
    a.bus.publish("game-x", 7);
    expect(await received).toBe(7);
  });

  it("a move made through instance A appears on a subscription held by instance B", async () => {
    const a = await instance();
    const b = await instance();
    const host = await a.h.newPlayer("Host on A");
    const guest = await a.h.newPlayer("Guest on B");
    const table = await a.h
      .as(host)
      .lobby.create({ seats: [{ kind: "human" }, { kind: "human" }] });
    await b.h.as(guest).lobby.join({ inviteCode: table.inviteCode });
    await a.h.as(host).lobby.start({ gameId: table.id });

    const stream = watch(b.h, guest, { gameId: table.id });
    const first = unwrapTracked((await stream.next()).value);
    expect(first.id).toBe("0");

    const { moves, version } = await legalOf(a.h.as(host), { gameId: table.id });
    await a.h.as(host).game.move({ gameId: table.id, version, move: moves[0]! });
    // The deal's own announcement ("seats or status changed", LOOK_AGAIN) may still reach B
    // after it subscribed: it brings the same version again, which a client replaces.
    let next = unwrapTracked<{ view: { seats: { ready: boolean }[] } }>(
      (await stream.next()).value,
    );
    if (next.id === "0")
      next = unwrapTracked<{ view: { seats: { ready: boolean }[] } }>(
        (await stream.next()).value,
      );
    expect(next.id).toBe("1");
    expect(next.data.view.seats[0]!.ready).toBe(true);
    await stream.return?.(undefined);
  });
});
