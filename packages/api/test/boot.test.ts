import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@3u3d/db/testing";

import { bootHouse, type BootedHouse, type BootOptions } from "../src/boot";
import { setUpHarness, testBootOptions, UNKNOWN_ID, type Harness } from "./helpers";

// The house's life without a request: booting it wakes what a restart left behind,
// its loops then run by themselves until it is drained, and it answers requests with
// routers of its own copy (apps/web's route handlers hand requests to `requests`).
// The loop used to see it all is the periodic resume's idle ender (an untimed game
// left alone for a day ends where it stands): its effect is in the database at once.
describe("booting the house (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  const started: BootedHouse[] = [];
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(async () => {
    for (const house of started) await house.stop();
    await test.drop();
  });

  const options = (extra: Partial<BootOptions> = {}) => testBootOptions(test, extra);

  async function boot(extra: Partial<BootOptions> = {}): Promise<BootedHouse> {
    const house = await bootHouse(options(extra));
    started.push(house);
    return house;
  }

  /** A guest's untimed game against a bot, running, last touched 25 hours ago. */
  async function gameLeftForADay(): Promise<string> {
    const guest = await h.newPlayer("Drifter");
    const table = await h.as(guest).lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "beginner" }],
    });
    await h.as(guest).lobby.start({ gameId: table.id });
    await h.server.idle(table.id);
    await test.db.$executeRaw`
      update "Game" set "turnTimerSeconds" = null, "updatedAt" = now() - interval '25 hours'
      where id = ${table.id}`;
    return table.id;
  }

  const status = async (gameId: string) =>
    (await test.db.game.findUniqueOrThrow({ where: { id: gameId } })).status;

  it("at start, before it is asked anything, ends the games a day's quiet left behind", async () => {
    const gameId = await gameLeftForADay();
    expect(await status(gameId)).toBe("PLAYING");
    const house = await boot();
    expect(await status(gameId)).toBe("ABANDONED");
    await house.stop();
  });

  it("then looks again by itself now and then, and no more once drained", async () => {
    const house = await boot({ resumeEveryMs: 50 });
    const first = await gameLeftForADay();
    await expect.poll(() => status(first), { timeout: 30_000 }).toBe("ABANDONED");

    await house.drain(100);
    const second = await gameLeftForADay();
    // Ten periods and more: a running loop would have ended it.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await status(second)).toBe("PLAYING");
    await house.stop();
  });

  it("answers /api/trpc through requests.trpc: a refusal of its game server keeps its HTTP code (404)", async () => {
    const house = await boot();
    const input = encodeURIComponent(JSON.stringify({ json: { gameId: UNKNOWN_ID } }));
    const response = await house.requests.trpc({
      endpoint: "/api/trpc",
      req: new Request(`http://localhost/api/trpc/game.view?input=${input}`),
      session: () => Promise.resolve({ sessionPlayerId: null, sessionSignedInAt: null }),
    });
    expect(response.status).toBe(404);
    const body = (await response.json()) as {
      error: { json: { data: { code: string } } };
    };
    expect(body.error.json.data.code).toBe("NOT_FOUND");
    await house.stop();
  });

  it("calls its routers as whoever a request's cookies name (requests.callerFor: the rules page, the language form)", async () => {
    const house = await boot();
    const made = await house.requests.trpc({
      endpoint: "/api/trpc",
      req: new Request("http://localhost/api/trpc/session.playAsGuest", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ json: { name: "Reader" } }),
      }),
      session: () => Promise.resolve({ sessionPlayerId: null, sessionSignedInAt: null }),
    });
    expect(made.status).toBe(200);
    const cookie = made.headers.getSetCookie()[0]!.split(";")[0]!;
    const guest = await house.requests.callerFor(new Headers({ cookie }));
    expect(await guest.session.me()).toMatchObject({ name: "Reader", guest: true });
    // No cookie: nobody, and the routers say so rather than fail.
    const nobody = await house.requests.callerFor(new Headers());
    expect(await nobody.session.me()).toBeNull();
    await house.stop();
  });

  /** Connections of this database's backends that last ran LISTEN (the postgres bus's). */
  const listeners = async () => {
    const [row] = await test.db.$queryRaw<{ n: bigint }[]>`
      select count(*) as n from pg_stat_activity
      where datname = current_database() and query ilike 'listen%'`;
    return Number(row!.n);
  };

  it("refuses to start on bad settings, saying what is wrong, and leaves nothing running", async () => {
    await expect(
      bootHouse(
        // The bus listens before the push keys are read: it is up when the start fails.
        options({ eventBus: "postgres", vapid: { publicKey: "half-a-pair" } }),
      ),
    ).rejects.toThrow("Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.");
    await expect.poll(listeners, { timeout: 10_000 }).toBe(0);
  });
});
