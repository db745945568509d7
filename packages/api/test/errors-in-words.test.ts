import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";

import type { TestDatabase } from "@3u3d/db/testing";

import { appRouter, createTRPCContext } from "../src";
import { wordsAsText, wordsInText } from "@3u3d/i18n/words-in-text";

import { displayNameProblem } from "../src/display-name";
import { INVITE_CODE_WORDS, inviteCodeProblem } from "../src/invite-code";
import { displayNameSchema, inviteCodeSchema } from "../src/schemas";
import { INVALID_REQUEST } from "../src/trpc";
import { speak } from "../src/words";
import { setUpHarness, type Harness } from "./helpers";

/** A browser check's problem in English, or null. */
const english = (words: Parameters<typeof speak>[1] | null) =>
  words === null ? null : speak("en", words);

describe("an invite code as typed", () => {
  it("is checked in words before anything is sent", () => {
    const problem = (typed: string) => english(inviteCodeProblem(typed));
    expect(problem(" abcde23456 ")).toBeNull();
    expect(problem("abcd2345")).toBeNull(); // eight, as codes were made before #61
    expect(problem("")).toBe("Type the invite code you were sent.");
    expect(problem("ABC")).toBe(
      "An invite code has 10 letters and digits; this one has 3.",
    );
    expect(problem("ABCD23456")).toBe(
      "An invite code has 10 letters and digits; this one has 9.",
    );
    expect(problem("ABCD0345")).toBe(
      "Invite codes have no 0 or O: they leave out characters that look alike.",
    );
    expect(problem("ABCDI345")).toBe(
      "Invite codes have no 1 or I: they leave out characters that look alike.",
    );
    expect(problem("ABCD-345")).toBe(
      "An invite code has only letters and digits (not “-”).",
    );
    expect(english(INVITE_CODE_WORDS)).toBe(
      "An invite code has 10 letters and digits, like ABCDE23456.",
    );
  });

  it("the browser's checks and the server's schemas agree", () => {
    const firstWords = (r: { error?: { issues: { message: string }[] } }) =>
      r.error ? wordsInText(r.error.issues[0]?.message ?? "") : null;
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
      expect(displayNameProblem(name)).toEqual(
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
      "ABCDE23456",
      "ABCDE2345",
    ])
      expect(inviteCodeProblem(code) === null).toBe(
        inviteCodeSchema.safeParse(code).success,
      );
  });

  it("tells player words from a validator's text", () => {
    const words = { id: "refusals.validation.nameTooLong", values: { max: 24 } };
    expect(wordsInText(wordsAsText(words))).toEqual(words);
    expect(wordsInText(wordsAsText({ id: "refusals.validation.talkEmpty" }))).toEqual({
      id: "refusals.validation.talkEmpty",
    });
    expect(wordsInText("Names are at most 24 characters.")).toBeNull();
    expect(wordsInText("Too small: expected string to have exactly 8 characters")).toBe(
      null,
    );
    expect(wordsInText("§words:{not json")).toBeNull();
    expect(wordsInText('§words:{"id":3}')).toBeNull();
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
    expect(joined.body.error?.json.message).toBe(english(INVITE_CODE_WORDS));
    expect(joined.text).not.toMatch(/too small|expected|inviteCode/i);
    const looked = await call("lobby.byInvite", { inviteCode: "ABCD0000" }, null, "GET");
    expect(looked.body.error?.json.message).toBe(english(INVITE_CODE_WORDS));
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
    expect(created.body.error?.json.message).toBe(english(INVALID_REQUEST));
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
