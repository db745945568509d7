// Sign-in rate limits on a server as it runs by default (TRUSTED_PROXIES=0, no proxy in
// front): the client's address is its socket's, whatever headers it sends, so a
// guesser cannot get a fresh bucket by naming a new address on every request.
import { request } from "@playwright/test";

import { expect, test } from "./fixtures";
import { app, database, type App, type Database } from "./servers";
import { signInOverHttp } from "./sign-in-http";

let db: Database;
let server: App;

test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== "desktop") return;
  test.setTimeout(240_000);
  db = await database("rate-limits-postgres");
  await db.start();
  server = await app(db.url, { TRUSTED_PROXIES: "0" });
});

test.afterAll(async () => {
  await server?.stop();
  await db?.stop();
});

test("a spoofed X-Forwarded-For (or our own address header) does not escape the limit", async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one server process is enough");
  const http = await request.newContext({ baseURL: server.url });
  // Ten guesses at one account, each request naming a different address.
  for (let i = 0; i < 10; i++) {
    const spoof = {
      "x-forwarded-for": `203.0.113.${i}`,
      "x-3u3d-client-address": `198.51.100.${i}`,
    };
    expect(await signInOverHttp(http, "victim", `a-guess-${i}-1234`, spoof)).toBe(
      "wrong_credentials",
    );
  }
  // The eleventh, from a fresh "address", is this socket's tenth wrong guess at the
  // account: refused (named addresses would each have had ten guesses of their own).
  const fresh = {
    "x-forwarded-for": "203.0.113.99",
    "x-3u3d-client-address": "198.51.100.99",
  };
  expect(await signInOverHttp(http, "victim", "a-guess-99-1234", fresh)).toBe(
    "too_many_attempts",
  );
  await http.dispose();
});
