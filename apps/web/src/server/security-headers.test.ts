import { describe, expect, it } from "vitest";

import config from "../../next.config";
import { HTTPS_HEADERS, SECURITY_HEADERS } from "./security-headers";

// server.mjs's own answers (/api/trpc, the streams) carry what Next's carry.
describe("security headers", () => {
  it("are the same for the answers server.mjs gives and for Next's", async () => {
    const previous = process.env.NODE_ENV;
    (process.env as Record<string, string>).NODE_ENV = "production";
    try {
      const rules = (await config.headers?.()) ?? [];
      expect(rules.find((rule) => !rule.has)?.headers).toEqual([...SECURITY_HEADERS]);
      expect(rules.find((rule) => rule.has)?.headers).toEqual([...HTTPS_HEADERS]);
    } finally {
      (process.env as Record<string, string | undefined>).NODE_ENV = previous;
    }
  });
});
