// Signing in or up from a follow link comes back to it, and to nowhere off the site.
import { describe, expect, it } from "vitest";

import { returnPath, withReturn } from "./return-path";

describe("the page to return to after signing in", () => {
  it("takes a path on this site", () => {
    expect(returnPath("/players/zoë-quist?follow")).toBe("/players/zoë-quist?follow");
  });

  it("refuses another site's address, and anything that is not one path", () => {
    for (const next of [
      "//evil.example/x",
      "/\\evil.example",
      "/\t/evil.example", // a browser drops the tab: //evil.example
      "/\n/evil.example",
      "https://evil.example",
      "players",
      "",
      undefined,
      ["/a", "/b"],
      `/${"x".repeat(400)}`,
    ])
      expect(returnPath(next)).toBeNull();
  });

  it("carries it on the sign-in and sign-up addresses", () => {
    expect(withReturn("/signup", "/players/alice?follow")).toBe(
      "/signup?next=%2Fplayers%2Falice%3Ffollow",
    );
    expect(withReturn("/signin", null)).toBe("/signin");
  });
});
