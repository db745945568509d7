import { createHash } from "node:crypto";

import { test as base, expect, type APIRequestContext } from "@playwright/test";

/**
 * The address this test's requests come from. The test server trusts one proxy hop
 * (TRUSTED_PROXIES=1 in playwright.config.ts) and this fixture plays that proxy, so
 * each test has its own sign-in rate-limit bucket instead of all of them sharing
 * 127.0.0.1 (which made later tests fail with "Too many attempts").
 */
export function testAddress(testId: string): string {
  const [a, b, c] = createHash("sha256").update(testId).digest();
  return `10.${a}.${b}.${c}`;
}

/**
 * Makes every API request (page.request, the `request` fixture, request.newContext) try
 * again, at most twice, when its connection is reset. Playwright's API client keeps idle
 * connections open with no limit of its own, while the server closes them after
 * HTTP_KEEP_ALIVE_TIMEOUT_MS (65 s; 5 s until issue #65): a request sent on one just as
 * the server closes it is reset before the server has read it (seen in CI: "read
 * ECONNRESET" on a GET made about 5 s after the test's previous request). A browser
 * sends such a request again by itself; Playwright does only when asked
 * (`maxRetries`). That option retries any ECONNRESET, also one after the server has
 * read the request (a server killed mid-request): the tests that kill servers already
 * expect a call to fail or repeat.
 *
 * The default goes into `_innerFetch`, the private method that every public one (get,
 * post, fetch…) ends in, after Playwright has noted which line of the test called it:
 * wrapping the public methods instead named every call `fetch` and placed its errors
 * in this file. If an upgrade renames it, this throws rather than silently stopping,
 * and harness.spec.ts fails.
 */
type InnerFetch = (options?: { maxRetries?: number }) => Promise<unknown>;

function resendWhenReset(client: APIRequestContext): void {
  const prototype = Object.getPrototypeOf(client) as { _innerFetch?: InnerFetch };
  const innerFetch = prototype._innerFetch;
  if (typeof innerFetch !== "function")
    throw new Error("Playwright's API client has no _innerFetch: see fixtures.ts");
  prototype._innerFetch = function (this: unknown, options = {}) {
    return innerFetch.call(this, { maxRetries: 2, ...options });
  };
}

// Every browser test fails on a console error or an uncaught page error: a quiet
// console is part of what "works" means.
export const test = base.extend<{ consoleErrors: string[] }, { resendWhenReset: void }>({
  resendWhenReset: [
    async ({ playwright }, use) => {
      // All API clients share one class: changing its prototype covers the ones the
      // tests make themselves (trpc-http.ts, browser.newContext()'s page.request).
      const probe = await playwright.request.newContext();
      resendWhenReset(probe);
      await probe.dispose();
      await use();
    },
    { scope: "worker", auto: true },
  ],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const run = `${testInfo.testId}#${testInfo.retry}#${testInfo.repeatEachIndex}`;
    await use({ ...extraHTTPHeaders, "x-forwarded-for": testAddress(run) });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors during the test").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
