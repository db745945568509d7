// A cheating client against the real HTTP API of the production build: every trick gets
// the right error and the game does not change.
import { expect, test, testAddress } from "./fixtures";
import { canonical, client, errorOf, gameEventsUrl } from "./trpc-http";

test("a cheating client is refused every time and changes nothing", async ({
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "HTTP only: one run is enough");
  const alice = await client(baseURL!);
  const bob = await client(baseURL!);
  await alice.mutate("session.playAsGuest", { name: "Alice" });
  await bob.mutate("session.playAsGuest", { name: "Bob" });
  const table = alice.data<{ id: string; inviteCode: string }>(
    await alice.mutate("lobby.create", { seats: [{ kind: "human" }, { kind: "human" }] }),
  );
  await bob.mutate("lobby.join", { inviteCode: table.inviteCode });
  await alice.mutate("lobby.start", { gameId: table.id });
  const gameId = table.id;

  // Both lay their first legal setup choice, so the game is in play.
  for (const who of [alice, bob]) {
    const legal = who.data<{ legal: { version: number; moves: unknown[] } }>(
      await who.query("game.view", { gameId }),
    ).legal;
    expect(
      (
        await who.mutate("game.move", {
          gameId,
          version: legal.version,
          move: legal.moves[0],
        })
      ).status,
    ).toBe(200);
  }
  const snapshot = async () =>
    canonical(alice.data(await alice.query("game.view", { gameId })));
  const before = await snapshot();
  const aliceLegal = alice.data<{
    legal: {
      version: number;
      seat: number | null;
      moves: { type: string }[];
    };
  }>(await alice.query("game.view", { gameId })).legal;
  const [mover, waiter] = aliceLegal.seat !== null ? [alice, bob] : [bob, alice];
  const legal = mover.data<{
    legal: {
      version: number;
      moves: { type: string; cards?: string[] }[];
    };
  }>(await mover.query("game.view", { gameId })).legal;
  const aPlay = legal.moves.find((m) => m.type === "play") ?? legal.moves[0]!;
  const version = legal.version;

  const cases: [
    string,
    Promise<{ status: number; body: Record<string, unknown> }>,
    string,
    string?,
  ][] = [
    [
      "out of turn",
      waiter.mutate("game.move", { gameId, version, move: aPlay }),
      "BAD_REQUEST",
      "NOT_YOUR_TURN",
    ],
    [
      "a card not held",
      mover.mutate("game.move", {
        gameId,
        version,
        move: { type: "play", cards: ["Cr", "Co"] },
      }),
      "BAD_REQUEST",
    ],
    [
      "another seat's id",
      mover.mutate("game.move", { gameId, version, seat: 1, move: aPlay }),
      "BAD_REQUEST",
    ],
    [
      "a stale version",
      mover.mutate("game.move", { gameId, version: version - 1, move: aPlay }),
      "CONFLICT",
    ],
    [
      "a version from the future",
      mover.mutate("game.move", { gameId, version: version + 5, move: aPlay }),
      "CONFLICT",
    ],
    [
      "an unknown move type",
      mover.mutate("game.move", { gameId, version, move: { type: "win" } }),
      "BAD_REQUEST",
    ],
    [
      "an oversized payload",
      mover.mutate("game.move", {
        gameId,
        version,
        move: { type: "play", cards: Array.from({ length: 5000 }, () => "1r") },
      }),
      "BAD_REQUEST",
    ],
    [
      "a made-up game",
      mover.mutate("game.move", { gameId: "c".repeat(25), version, move: aPlay }),
      "NOT_FOUND",
    ],
  ];
  for (const [what, attempt, code, engineCode] of cases) {
    const error = errorOf(await attempt);
    expect(error.data.code, what).toBe(code);
    if (engineCode) expect(error.data.engineCode, what).toBe(engineCode);
    expect(error.message, what).not.toContain("at /"); // no stack traces
  }

  // Malformed JSON.
  const garbled = await mover.http.post("/api/trpc/game.move", {
    headers: { "content-type": "application/json" },
    data: "{not json",
  });
  expect(garbled.status()).toBe(400);

  // A spectator without a cookie, and a stranger with one, may not move.
  const spectator = await client(baseURL!);
  expect(
    errorOf(await spectator.mutate("game.move", { gameId, version, move: aPlay })).data
      .code,
  ).toBe("UNAUTHORIZED");
  const stranger = await client(baseURL!);
  await stranger.mutate("session.playAsGuest", { name: "Mallory" });
  // An invite-only game: to a stranger it does not exist (#61), as with a missing id.
  expect(
    errorOf(await stranger.mutate("game.move", { gameId, version, move: aPlay })).data
      .code,
  ).toBe("NOT_FOUND");

  // A guest who tampers with its cookie (claiming the mover's player) is nobody.
  const cookie = await stranger.guestCookie();
  const moverCookie = await mover.guestCookie();
  const [, moverId] = decodeURIComponent(moverCookie!.value).split(".");
  const [version1, , signature] = decodeURIComponent(cookie!.value).split(".");
  const forged = await client(
    baseURL!,
    `threeup_guest=${encodeURIComponent(`${version1}.${moverId}.${signature}`)}`,
  );
  expect(forged.data(await forged.query("session.me", {}))).toBeNull();
  expect(
    errorOf(await forged.mutate("game.move", { gameId, version, move: aPlay })).data.code,
  ).toBe("UNAUTHORIZED");

  // Nothing changed; then the honest move still works, exactly once.
  expect(await snapshot()).toBe(before);
  const honest = await mover.mutate("game.move", { gameId, version, move: aPlay });
  expect(honest.status).toBe(200);
  const replayed = await mover.mutate("game.move", { gameId, version, move: aPlay });
  expect(errorOf(replayed).data.code).toBe("CONFLICT");
  for (const c of [alice, bob, spectator, stranger, forged]) await c.http.dispose();
});

