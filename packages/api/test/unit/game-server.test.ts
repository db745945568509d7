// The game server's rules of play, against the in-memory repositories and turn queue:
// no PostgreSQL. The PostgreSQL path of the same server is covered by the integration
// tests one folder up, and the two repositories are held to one contract in
// packages/db/test/games-repository.test.ts.
import { afterEach, describe, expect, it } from "vitest";

import { createManualClock } from "@3u3d/db/clock";

import {
  inLobby,
  memoryServer,
  newTable,
  playOut,
  type MemoryServer,
} from "./memory-server";

const humanAndBot = [{ kind: "human" }, { kind: "bot", level: "random" }] as const;
const twoPeople = [{ kind: "human" }, { kind: "human" }] as const;

describe("the game server in memory", () => {
  let m: MemoryServer;
  afterEach(() => m.server.dispose());

  it("plays a game against a bot to the end, announces each commit and the end once, and rates it", async () => {
    m = memoryServer();
    const ann = m.players.add("Ann", { account: true });
    const table = await inLobby(m, ann, newTable([...humanAndBot]));
    await m.server.tables.start(ann, table.id);
    const end = await playOut(m, table.id, ann);
    expect(end.status).toBe("FINISHED");
    const committed = m.heard.filter((h) => h.event === "committed");
    expect(committed).toHaveLength(end.version);
    expect(m.heard.filter((h) => h.event === "ended")).toHaveLength(1);
    expect(m.ratings.get(`${ann}/3up3down`)?.games).toBe(1);
    const changes = await m.server.master.ratingChanges(table.id, ann);
    expect(changes?.rated).toBe(true);
    expect(typeof changes?.seats[0]?.before).toBe("number");
    const record = await m.server.master.finishedRecord(table.id, "en");
    expect(record?.moves).toHaveLength(end.version);
    expect(record?.seats.map((s) => s.name)).toEqual([
      "Ann",
      expect.stringMatching(/Rookie/),
    ]);
  });

  it("opens a table dealt at once in one step: announced, its bot plays; refused while a seat is free", async () => {
    m = memoryServer();
    const ann = m.players.add("Ann");
    const table = await m.server.tables.open(
      { ...newTable([...humanAndBot]), host: ann },
      { deal: true },
    );
    expect(table.dealt).toBe(true);
    await m.server.idle(table.id);
    const seen = await m.server.master.snapshot(table.id, ann, "en");
    expect(seen.status).toBe("PLAYING");
    // The bot chose its face-up cards without anyone telling the server of the table.
    expect(seen.version).toBeGreaterThan(0);
    expect(m.heard.some((h) => h.event === "changed" && h.gameId === table.id)).toBe(
      true,
    );
    const before = (await m.server.tables.tablesOf(ann)).length;
    await expect(
      m.server.tables.open({ ...newTable([...twoPeople]), host: ann }, { deal: true }),
    ).rejects.toMatchObject({ kind: "WRONG_STATUS" });
    expect(await m.server.tables.tablesOf(ann)).toHaveLength(before);
  });

  it("refuses a stale version and an illegal move, changing nothing", async () => {
    m = memoryServer();
    const ann = m.players.add("Ann");
    const table = await inLobby(m, ann, newTable([...humanAndBot]));
    await m.server.tables.start(ann, table.id);
    await m.server.idle(table.id);
    const before = await m.server.master.snapshot(table.id, ann, "en");
    const move = before.legal.moves[0]!;
    await expect(
      m.server.master.submit(table.id, ann, move, before.version + 1),
    ).rejects.toMatchObject({ kind: "STALE_VERSION" });
    await expect(
      m.server.master.submit(
        table.id,
        ann,
        { type: "setup", faceUp: ["xx", "yy", "zz"] },
        before.version,
      ),
    ).rejects.toMatchObject({ kind: "REFUSED" });
    const after = await m.server.master.snapshot(table.id, ann, "en");
    expect(after.version).toBe(before.version);
    expect(after.view).toEqual(before.view);
  });

  it("two people after the last seat: one sits, the other hears the table is full", async () => {
    m = memoryServer();
    const host = m.players.add("Host");
    const table = await inLobby(m, host, newTable([...twoPeople], { isPublic: true }));
    const [bea, cal] = [m.players.add("Bea"), m.players.add("Cal")];
    const tries = await Promise.allSettled([
      m.server.tables.join(bea, { gameId: table.id }),
      m.server.tables.join(cal, { inviteCode: table.inviteCode }),
    ]);
    expect(tries.filter((t) => t.status === "fulfilled")).toHaveLength(1);
    const refused = tries.find((t) => t.status === "rejected");
    expect(refused?.reason).toMatchObject({
      kind: "TAKEN",
      message: "This table is full.",
    });
    await expect(m.server.tables.start(bea, table.id)).rejects.toMatchObject({
      kind: "NOT_YOUR_SEAT",
    });
    await m.server.tables.start(host, table.id);
    // Both seats choose their face-up cards at once: both must act, as stored at the deal.
    const [listed] = await m.server.tables.tablesOf(host);
    expect(listed?.acting).toEqual([0, 1]);
  });

  it("only the host deals, and only with every human seat taken", async () => {
    m = memoryServer();
    const host = m.players.add("Host");
    const table = await inLobby(m, host, newTable([...twoPeople], { isPublic: true }));
    await expect(m.server.tables.start(host, table.id)).rejects.toMatchObject({
      kind: "WRONG_STATUS",
      message: "Waiting for 1 more player.",
    });
    expect((await m.server.master.snapshot(table.id, host, "en")).status).toBe("LOBBY");
  });

  it("an impossible table is the game server's INVALID, in the engine's words", async () => {
    m = memoryServer();
    const host = m.players.add("Host");
    await expect(
      inLobby(
        m,
        host,
        newTable(
          Array.from({ length: 12 }, () => ({ kind: "human" as const })),
          { options: { colors: ["red"] } },
        ),
      ),
    ).rejects.toMatchObject({ kind: "INVALID" });
  });

  it("a turn timer plays the person's turn, and after three in a row a bot keeps the seat", async () => {
    // A table's real 30 s on a manual clock: each run-out comes when the clock is moved
    // 30 s on, not a millisecond before.
    const clock = createManualClock();
    m = memoryServer({ clock });
    const ann = m.players.add("Sleepy");
    const table = await inLobby(
      m,
      ann,
      newTable([...humanAndBot], { turnTimerSeconds: 30 }),
    );
    await m.server.tables.start(ann, table.id);
    const versionNow = async () =>
      (await m.server.master.snapshot(table.id, ann, "en")).version;
    let runOuts = 0;
    for (; runOuts < 10; runOuts++) {
      await m.server.idle(table.id);
      const seen = await m.server.master.snapshot(table.id, ann, "en");
      if (seen.seats[0]?.botControlled || seen.status !== "PLAYING") break;
      const waiting = seen.version;
      await clock.advance(30_000 - 1);
      await m.server.idle(table.id);
      expect(await versionNow(), "nothing before the 30 s are up").toBe(waiting);
      await clock.advance(1);
      await m.server.idle(table.id);
    }
    expect(runOuts).toBe(3);
    const now = await m.server.master.snapshot(table.id, ann, "en");
    expect(now.seats[0]?.botControlled).toBe(true);
    // The only person handed over after timeouts: nobody is left, the game is abandoned.
    expect(now.status).toBe("ABANDONED");
    expect(m.heard.filter((h) => h.event === "ended")).toHaveLength(1);
  });

  it("the last person to resign ends the game where it stands", async () => {
    m = memoryServer();
    const ann = m.players.add("Quitter");
    const table = await inLobby(m, ann, newTable([...humanAndBot]));
    await m.server.tables.start(ann, table.id);
    await m.server.idle(table.id);
    await m.server.master.setBotControl(table.id, ann, true);
    const ended = await m.server.master.snapshot(table.id, ann, "en");
    expect(ended.status).toBe("ABANDONED");
    expect(m.heard.filter((h) => h.event === "ended")).toEqual([
      { event: "ended", gameId: table.id },
    ]);
  });

  it("talk needs someone else seated; a table of bots has none", async () => {
    m = memoryServer();
    const host = m.players.add("Host");
    const friend = m.players.add("Friend");
    const table = await inLobby(m, host, newTable([...twoPeople], { isPublic: true }));
    const hello = { kind: "text", body: "Hello" } as const;
    await expect(m.server.tables.say(table.id, host, hello)).rejects.toMatchObject({
      kind: "INVALID",
    });
    await m.server.tables.join(friend, { gameId: table.id });
    await m.server.tables.say(table.id, host, hello);
    const seen = await m.server.master.snapshot(table.id, friend, "en");
    expect(seen.talk?.map((l) => [l.name, l.body])).toEqual([["Host", "Hello"]]);
  });
});
