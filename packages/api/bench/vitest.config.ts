import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

import { packageTestConfig } from "@3u3d/vitest-config";

// The API's benchmarks (bench/*.bench.ts): printed numbers for docs/benchmarks.md, run
// by hand (`pnpm --filter @3u3d/api bench:coach`), never by `pnpm test`. Each gets an
// embedded PostgreSQL like the tests, and as long as it needs.
export default defineConfig(
  packageTestConfig("api-bench", {
    include: ["bench/**/*.bench.ts"],
    globalSetup: [
      fileURLToPath(import.meta.resolve("@3u3d/db/testing/global-setup-durable")),
    ],
    testTimeout: 0,
    hookTimeout: 120_000,
  }),
);
