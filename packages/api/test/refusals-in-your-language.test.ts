// Refusals and validation problems are said in the language the request asks for (the
// site's NEXT_LOCALE cookie, else Accept-Language), over HTTP as a browser gets them:
// one of each family — a table, a championship, friends and challenges, a wait with its
// duration, a schema's problem, an account's password — plus the live stream's JSON
// refusal. English stays as it was (errors-in-words.test.ts and the routers' tests).
import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";

import { clientKey, RateLimiter } from "@3u3d/auth";
import type { TestDatabase } from "@3u3d/db/testing";

import { appRouter, createTRPCContext, gameEventStream, type ApiDeps } from "../src";
import { createStreamLimits } from "../src/stream-limits";
import { setUpHarness, UNKNOWN_ID, type Harness } from "./helpers";

const GERMAN = { cookie: "NEXT_LOCALE=de" };

describe("refusals in the request's language (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(() => test.drop());

  /** A POST to a procedure as `playerId`, with `headers`; the message the browser reads. */
  async function refusal(
    path: string,
    input: unknown,
    playerId: string | null,
    headers: Record<string, string> = GERMAN,
    deps: ApiDeps = h.deps(),
  ) {
    const response = await fetchRequestHandler({
      endpoint: "/api/trpc",
      router: appRouter,
      req: new Request(`http://test/api/trpc/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ json: input }),
      }),
      createContext: () =>
        createTRPCContext(deps, { headers: new Headers(headers), playerId }),
    });
    const body = (await response.json()) as {
      error?: { json: { message: string; data: { code: string; zodError: unknown } } };
    };
    if (!body.error) throw new Error(`${path} was not refused`);
    return { status: response.status, ...body.error.json };
  }

  it("a table: how many players are still missing, with its plural", async () => {
    const host = await h.newPlayer("Gastgeberin");
    const table = await h.as(host).lobby.create({
      seats: [{ kind: "human" }, { kind: "human" }],
    });
    const started = await refusal("lobby.start", { gameId: table.id }, host);
    expect(started.status).toBe(409);
    expect(started.message).toBe("Es fehlt noch 1 Spieler.");
    const dutch = await refusal("lobby.start", { gameId: table.id }, host, {
      "accept-language": "nl-NL,nl;q=0.9,en;q=0.5",
    });
    expect(dutch.message).toBe("Wachten op nog 1 speler.");
  });

  it("a championship: only the host deals the next game", async () => {
    const host = await h.newPlayer("Ausrichter");
    const other = await h.newPlayer("Mitspieler");
    const made = await h.as(host).championship.create({
      name: "Pokal",
      seats: [{ kind: "human" }, { kind: "bot", level: "beginner" }],
      games: 2,
    });
    const next = await refusal(
      "championship.nextGame",
      { championshipId: made.championshipId },
      other,
    );
    expect(next.status).toBe(403);
    expect(next.message).toBe("Nur der Gastgeber gibt das nächste Spiel.");
  });

  it("friends and challenges: accounts only, and not oneself", async () => {
    const guest = await h.newPlayer("Gast");
    const someone = await h.newAccount("Jemand");
    const followed = await refusal("friends.follow", { playerId: someone }, guest);
    expect(followed.message).toMatch(
      /^Folgen, Herausforderungen und Blockieren gibt es nur mit Konto: /,
    );
    const challenged = await refusal("friends.challenge", { playerId: someone }, someone);
    expect(challenged.message).toBe("Du kannst dich nicht selbst herausfordern.");
    const spanish = await refusal("friends.challenge", { playerId: someone }, someone, {
      cookie: "NEXT_LOCALE=es",
      "accept-language": "de",
    });
    expect(spanish.message).toBe("No puedes retarte a ti mismo.");
  });

  it("a wait, its duration in the language's words", async () => {
    const player = await h.newPlayer("Eilig");
    const deps = h.deps();
    // One free attempt, spent here: the next new table waits five minutes.
    const tables = new RateLimiter(deps.repositories.limits, randomUUID(), {
      freeAttempts: 1,
      firstDelayMs: 5 * 60_000,
    });
    expect((await tables.attempt(clientKey(new Headers(GERMAN)))).ok).toBe(true);
    const limited = { ...deps, addressLimits: { ...deps.addressLimits, tables } };
    const seats = [{ kind: "human" }, { kind: "bot", level: "beginner" }];
    const created = await refusal("lobby.create", { seats }, player, GERMAN, limited);
    expect(created.status).toBe(429);
    expect(created.message).toBe(
      "Zu viele neue Tische von deiner Adresse: Versuch es in 5 Minuten noch einmal.",
    );
    const english = await refusal("lobby.create", { seats }, player, {}, limited);
    expect(english.message).toBe(
      "Too many new tables from your address: try again in 5 minutes.",
    );
  });

  it("a schema's problem, with the details still in data.zodError", async () => {
    const named = await refusal("session.playAsGuest", { name: "x" }, null);
    expect(named.status).toBe(400);
    expect(named.message).toBe("Namen brauchen mindestens 2 Zeichen.");
    expect(JSON.stringify(named.data.zodError)).toContain(
      "refusals.validation.nameTooShort",
    );
    const player = await h.newPlayer("Leer");
    const code = await refusal("lobby.join", { inviteCode: "ABC" }, player);
    expect(code.message).toBe(
      "Ein Einladungscode hat 10 Buchstaben und Ziffern, etwa ABCDE23456.",
    );
    // A request with no words for players at all.
    const empty = await refusal("lobby.create", { seats: [] }, player);
    expect(empty.message).toBe(
      "Diese Anfrage ist ungültig. Lade die Seite neu und versuch es noch einmal.",
    );
  });

  it("an account: a weak password, a user name, and signing in first", async () => {
    const weak = await refusal(
      "account.signUp",
      { username: "neu_hier", password: "kurz" },
      null,
    );
    expect(weak.status).toBe(400);
    expect(weak.message).toBe("Verwende mindestens 10 Zeichen.");
    const named = await refusal(
      "account.signUp",
      { username: "ab", password: "ein langes Passwort" },
      null,
    );
    expect(named.message).toBe("Benutzernamen haben mindestens 3 Zeichen.");
    const guest = await h.newPlayer("Nur Gast");
    const mine = await refusal("account.signOutEverywhere", undefined, guest);
    expect(mine.status).toBe(401);
    expect(mine.message).toBe("Melde dich zuerst bei deinem Konto an.");
    const nobody = await refusal("lobby.create", { seats: [] }, null);
    expect(nobody.message).toBe("Melde dich zuerst an oder spiel als Gast.");
  });

  it("the live stream's JSON refusal", async () => {
    const deps = {
      ...h.deps(),
      streams: createStreamLimits({ perAddress: 0, perInstance: 10, lifetimeMs: 60_000 }),
    };
    const response = await gameEventStream(deps, {
      gameId: UNKNOWN_ID,
      request: new Request(`http://test/api/games/${UNKNOWN_ID}/events`, {
        headers: GERMAN,
      }),
      sessionPlayerId: null,
    });
    expect(response.status).toBe(429);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toBe(
      "Zu viele Live-Verbindungen sind von deiner Adresse aus offen (0). Schließ ein paar Tabs und versuch es noch einmal.",
    );
  });
});
