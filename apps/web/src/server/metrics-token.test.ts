import { describe, expect, it } from "vitest";

import { bearerMatches } from "./metrics-token";

const TOKEN = "a-metrics-token-of-some-length";

describe("the metrics token check", () => {
  it("lets through exactly `Bearer <token>`", () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
  });

  it("refuses a missing, wrong, partial or differently framed token", () => {
    expect(bearerMatches(null, TOKEN)).toBe(false);
    expect(bearerMatches("", TOKEN)).toBe(false);
    expect(bearerMatches("Bearer ", TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false);
    expect(bearerMatches(TOKEN, TOKEN)).toBe(false);
    expect(bearerMatches(`Basic ${TOKEN}`, TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN} extra`, TOKEN)).toBe(false);
  });

  it("refuses everyone when no token is configured", () => {
    expect(bearerMatches("Bearer ", undefined)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN}`, undefined)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN}`, "")).toBe(false);
  });
});
