import os from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

import { packageTestConfig } from "@3u3d/vitest-config";

// At least two test files at once: vitest's default is cores - 1, one on two cores, and a file
// here spends half its time waiting for PostgreSQL, so one file at a time left a core
// idle once the other packages' tests were done. Each file has a database of its own
// (createTestDatabase), so files running side by side never see each other's rows.
export default defineConfig(
  packageTestConfig("api", {
    globalSetup: [fileURLToPath(import.meta.resolve("@3u3d/db/testing/global-setup"))],
    setupFiles: ["./test/setup.ts"],
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  }),
);
