// Pushes go to the public internet only (issue #61, item 5): the endpoint's name is
// resolved inside the connection and every address must be public. A local TCP server
// stands in for what an attacker would reach: it must never see a connection.
import { createECDH, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { isPushEndpoint } from "../../src/push-subscription";
import { isPublicAddress, type Resolve } from "../../src/services/push-address";
import { loadVapidKeys } from "../../src/services/push-keys";
import { webPushSender } from "../../src/services/push-sender";

/** A browser's keys, as any subscription has them (the push is never read). */
const browser = createECDH("prime256v1");
const keys = {
  p256dh: browser.generateKeys().toString("base64url"),
  auth: randomBytes(16).toString("base64url"),
};

describe("which addresses a push may reach", () => {
  it("plain public unicast only", () => {
    for (const inside of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "169.254.169.254", // cloud metadata
      "100.64.0.1", // carrier-grade NAT
      "0.0.0.0",
      "224.0.0.1",
      "255.255.255.255",
      "::1",
      "::",
      "fe80::1",
      "fc00::1",
      "::ffff:127.0.0.1", // IPv4 inside IPv6
      "64:ff9b::7f00:1", // NAT64 to 127.0.0.1
      "2002:7f00:1::", // 6to4 of 127.0.0.1
      "not an address",
    ])
      expect(isPublicAddress(inside), inside).toBe(false);
    for (const outside of ["8.8.8.8", "142.250.74.78", "2001:4860:4860::8888"])
      expect(isPublicAddress(outside), outside).toBe(true);
  });

  it("an endpoint's text: a final dot does not hide localhost", () => {
    for (const endpoint of [
      "https://localhost.:3002/x",
      "https://x.localhost./",
      "https://metadata.google.internal./computeMetadata",
      "https://127.0.0.1./x",
    ])
      expect(isPushEndpoint(endpoint, false), endpoint).toBe(false);
    // A name that only resolves inside passes the text: the send refuses it (below).
    expect(isPushEndpoint("https://127.0.0.1.nip.io:5432/", false)).toBe(true);
  });
});

describe("sending a push (a counting TCP server on 127.0.0.1 stands in for the inside)", () => {
  let server: Server;
  let port = 0;
  let connections = 0;
  beforeAll(async () => {
    server = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Names as an attacker's DNS would answer them (there is no network here). */
  const table: Record<string, string[]> = {
    "localhost.": ["127.0.0.1"],
    "x.localhost.": ["127.0.0.1"],
    "metadata.google.internal.": ["169.254.169.254"],
    "127.0.0.1.nip.io": ["127.0.0.1"],
    "push.example": ["127.0.0.1"],
    "split.example": ["8.8.8.8", "127.0.0.1"], // one public address is not enough
  };
  const resolve: Resolve = (hostname, callback) => {
    const found = table[hostname];
    if (!found)
      return callback(Object.assign(new Error("ENOTFOUND"), { code: "ENOTFOUND" }), []);
    callback(
      null,
      found.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })),
    );
  };
  const vapid = async () => {
    const site = {
      keepFirstSetting: (_key: string, value: string) => Promise.resolve(value),
    };
    return loadVapidKeys(site);
  };

  it("refuses every name that leads inside, before connecting", async () => {
    const send = webPushSender({ resolve, allowLocal: false });
    const config = await vapid();
    const before = connections;
    for (const host of Object.keys(table)) {
      const endpoint = `https://${host}:${port}/push`;
      await expect(send({ endpoint, keys }, "{}", config), endpoint).rejects.toThrow(
        /is not on the public internet/u,
      );
    }
    // An address written out in the endpoint is never looked up: it is checked as it is.
    for (const endpoint of [`https://127.0.0.1:${port}/x`, `https://[::1]:${port}/x`])
      await expect(send({ endpoint, keys }, "{}", config), endpoint).rejects.toThrow(
        /is not on the public internet/u,
      );
    expect(connections - before).toBe(0);
  });

  it("the system's own resolver is checked as well (localhost resolves without a network)", async () => {
    const send = webPushSender({ allowLocal: false });
    const before = connections;
    await expect(
      send({ endpoint: `https://localhost:${port}/x`, keys }, "{}", await vapid()),
    ).rejects.toThrow(/is not on the public internet/u);
    expect(connections - before).toBe(0);
  });

  it("the check is the connection's own: with the tests' switch, 127.0.0.1 is reached", async () => {
    const send = webPushSender({ resolve, allowLocal: true });
    const before = connections;
    // The stand-in hangs up at once: the send fails, but only after connecting.
    await expect(
      send({ endpoint: `https://push.example:${port}/x`, keys }, "{}", await vapid()),
    ).rejects.toThrow();
    expect(connections - before).toBe(1);
  });
});
