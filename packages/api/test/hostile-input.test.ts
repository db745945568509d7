// Every tRPC procedure of the app router, called over the real fetch adapter (as
// /api/trpc answers) on a real database, with inputs built from its own schema
// (schema-arbitrary.ts) and hostile versions of them: NUL bytes, lone surrogates,
// 100 KB strings, JSON nested thousands deep, strange keys. Whatever arrives, the answer
// is a 2xx or a 4xx, never a 500, and nothing is logged as an error (an unexpected
// error is logged with its stack by trpc.ts). Issue #61, item 6: a NUL in any id was a
// 500 with a stack in the log on every request.
import { Writable } from "node:stream";

import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { z } from "zod";

import type { TestDatabase } from "@3u3d/db/testing";
import { createLogger, useLogger } from "@3u3d/log";

import { appRouter, createTRPCContext, gameEventStream } from "../src";
import {
  arbitraryOf,
  deepText,
  hostileOf,
  HOSTILE_VALUES,
  jsonSchemaOf,
} from "./schema-arbitrary";
import { setUpHarness, type Harness } from "./helpers";

interface Procedure {
  _def: { type: "query" | "mutation" | "subscription"; inputs: z.ZodType[] };
}

const PROCEDURES = Object.entries(
  (appRouter._def as unknown as { procedures: Record<string, Procedure> }).procedures,
);

/**
 * Calls per procedure: about half plausible inputs, half with one place made hostile.
 * Each run draws new ones; HOSTILE_RUNS=300 searches deeper before a release.
 */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 30);

/** What a call may be answered with: done, or refused in words. */
const ANSWERED = [200, 400, 401, 403, 404, 409, 413, 415, 429];

const BAD_LINK = "That link is not valid: open the page again from the site.";

