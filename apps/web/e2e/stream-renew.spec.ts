// A live stream renewed every second, in a real browser: the server ends each stream
// after STREAM_LIFETIME_MS with `event: renew` (issue #37: a stream may not live for
// ever), the EventSource reconnects by itself naming its last event, and the table
// neither says the connection was lost nor falls behind. (That the resume is exact is
// tested on the API: packages/api/test/event-stream.test.ts.)
import { expect, test } from "./fixtures";
import { app, database, type App, type Database } from "./servers";
import { client } from "./trpc-http";

test.describe.configure({ mode: "serial" });

let db: Database;
let server: App;

test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== "desktop") return;
  test.setTimeout(180_000);
  db = await database("renew-postgres");
  await db.start();
  server = await app(db.url, { EVENT_BUS: "memory", STREAM_LIFETIME_MS: "1000" });
});

test.afterAll(async () => {
  await server?.stop();
  await db?.stop();
});

test("a renewed stream reconnects with its last event id and never shows a lost connection", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one browser is enough");
  const alice = await client(server.url);
  await alice.mutate("session.playAsGuest", { name: "Alice" });
  const table = alice.data<{ id: string }>(
    await alice.mutate("lobby.create", {
      isPublic: true, // the page below watches without the invite code
      seats: [{ kind: "human" }, { kind: "bot", level: "random" }],
    }),
  );
  await alice.mutate("lobby.start", { gameId: table.id });

  // What the page's EventSource sends on each connection after the first.
  const lastIds: (string | undefined)[] = [];
  page.on("request", (request) => {
    if (!request.url().includes(`/api/games/${table.id}/events`)) return;
    void request.allHeaders().then((headers) => lastIds.push(headers["last-event-id"]));
  });
  await page.goto(`${server.url}/table/${table.id}`);
  // Any moment the table says the connection was lost is recorded, however short.
  await page.evaluate(() => {
    const w = window as unknown as { lostSeen: boolean };
    w.lostSeen = false;
    new MutationObserver(() => {
      if (document.body.innerText.includes("Connection lost")) w.lostSeen = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });

  // Alice plays her first legal move ten times (the bot answers) while streams renew.
  for (let played = 0; played < 10;) {
    const { version, seat, moves } = alice.data<{
      legal: { version: number; seat: number | null; moves: unknown[] };
    }>(await alice.query("game.view", { gameId: table.id })).legal;
    if (seat === null || moves.length === 0) {
      await page.waitForTimeout(50);
      continue;
    }
    const sent = await alice.mutate("game.move", {
      gameId: table.id,
      version,
      move: moves[0],
    });
    if (sent.status === 200) played++;
  }
  // The bot has answered once it is Alice's turn again: the version holds still.
  let view = { version: -1, status: "", legal: { seat: null as number | null } };
  await expect
    .poll(async () => {
      view = alice.data<typeof view>(
        await alice.query("game.view", { gameId: table.id }),
      );
      return view.legal.seat;
    })
    .not.toBeNull();
  const { version, status } = view;
  // Renewed at least three times, and caught up: a later reconnect names the last move.
  await expect
    .poll(() => lastIds.length >= 4 && lastIds.at(-1) === String(version), {
      timeout: 30_000,
    })
    .toBe(true);
  expect(status).toBe("PLAYING");
  expect(lastIds.slice(1).every((id) => id !== undefined)).toBe(true);
  expect(
    await page.evaluate(() => (window as unknown as { lostSeen: boolean }).lostSeen),
  ).toBe(false);
  await alice.http.dispose();
});
