// Which client an attempt comes from: the socket's address, or the address a configured
// number of trusted proxies in front of us saw, never an address the client names itself.
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  CLIENT_ADDRESS_HEADER,
  clientAddress,
  clientKey,
  stampClientAddress,
} from "../src/client-address";

describe("clientAddress: the socket, or the address seen by the last trusted proxy", () => {
  it("with no trusted proxy (the default) X-Forwarded-For is ignored", () => {
    expect(clientAddress("10.0.0.9", "6.6.6.6", 0)).toBe("10.0.0.9");
    expect(clientAddress("10.0.0.9", undefined, 0)).toBe("10.0.0.9");
  });

  it("counts trusted hops from the right: what the client sends on the left is not trusted", () => {
    // The client sent "1.1.1.1"; our proxy appended the address it saw (6.6.6.6).
    expect(clientAddress("10.0.0.1", "1.1.1.1, 6.6.6.6", 1)).toBe("6.6.6.6");
    // Two proxies of ours: the outer one saw 6.6.6.6, the inner one saw the outer one.
    expect(clientAddress("10.0.0.1", "1.1.1.1, 6.6.6.6, 10.0.0.2", 2)).toBe("6.6.6.6");
    // Fewer hops than trusted: the furthest address there is.
    expect(clientAddress("10.0.0.1", "6.6.6.6", 3)).toBe("6.6.6.6");
    expect(clientAddress("10.0.0.1", undefined, 1)).toBe("10.0.0.1");
    // Several X-Forwarded-For headers arrive joined by Node as one list.
    expect(clientAddress("10.0.0.1", ["1.1.1.1", "6.6.6.6"], 1)).toBe("6.6.6.6");
  });

  it("no socket address and nothing trusted: unknown", () => {
    expect(clientAddress(undefined, "6.6.6.6", 0)).toBeNull();
  });
});

describe("clientKey: the limiter's bucket for a request", () => {
  const withAddress = (address: string, extra: Record<string, string> = {}) =>
    new Headers({ [CLIENT_ADDRESS_HEADER]: address, ...extra });

  it("reads only the address the server stamped, never X-Forwarded-For", () => {
    const spoofs = ["1.2.3.4", "5.6.7.8", "9.9.9.9, 8.8.8.8"].map((xff) =>
      clientKey(withAddress("203.0.113.5", { "x-forwarded-for": xff })),
    );
    expect(new Set(spoofs)).toEqual(new Set(["203.0.113.5"]));
  });

  it("clients with different addresses get different buckets", () => {
    expect(clientKey(withAddress("203.0.113.5"))).not.toBe(
      clientKey(withAddress("203.0.113.6")),
    );
  });

  it("groups IPv6 by /64 (one household's prefix) and unwraps IPv4-mapped addresses", () => {
    expect(clientKey(withAddress("2001:db8:1:2:aaaa::1"))).toBe(
      clientKey(withAddress("2001:db8:1:2:ffff:ffff:ffff:ffff")),
    );
    expect(clientKey(withAddress("2001:db8:1:2::1"))).not.toBe(
      clientKey(withAddress("2001:db8:1:3::1")),
    );
    expect(clientKey(withAddress("::ffff:192.0.2.7"))).toBe(
      clientKey(withAddress("192.0.2.7")),
    );
  });

  it("without a stamped address every request shares one 'unknown' bucket", () => {
    expect(clientKey(new Headers({ "x-forwarded-for": "1.2.3.4" }))).toBe("unknown");
  });
});

describe("stampClientAddress over a real socket", () => {
  let server: Server;
  let port: number;
  let trustedProxies = 0;
  beforeAll(async () => {
    // Echoes the address it stamped, as the app's server hands it to Next.js.
    server = createServer((req, res) => {
      stampClientAddress(req, trustedProxies);
      res.end(String(req.headers[CLIENT_ADDRESS_HEADER]));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (headers: Record<string, string>) =>
    new Promise<string>((resolve, reject) => {
      const req = httpRequest({ port, host: "127.0.0.1", headers }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve(body));
      });
      req.on("error", reject);
      req.end();
    });

  it("TRUSTED_PROXIES=0: a client's own X-Forwarded-For or address header changes nothing", async () => {
    trustedProxies = 0;
    expect(await get({})).toBe("127.0.0.1");
    expect(await get({ "x-forwarded-for": "6.6.6.6" })).toBe("127.0.0.1");
    expect(await get({ [CLIENT_ADDRESS_HEADER]: "6.6.6.6" })).toBe("127.0.0.1");
  });

  it("TRUSTED_PROXIES=1: the address our proxy appended", async () => {
    trustedProxies = 1;
    expect(
      await get({ "x-forwarded-for": "1.1.1.1, 6.6.6.6", [CLIENT_ADDRESS_HEADER]: "x" }),
    ).toBe("6.6.6.6");
  });
});
