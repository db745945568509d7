// Issue #61, item 6: /table/%E0%A4%A, /api/trpc/%E0%A4%A and /api/auth/%E0%A4%A were
// 500s from Next.js. Over a real socket, with the request handler server.mjs has: a
// malformed path is answered 400 in the reader's words and never reaches the handler
// behind it (Next, here a stand-in that decodes the path as Next's router does).
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { isMalformedPath, refuseMalformedPath } from "./malformed-path";

const MALFORMED = [
  "/table/%E0%A4%A",
  "/api/trpc/%E0%A4%A",
  "/api/auth/%E0%A4%A",
  "/players/%",
  "/%FF",
  "/replay/%C0%AF?x=1",
];

describe("paths Next.js cannot decode, answered before it", () => {
  let server: Server;
  let port: number;
  /** The paths the handler behind the check was given. */
  const reached: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (refuseMalformedPath(req, res)) return;
      reached.push(decodeURIComponent((req.url ?? "/").split("?")[0]!));
      res.end("page");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  /** A GET with the path sent byte for byte (fetch would not touch it either, but says less). */
  function get(path: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; body: string; type: string }>(
      (resolve, reject) => {
        const req = httpRequest({ host: "127.0.0.1", port, path, headers }, (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (body += chunk));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              body,
              type: res.headers["content-type"] ?? "",
            }),
          );
        });
        req.on("error", reject);
        req.end();
      },
    );
  }

  it("answers each malformed path 400 in words, and the handler never sees it", async () => {
    for (const path of MALFORMED) {
      expect(isMalformedPath(path)).toBe(true);
      expect(await get(path)).toEqual({
        status: 400,
        body: "That link is not valid: open the page again from the site.",
        type: "text/plain; charset=utf-8",
      });
    }
    expect(reached).toEqual([]);
  });

  it("says it in the site's language cookie, else the browser's", async () => {
    const german = await get(MALFORMED[0]!, { "accept-language": "de-AT,de;q=0.9" });
    expect(german.body).toBe(
      "Dieser Link ist ungültig: Öffne die Seite noch einmal über die Website.",
    );
    const dutch = await get(MALFORMED[0]!, {
      "accept-language": "de",
      cookie: "other=1; NEXT_LOCALE=nl",
    });
    expect(dutch.body).toBe(
      "Deze link is niet geldig: open de pagina opnieuw vanaf de site.",
    );
  });

  it("lets every decodable path through, odd bytes and broken queries included", async () => {
    const fine = [
      "/",
      "/table/cabc123",
      "/table/%00",
      "/players/%F0%9F%98%80",
      "/x?q=%E0%A4%A",
    ];
    for (const path of fine) expect((await get(path)).status).toBe(200);
    expect(reached).toEqual(["/", "/table/cabc123", "/table/\0", "/players/😀", "/x"]);
  });
});
