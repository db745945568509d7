import { createHash } from "node:crypto";

import { test as base, expect } from "@playwright/test";

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

// Every browser test fails on a console error or an uncaught page error: a quiet
// console is part of what "works" means.
export const test = base.extend<{ consoleErrors: string[] }>({
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
