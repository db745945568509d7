// A tiny cookie-jar browser against the real Auth.js handler (the config Next.js
// serves), for tests of sign-in: CSRF token, credentials callback, session, sign-out.
import { randomUUID } from "node:crypto";
import { Auth } from "@auth/core";

import type { TestDatabase } from "@3u3d/db/testing";

import { CLIENT_ADDRESS_HEADER, createAuthConfig, RateLimiter } from "../src";

export const secret = "a".repeat(40);
export const origin = "http://localhost:3000";

/** A limiter with buckets of its own, so tests do not count each other's attempts. */
export const freshLimiter = (test: TestDatabase, freeAttempts: number) =>
  new RateLimiter(test.repositories.limits, randomUUID(), {
    freeAttempts,
    firstDelayMs: 60_000,
  });

export interface BrowserOptions {
  /** The client address server.mjs would stamp on each request. */
  address?: string;
  /** The clock of the sign-in limits. */
  now?: () => number;
  /** The test's signal (vitest aborts it when the test times out): a test that has
   *  failed sends no more requests, so it cannot slow or confuse the tests after it. */
  signal?: AbortSignal;
}

export function browser(
  test: TestDatabase,
  limiter = freshLimiter(test, 100),
  { address, now, signal }: BrowserOptions = {},
) {
  const { players } = test.repositories;
  const jar = new Map<string, string>();
  const request = async (path: string, init: RequestInit = {}) => {
    signal?.throwIfAborted();
    const headers = new Headers(init.headers);
    headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
    if (address) headers.set(CLIENT_ADDRESS_HEADER, address);
    const req = new Request(`${origin}${path}`, { ...init, headers });
    const res = await Auth(
      req,
      createAuthConfig({ players, secret, limiter, now, env: {} }, req),
    );
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, ...value] = pair!.split("=");
      if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(cookie)) jar.delete(name!);
      else jar.set(name!, value.join("="));
    }
    return res;
  };
  const csrf = async () =>
    ((await (await request("/api/auth/csrf")).json()) as { csrfToken: string }).csrfToken;
  return {
    jar,
    request,
    /** The Location the credentials callback answers (its query names any error). */
    async signIn(username: string, password: string) {
      const body = new URLSearchParams({ csrfToken: await csrf(), username, password });
      const res = await request("/api/auth/callback/credentials", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
      });
      return res.headers.get("location") ?? "";
    },
    async session() {
      return (await (await request("/api/auth/session")).json()) as {
        playerId?: string;
      } | null;
    },
    async signOut() {
      const body = new URLSearchParams({ csrfToken: await csrf() });
      await request("/api/auth/signout", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
      });
    },
  };
}