test("an invite-only table opens only with its code; ids alone show nothing", async ({
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "HTTP only: one run is enough");
  const host = await client(baseURL!);
  await host.mutate("session.playAsGuest", { name: "Hostess" });
  const table = host.data<{ id: string; inviteCode: string }>(
    await host.mutate("lobby.create", { seats: [{ kind: "human" }, { kind: "human" }] }),
  );
  const stranger = await client(baseURL!);
  await stranger.mutate("session.playAsGuest", { name: "Eve" });
  for (const [path, input] of [
    ["lobby.join", { gameId: table.id }],
    ["lobby.takeSeat", { gameId: table.id, seat: 1 }],
  ] as const)
    expect(errorOf(await stranger.mutate(path, input)).data.code).toBe("NOT_FOUND");
  expect(errorOf(await stranger.query("game.view", { gameId: table.id })).data.code).toBe(
    "NOT_FOUND",
  );
  const stream = await stranger.http.get(gameEventsUrl(baseURL!, table.id));
  expect(stream.status()).toBe(404);
  // With the code the same stranger may watch (and is not handed the code).
  const watched = stranger.data<{ seat: number | null; inviteCode: string | null }>(
    await stranger.query("game.view", { gameId: table.id, inviteCode: table.inviteCode }),
  );
  expect(watched).toMatchObject({ seat: null, inviteCode: null });
  for (const c of [host, stranger]) await c.http.dispose();
});