describe("every procedure, with inputs from its own schema and hostile bytes (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  /** Who may be calling: nobody, a guest, an account (real ones, from sign-up). */
  let callers: (string | null)[];
  /** Ids and codes that exist, so generated inputs reach real rows too. */
  const known: string[] = [];
  const logged: string[] = [];
  let restoreLogger: () => void = () => undefined;

  beforeAll(async () => {
    ({ test, h } = await setUpHarness());
    const guest = await h.newPlayer("Gus");
    const anonymous = h.as(null);
    const ann = (
      await anonymous.account.signUp({
        username: "ann_h",
        password: "a long enough pass 1",
      })
    ).playerId;
    const bo = (
      await anonymous.account.signUp({
        username: "bo_h",
        password: "a long enough pass 2",
      })
    ).playerId;
    callers = [null, guest, ann];
    // Ann's private table waiting for a second person, and her game against a bot.
    const waiting = await h
      .as(ann)
      .lobby.create({ seats: [{ kind: "human" }, { kind: "human" }] });
    const playing = await h.as(ann).lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "random" }],
    });
    await h.as(ann).lobby.start({ gameId: playing.id });
    const champ = await h.as(bo).championship.create({
      name: "Hostile cup",
      seats: [{ kind: "human" }, { kind: "bot", level: "random" }],
      games: 2,
    });
    known.push(
      guest,
      ann,
      bo,
      waiting.id,
      waiting.inviteCode,
      playing.id,
      playing.inviteCode,
    );
    known.push(champ.championshipId, champ.gameId);
    // The process's log at "error" and above: what trpc.ts logs an unexpected error
    // with (and anything else logging one).
    restoreLogger = useLogger(
      createLogger({
        level: "error",
        destination: new Writable({
          write(chunk: Buffer, _encoding, done) {
            logged.push(chunk.toString("utf8"));
            done();
          },
        }),
      }),
    );
  });

  beforeEach(() => {
    logged.length = 0;
  });

  afterAll(async () => {
    restoreLogger();
    await test?.drop();
  });

  /** One call through the fetch adapter, as the browser sends it (superjson inside JSON). */
  async function call(
    path: string,
    type: Procedure["_def"]["type"],
    body: string,
    playerId: string | null,
  ): Promise<Response> {
    const url =
      type === "query"
        ? `http://test/api/trpc/${path}?input=${encodeURIComponent(body)}`
        : `http://test/api/trpc/${path}`;
    const req = new Request(url, {
      method: type === "query" ? "GET" : "POST",
      headers: {
        "content-type": "application/json",
        "x-3u3d-client-address": "192.0.2.61",
      },
      ...(type === "query" ? {} : { body }),
    });
    return fetchRequestHandler({
      endpoint: "/api/trpc",
      router: appRouter,
      req,
      createContext: () =>
        createTRPCContext(h.deps(), { headers: req.headers, playerId }),
    });
  }

  /** The body a client sends: superjson's form of plain JSON, written by hand (a hostile
   * client does not run our transformer, which refuses some keys before sending). */
  const asJson = (input: unknown) => JSON.stringify({ json: input });
  /** An error answer's message (superjson's form, as the transformer writes it). */
  const messageOf = async (response: Response) =>
    ((await response.json()) as { error?: { json?: { message?: string } } }).error?.json
      ?.message;

  /** How often each status answered, over every procedure's calls. */
  const statuses = new Map<number, number>();
  let runs = 0;

  // One test per procedure, each a few dozen calls: short, and named by what failed.
  for (const [path, procedure] of PROCEDURES)
    it(`${path}: answered 2xx or 4xx, never 500, and logs no error`, async () => {
      const schema = procedure._def.inputs[0];
      const valid = schema
        ? arbitraryOf(jsonSchemaOf(schema), known)
        : fc.constant(undefined);
      let mine = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(valid, hostileOf(valid)),
          fc.constantFrom(...callers),
          async (input, playerId) => {
            mine++;
            const response = await call(
              path,
              procedure._def.type,
              asJson(input),
              playerId,
            );
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            expect(response.status).toBeOneOf(ANSWERED);
          },
        ),
        { numRuns: RUNS },
      );
      runs += mine;
      expect(mine).toBe(RUNS);
      expect(logged).toEqual([]);
    });

  it("called every procedure, and reached both kinds of answer", () => {
    expect(runs).toBe(PROCEDURES.length * RUNS);
    // Not a test of refusals alone: plausible inputs were served too.
    expect(statuses.get(200)).toBeGreaterThan(PROCEDURES.length);
    expect(statuses.get(400)).toBeGreaterThan(PROCEDURES.length);
  });

  it("answers a body that is not what the transformer sends with 400, never 500", async () => {
    const raw = [
      deepText(20_000),
      `{"json": {"gameId": "${known[3]}"}, "meta": {"values": ${deepText(5_000)}}}`,
      `{"json": ${deepText(5_000)}, "meta": {"values": {"a": ["Date"]}}}`,
      JSON.stringify({ json: {}, meta: { values: { __proto__: ["undefined"] } } }),
      '{"json": {"gameId": "\\u0000"',
      "\u0000",
      JSON.stringify(HOSTILE_VALUES),
    ];
    let runs = 0;
    for (const [path, procedure] of PROCEDURES)
      for (const body of raw) {
        runs++;
        const response = await call(path, procedure._def.type, body, callers[2]!);
        expect({ path, body: body.slice(0, 40), status: response.status < 500 }).toEqual({
          path,
          body: body.slice(0, 40),
          status: true,
        });
      }
    expect(runs).toBe(PROCEDURES.length * raw.length);
    expect(logged).toEqual([]);
  });

  it("refuses an id that is not of the database's shape as a bad link, in every procedure that takes one", async () => {
    const ids = ["gameId", "playerId", "championshipId", "challengeId"];
    let checked = 0;
    for (const [path, procedure] of PROCEDURES) {
      const schema = procedure._def.inputs[0];
      if (!schema) continue;
      const properties =
        (jsonSchemaOf(schema) as { properties?: Record<string, unknown> }).properties ??
        {};
      for (const key of ids.filter((k) => k in properties))
        for (const id of [
          "\0",
          `c${"0".repeat(12)}\0${"0".repeat(11)}`,
          "\uD800",
          "x".repeat(100_000),
        ]) {
          checked++;
          const response = await call(
            path,
            procedure._def.type,
            asJson({ [key]: id, seat: 0, version: 0 }),
            callers[2]!,
          );
          const message = await messageOf(response);
          expect({ path, status: response.status, message }).toEqual({
            path,
            status: 400,
            message: BAD_LINK,
          });
        }
    }
    // game.*, lobby.*, profile.*, championship.*, friends.*: every id-taking procedure.
    expect(checked).toBeGreaterThanOrEqual(4 * 25);
    // The events route reads the same id schema.
    for (const gameId of ["\0", "\uD800", "%E0%A4%A"]) {
      const response = await gameEventStream(h.deps(), {
        gameId,
        request: new Request("http://test/api/games/x/events"),
        sessionPlayerId: null,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: "BAD_REQUEST", message: BAD_LINK },
      });
    }
    expect(logged).toEqual([]);
  });
});
