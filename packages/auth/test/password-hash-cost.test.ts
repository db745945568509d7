// The one place production's password-hash settings are held: every other auth test
// hashes cheaply (test/setup.ts), so this file checks, on a copy of passwords.ts that
// no setup touched, that a stored hash costs OWASP's argon2id recommendation.
import { describe, expect, it, vi } from "vitest";

import * as auth from "../src";
import { hashPassword, verifyPassword } from "../src/passwords";

describe("password hashes", () => {
  it("production stores argon2id at 19 MiB, 2 passes, 1 lane", async () => {
    // A fresh passwords.ts, as a server loads it (this file's own imports above keep
    // the copy the setup made cheap).
    vi.resetModules();
    const fresh = await import("../src/passwords");
    const stored = await fresh.hashPassword("correct-horse-battery");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await fresh.verifyPassword(stored, "correct-horse-battery")).toBe(true);
    expect(await fresh.verifyPassword(stored, "correct-horse-battery!")).toBe(false);
  });

  it("tests hash cheaply, and the package offers no way to lower the cost", async () => {
    const stored = await hashPassword("correct-horse-battery");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect(await verifyPassword(stored, "correct-horse-battery")).toBe(true);
    expect(Object.keys(auth)).not.toContain("setPasswordHashCost");
  });
});
