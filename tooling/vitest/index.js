// One vitest setup for every package. Besides the usual console reporter each run
// writes a JSON report under <repo>/.reports/vitest/, so `pnpm test` can print one
// "N passed, N failed" line for the whole monorepo (scripts/test-summary.mjs).
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * @param {string} name package short name, used for the report file
 * @param {import("vitest/config").ViteUserConfig["test"]} [test] extra test options
 * @returns {import("vitest/config").ViteUserConfig}
 */
export function packageTestConfig(name, test = {}) {
  return {
    test: {
      include: ["src/**/*.test.ts", "test/**/*.test.ts"],
      reporters: [
        "default",
        ["json", { outputFile: path.join(repoRoot, ".reports/vitest", `${name}.json`) }],
      ],
      ...test,
    },
  };
}