test("requests cannot be made huge: batches, bodies, and answers that leak nothing", async ({
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "HTTP only: one run is enough");
  const anyone = await client(baseURL!);
  // Eleven calls in one batch: refused as a whole.
  const paths = Array.from({ length: 11 }, () => "health.status").join(",");
  const batch = await anyone.http.get(
    `/api/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify({}))}`,
  );
  expect(batch.status()).toBe(400);
  // A body over 64 KB: refused before it is parsed.
  const big = await anyone.http.post("/api/trpc/session.playAsGuest", {
    data: { json: { name: "x".repeat(70_000) } },
  });
  expect(big.status()).toBe(413);
  // A malformed request is answered in the schema's words for players, never with the
  // validator's own text.
  const bad = errorOf(
    await anyone.mutate("session.playAsGuest", { name: "x".repeat(70) }),
  );
  expect(bad.data.code).toBe("BAD_REQUEST");
  expect(bad.message).toBe("Names are at most 24 characters.");
  // Pages say who may frame them and where their code may come from.
  const page = await anyone.http.get("/");
  expect(page.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(page.headers()["x-frame-options"]).toBe("DENY");
  // Another site's form cannot write for a visitor (#37): no form body, no foreign Origin.
  const form = await anyone.http.post("/api/trpc/account.signOutEverywhere", {
    multipart: { json: "{}" },
  });
  expect(form.status()).toBe(415);
  const foreign = await anyone.http.post("/api/trpc/session.playAsGuest", {
    data: { json: { name: "Evil" } },
    headers: { origin: "https://evil.example" },
  });
  expect(foreign.status()).toBe(403);
  // A player's own answers are kept by no cache, the browser's or a shared one (#37).
  await anyone.mutate("session.playAsGuest", { name: "Cache Test" });
  const me = await anyone.http.get(
    `/api/trpc/session.me?input=${encodeURIComponent(JSON.stringify({ json: null }))}`,
  );
  expect(me.status()).toBe(200);
  expect(me.headers()["cache-control"]).toContain("no-store");
  // Over https (the proxy says so) browsers are told to keep to https; not over http.
  const secure = await anyone.http.get("/", {
    headers: { "x-forwarded-proto": "https" },
  });
  expect(secure.headers()["strict-transport-security"]).toBe(
    "max-age=63072000; includeSubDomains",
  );
  expect(page.headers()["strict-transport-security"]).toBeUndefined();
  // A malformed or foreign place to go after signing in is the home page, not a 500.
  for (const callbackUrl of [
    "javascript:alert(1)",
    "http://[",
    "https://evil.example/x",
  ]) {
    const signIn = await anyone.http.get(
      `/api/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`,
      { maxRedirects: 0 },
    );
    expect(signIn.status(), callbackUrl).toBe(302);
    expect(signIn.headers()["location"], callbackUrl).not.toContain("evil.example");
  }
  await anyone.http.dispose();
});

test("a table its only person leaves ends at once: no bots play on for an empty room", async ({
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "HTTP only: one run is enough");
  const host = await client(baseURL!);
  await host.mutate("session.playAsGuest", { name: "Leaver" });
  const table = host.data<{ id: string }>(
    await host.mutate("lobby.create", {
      seats: [
        { kind: "human" },
        { kind: "bot", level: "expert" },
        { kind: "bot", level: "expert" },
        { kind: "bot", level: "expert" },
      ],
    }),
  );
  const gameId = table.id;
  await host.mutate("lobby.start", { gameId });
  expect((await host.mutate("game.resign", { gameId })).status).toBe(200);
  const view = async () =>
    host.data<{ status: string; version: number }>(
      await host.query("game.view", { gameId }),
    );
  const ended = await view();
  expect(ended.status).toBe("ABANDONED");
  await new Promise((r) => setTimeout(r, 1_000));
  expect((await view()).version).toBe(ended.version); // nobody moved after the end
  // Its record opens to its player, and says how it ended.
  const exported = host.data<{ abandoned: boolean; moves: unknown[] }>(
    await host.query("profile.export", { gameId }),
  );
  expect(exported).toMatchObject({ abandoned: true });
  expect(exported.moves).toHaveLength(ended.version);
  await host.http.dispose();
});

test("live streams are capped per address: 200 are served, the next gets 429 with Retry-After, a closed one frees its slot", async ({
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "HTTP only: one run is enough");
  const host = await client(baseURL!);
  await host.mutate("session.playAsGuest", { name: "Lobby" });
  const table = host.data<{ id: string }>(
    await host.mutate("lobby.create", {
      seats: [{ kind: "human" }, { kind: "human" }],
      isPublic: true,
    }),
  );
  // Cookieless, as the flood in issue #37 was; from an address of this test's own.
  const open = async (address: string) => {
    const abort = new AbortController();
    const res = await fetch(gameEventsUrl(baseURL!, table.id), {
      headers: { accept: "text/event-stream", "x-forwarded-for": address },
      signal: abort.signal,
    });
    return { status: res.status, res, close: () => abort.abort() };
  };
  const address = testAddress(`${testInfo.testId}#streams`);
  const held = await Promise.all(Array.from({ length: 200 }, () => open(address)));
  expect(held.map((s) => s.status)).toEqual(held.map(() => 200)); // STREAMS_PER_ADDRESS
  const refused = await open(address);
  expect(refused.status).toBe(429);
  expect(refused.res.headers.get("retry-after")).toBe("30");
  expect(((await refused.res.json()) as { error: { code: string } }).error.code).toBe(
    "TOO_MANY_REQUESTS",
  );
  const neighbour = await open(testAddress(`${testInfo.testId}#neighbour`));
  expect(neighbour.status).toBe(200);

  // A tab closes: once the server has seen the connection go, its slot is free again.
  held[0]!.close();
  await expect
    .poll(async () => {
      const again = await open(address);
      again.close();
      return again.status;
    })
    .toBe(200);
  for (const stream of [...held, neighbour]) stream.close();
  await host.http.dispose();
});

test("paths with broken percent-encoding and ids with odd bytes are answered 400, never 500", async ({
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "HTTP only: one run is enough");
  // Issue #61, item 6: Next answered these 500; server.mjs now answers them first.
  for (const path of ["/table/%E0%A4%A", "/api/trpc/%E0%A4%A", "/api/auth/%E0%A4%A"]) {
    const res = await fetch(new URL(path, baseURL));
    expect({ path, status: res.status }).toEqual({ path, status: 400 });
    expect(await res.text()).toBe(
      "That link is not valid: open the page again from the site.",
    );
  }
  // A NUL in an id is a bad link (the id's shape), in a call and in the live stream.
  const anyone = await client(baseURL!);
  const view = await anyone.query("game.view", { gameId: "\0" });
  expect(view.status).toBe(400);
  expect(errorOf(view).message).toBe(
    "That link is not valid: open the page again from the site.",
  );
  expect((await fetch(gameEventsUrl(baseURL!, "\0"))).status).toBe(400);
  await anyone.http.dispose();
});
