import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";

import type { TestDatabase } from "@3u3d/db/testing";

import { appRouter, createTRPCContext } from "../src";
import { displayNameProblem } from "../src/display-name";
import { INVITE_CODE_WORDS, inviteCodeProblem } from "../src/invite-code";
import { displayNameSchema, inviteCodeSchema } from "../src/schemas";
import { INVALID_REQUEST, isPlayerWords } from "../src/trpc";
import { setUpHarness, type Harness } from "./helpers";

describe("an invite code as typed", () => {
  it("is checked in words before anything is sent", () => {
    expect(inviteCodeProblem(" abcd2345 ")).toBeNull();
    expect(inviteCodeProblem("")).toBe("Type the invite code you were sent.");
    expect(inviteCodeProblem("ABC")).toBe(
      "An invite code has 8 letters and digits; this one has 3.",
    );
    expect(inviteCodeProblem("ABCD23456")).toBe(
      "An invite code has 8 letters and digits; this one has 9.",
    );
    expect(inviteCodeProblem("ABCD0345")).toBe(
      "Invite codes have no 0 or O: they leave out characters that look alike.",
    );
    expect(inviteCodeProblem("ABCDI345")).toBe(
      "Invite codes have no 1 or I: they leave out characters that look alike.",
    );
    expect(inviteCodeProblem("ABCD-345")).toBe(
      "An invite code has only letters and digits (not “-”).",
    );
  });

  it("the browser's checks and the server's schemas agree", () => {
    const firstWords = (r: { error?: { issues: { message: string }[] } }) =>
      r.error?.issues[0]?.message ?? null;
    for (const name of [
      "Al",
      " A ",
      "x".repeat(24),
      "x".repeat(25),
      "Zoë 2",
      "a<b>",
      "Ann-Marie_O.",
    ]) {
      expect(displayNameProblem(name) === null).toBe(
        displayNameSchema.safeParse(name).success,
      );
      expect(displayNameProblem(name)).toBe(
        firstWords(displayNameSchema.safeParse(name)),
      );
    }
    for (const code of [
      "ABCD2345",
      " abcd2345",
      "ABC",
      "ABCD0345",
      "ABCD-345",
      "ABCDEFGHJ",
    ])
      expect(inviteCodeProblem(code) === null).toBe(
        inviteCodeSchema.safeParse(code).success,
      );
  });

  it("tells player words from a validator's text", () => {
    expect(isPlayerWords(INVITE_CODE_WORDS)).toBe(true);
    expect(isPlayerWords("Names are at most 24 characters.")).toBe(true);
    expect(isPlayerWords("Too small: expected string to have exactly 8 characters")).toBe(
      false,
    );
    expect(isPlayerWords("Invalid input: expected string, received number")).toBe(false);
  });
});

/** The error a request gets over HTTP, as the browser reads it (the formatter runs). */
describe("errors over HTTP are in words, never a validator's text (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(() => test.drop());

  const call = async (
    path: string,
    input: unknown,
    playerId: string | null,
    method: "GET" | "POST",
  ) => {
    const json = encodeURIComponent(JSON.stringify({ json: input }));
    const response = await fetchRequestHandler({
      endpoint: "/api/trpc",
      router: appRouter,
      req:
        method === "GET"
          ? new Request(`http://test/api/trpc/${path}?input=${json}`)
          : new Request(`http://test/api/trpc/${path}`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ json: input }),
            }),
      createContext: () =>
        createTRPCContext(h.deps(), { headers: new Headers(), playerId }),
    });
    const body = (await response.json()) as {
      result?: { data: { json: unknown } };
      error?: { json: { message: string; data: { code: string } } };
    };
    return {
      status: response.status,
      body,
      text: JSON.stringify(body.error?.json.message),
    };
  };

  it("a short invite code is answered with what a code is", async () => {
    const player = await h.newPlayer("Pat");
    const joined = await call("lobby.join", { inviteCode: "ABC" }, player, "POST");
    expect(joined.status).toBe(400);
    expect(joined.body.error?.json.message).toBe(INVITE_CODE_WORDS);
    expect(joined.text).not.toMatch(/too small|expected|inviteCode/i);
    const looked = await call("lobby.byInvite", { inviteCode: "ABCD0000" }, null, "GET");
    expect(looked.body.error?.json.message).toBe(INVITE_CODE_WORDS);
  });

  it("byInvite says whether a code leads to a table, in any case", async () => {
    const host = await h.newPlayer("Host");
    const table = await h
      .as(host)
      .lobby.create({ seats: [{ kind: "human" }, { kind: "human" }] });
    const found = await call(
      "lobby.byInvite",
      { inviteCode: ` ${table.inviteCode.toLowerCase()} ` },
      null,
      "GET",
    );
    expect(found.body.result?.data.json).toEqual({ gameId: table.id });
    const missing = await call("lobby.byInvite", { inviteCode: "ZZZZ2222" }, null, "GET");
    expect(missing.status).toBe(200);
    expect(missing.body.result?.data.json).toBeNull();
  });

  it("a request with no words for players gets one plain sentence", async () => {
    const player = await h.newPlayer("Robin");
    const created = await call("lobby.create", { seats: [] }, player, "POST");
    expect(created.status).toBe(400);
    expect(created.body.error?.json.message).toBe(INVALID_REQUEST);
    // The schema's own words for a name reach the player as they are.
    const named = await call(
      "session.playAsGuest",
      { name: "x".repeat(30) },
      null,
      "POST",
    );
    expect(named.body.error?.json.message).toBe("Names are at most 24 characters.");
  });
});
