import type { IncomingMessage } from "node:http";

import { describe, expect, it } from "vitest";

import { nodeAnswer } from "./api-on-node";

const request = (method: string, url: string) => ({ method, url }) as IncomingMessage;

// Which requests server.mjs answers itself (issue #65), and which Next keeps.
describe("the requests answered on plain Node", () => {
  it("takes /api/trpc (GET, POST) and the two live streams (GET)", () => {
    expect(nodeAnswer(request("POST", "/api/trpc/game.move"))).not.toBeNull();
    expect(
      nodeAnswer(request("GET", "/api/trpc/game.view,lobby.mine?batch=1&input=%7B%7D")),
    ).not.toBeNull();
    expect(nodeAnswer(request("GET", "/api/games/abc/events?code=X"))).not.toBeNull();
    expect(nodeAnswer(request("GET", "/api/me/events"))).not.toBeNull();
  });

  it("leaves Next the pages, the other routes and the methods its routes refuse", () => {
    for (const [method, url] of [
      ["GET", "/"],
      ["GET", "/table/abc"],
      ["GET", "/api/health"],
      ["POST", "/api/auth/callback/credentials"],
      ["GET", "/api/trpc"],
      ["PUT", "/api/trpc/game.move"],
      ["POST", "/api/games/abc/events"],
      ["GET", "/api/games/abc/events/more"],
      ["DELETE", "/api/me/events"],
    ] as const)
      expect(nodeAnswer(request(method, url)), `${method} ${url}`).toBeNull();
  });
});
