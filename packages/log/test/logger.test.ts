import { Writable } from "node:stream";

import { describe, expect, it } from "vitest";

import {
  addLogFields,
  censorSecrets,
  createLogger,
  requestIdOf,
  withLogFields,
} from "../src";

/** A logger at `level` whose lines are kept, parsed, in `lines`. */
function captured(level: "info" | "debug" = "info") {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n"))
        if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger({ level, destination }), lines };
}

describe("log lines", () => {
  it("are JSON with the level by name, a time and the scope's fields", async () => {
    const { logger, lines } = captured();
    logger.debug("not at info");
    await withLogFields({ reqId: "r-1" }, async () => {
      await withLogFields({ gameId: "g1" }, async () => {
        await Promise.resolve();
        addLogFields({ seat: 2 });
        logger.warn({ ms: 3 }, "slow");
      });
      logger.info("after");
    });
    logger.info("outside");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({
      level: "warn",
      reqId: "r-1",
      gameId: "g1",
      seat: 2,
      ms: 3,
      msg: "slow",
    });
    expect(typeof lines[0]!.time).toBe("string");
    // A scope's additions stay in it; the parent keeps its own fields.
    expect(lines[1]).toMatchObject({ level: "info", reqId: "r-1", msg: "after" });
    expect(lines[1]).not.toHaveProperty("seat");
    expect(lines[2]).not.toHaveProperty("reqId");
  });

  it("censor secrets at the top, one and two objects down", () => {
    const { logger, lines } = captured();
    logger.info({
      password: "hunter2-top",
      headers: { cookie: "a=cookie-one", authorization: "Bearer tok-one" },
      req: { headers: { cookie: "b=cookie-two", "set-cookie": "c=cookie-three" } },
      subscription: { keys: { p256dh: "pk", auth: "ak" } },
      game: { state: { draw: ["1r"] }, id: "g2" },
    });
    const text = JSON.stringify(lines);
    for (const secret of [
      "hunter2-top",
      "cookie-one",
      "tok-one",
      "cookie-two",
      "cookie-three",
      "pk",
      "1r",
    ])
      expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({ game: { id: "g2", state: "[redacted]" } });
  });

  it("censor whatever the case and inside arrays, and copy nothing when there is nothing to censor", () => {
    const { logger, lines } = captured();
    logger.info({ headers: { Cookie: "c=cookie-four" }, seats: [{ hand: ["2g"] }] });
    expect(lines[0]).toMatchObject({
      headers: { Cookie: "[redacted]" },
      seats: [{ hand: "[redacted]" }],
    });
    // Three objects down is not looked at (a line is ids and counts, not documents).
    expect(censorSecrets({ a: { b: { c: { password: "deep" } } } })).toEqual({
      a: { b: { c: { password: "deep" } } },
    });
    const clean = { gameId: "g3", seat: 1, nested: { version: 4 } };
    expect(censorSecrets(clean)).toBe(clean);
    const error = new Error("kept for pino's serializer");
    expect(censorSecrets({ err: error }).err).toBe(error);
  });
});

describe("request ids", () => {
  it("keeps a well-formed incoming id and replaces anything else", () => {
    expect(requestIdOf("0f8e2a1c9b7d4e3f8a6b5c4d3e2f1a0b")).toBe(
      "0f8e2a1c9b7d4e3f8a6b5c4d3e2f1a0b",
    );
    expect(requestIdOf("3f1c2b7e-9a4d-4c1e-8f2a-6b5d4c3e2f1a")).toBe(
      "3f1c2b7e-9a4d-4c1e-8f2a-6b5d4c3e2f1a",
    );
    for (const bad of [null, undefined, "", "a b", "x".repeat(65), 'x"}{"level":"fatal'])
      expect(requestIdOf(bad)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
