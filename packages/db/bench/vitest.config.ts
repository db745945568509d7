import { defineConfig } from "vitest/config";

import { packageTestConfig } from "@3u3d/vitest-config";

// The database package's benchmarks (bench/*.bench.ts): printed numbers, run by hand
// (`pnpm --filter @3u3d/db bench:progress`), never by `pnpm test`. Each gets an
// embedded PostgreSQL like the tests, and as long as it needs.
export default defineConfig(
  packageTestConfig("db-bench", {
    include: ["bench/**/*.bench.ts"],
    globalSetup: ["./src/testing/global-setup-durable.ts"],
    testTimeout: 0,
    hookTimeout: 120_000,
  }),
);
