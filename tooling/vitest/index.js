// One vitest setup for every package: one hang guard for tests and hooks, and besides
// the usual console reporter each run writes a JSON report under <repo>/.reports/vitest/,
// so `pnpm test` can print one "N passed, N failed" line for the whole monorepo
// (scripts/test-summary.mjs). The process log (@3u3d/log) writes warnings and errors.
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The default limit for one test or hook: a guard against a test that hangs (a lock
 * never released, a promise never settled), not a speed check. Tests are sized by
 * count, and a busy machine must make them slower, never red (issue #61): the slowest
 * test that touches PostgreSQL and keeps this guard took up to 52 s in busy-test.sh
 * runs (two CPU-bound processes beside it) of the API's tests, so five minutes leaves
 * room for more than four times that load.
 * A package whose tests are pure computation turns it off (testTimeout: 0).
 */
export const HANG_GUARD_MS = 300_000;

/**
 * @param {string} name package short name, used for the report file
 * @param {import("vitest/config").ViteUserConfig["test"]} [test] extra test options
 * @returns {import("vitest/config").ViteUserConfig}
 */
export function packageTestConfig(name, test = {}) {
  return {
    test: {
      include: ["src/**/*.test.ts", "test/**/*.test.ts"],
      testTimeout: HANG_GUARD_MS,
      hookTimeout: HANG_GUARD_MS,
      reporters: [
        "default",
        ["json", { outputFile: path.join(repoRoot, ".reports/vitest", `${name}.json`) }],
      ],
      ...test,
      // Warnings and errors only: a line for every call the tests make (the info level)
      // buried the failures in tens of thousands of lines. LOG_LEVEL=info brings them back.
      env: { LOG_LEVEL: process.env.LOG_LEVEL ?? "warn", ...test.env },
    },
  };
}
