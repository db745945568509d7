// Issue #65: past HTTP_MAX_CONNECTIONS a new connection was closed the moment it was
// accepted (Node's server.maxConnections), so its client read a reset. Over real
// sockets, with the request handler server.mjs has: the connection past the cap is
// answered 503 with Retry-After in the reader's words and closed, and counted; the
// connections opened before it carry on; once one closes, a new one is served.
import { Agent, createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { OVERLOAD_RETRY_AFTER_S } from "@3u3d/api/overload";
import { messagesFor } from "@3u3d/i18n";

import {
  answeredPastTheCap,
  capConnections,
  hardHeadroom,
  refuseBusy,
  type ConnectionCap,
} from "./connection-cap";

const MAX = 3;

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

describe("connections past the cap are answered, not reset", () => {
  let server: Server;
  let port: number;
  let cap: ConnectionCap;
  let refusals = 0;
  let served = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (cap.refuses(req.socket)) return refuseBusy(req, res);
      served++;
      res.end("page");
    });
    cap = capConnections(server, MAX, () => refusals++);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** A GET over `agent` (one keep-alive connection per agent: maxSockets 1). */
  function get(agent: Agent, headers: Record<string, string> = {}) {
    return new Promise<Answer>((resolve, reject) => {
      const req = httpRequest(
        { host: "127.0.0.1", port, path: "/", agent, headers },
        (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (body += chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, body, headers: res.headers }),
          );
        },
      );
      req.on("error", reject);
      req.end();
    });
  }

  const connection = () => new Agent({ keepAlive: true, maxSockets: 1 });

  /** Waits until the server counts `n` open connections (a close is seen a tick later). */
  async function openCount(n: number) {
    while (cap.open() !== n) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  it("refuses the connection past the cap with 503, Retry-After and words, counted, and closes it", async () => {
    const kept = Array.from({ length: MAX }, connection);
    for (const agent of kept) expect((await get(agent)).status).toBe(200);
    await openCount(MAX);

    const late = connection();
    const refused = await get(late, { "accept-language": "de" });
    expect(refused.status).toBe(503);
    expect(refused.headers["retry-after"]).toBe(String(OVERLOAD_RETRY_AFTER_S));
    expect(refused.headers.connection).toBe("close");
    expect(JSON.parse(refused.body)).toEqual({
      error: {
        code: "SERVICE_UNAVAILABLE",
        message: messagesFor("de").refusals.limits.busy,
      },
    });
    expect(refusals).toBe(1);
    // The refused connection is closed after its answer: the count is back at the cap.
    await openCount(MAX);

    // Connections opened under the cap carry on (a player's moves on their keep-alive).
    const servedBefore = served;
    for (const agent of kept) expect((await get(agent)).status).toBe(200);
    expect(served).toBe(servedBefore + MAX);
    expect(refusals).toBe(1);

    // One closes: the next connection is served.
    kept.pop()!.destroy();
    await openCount(MAX - 1);
    const next = connection();
    expect((await get(next)).status).toBe(200);
    for (const agent of [...kept, late, next]) agent.destroy();
  });

  it("answers a move and the liveness probe past the cap, and nothing else", () => {
    const asked = (method: string, url: string) =>
      answeredPastTheCap({ method, url } as Parameters<typeof answeredPastTheCap>[0]);
    expect(asked("POST", "/api/trpc/game.move?batch=1")).toBe(true);
    expect(asked("POST", "/api/trpc/game.move")).toBe(true);
    expect(asked("GET", "/api/health/live")).toBe(true);
    expect(asked("GET", "/api/trpc/game.move?batch=1&input=x")).toBe(false);
    expect(asked("POST", "/api/trpc/lobby.create?batch=1")).toBe(false);
    expect(asked("POST", "/api/trpc/game.move,lobby.create?batch=1")).toBe(false);
    expect(asked("GET", "/api/health/ready")).toBe(false);
    expect(asked("GET", "/")).toBe(false);
  });

  it("keeps Node's own drop a tenth above the cap, as the last guard", () => {
    expect(server.maxConnections).toBe(MAX + hardHeadroom(MAX));
    expect(hardHeadroom(10_000)).toBe(1_000);
  });
});
