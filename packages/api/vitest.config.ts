import os from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

import { packageTestConfig } from "@3u3d/vitest-config";

// At least two test files at once: vitest's default is cores - 1, one on two cores, and a file
// here spends half its time waiting for PostgreSQL, so one file at a time left a core
// idle once the other packages' tests were done. Each file has a database of its own
// (createTestDatabase), so files running side by side never see each other's rows.
//
// Files share their worker's module graph (isolate: false): importing the house (tRPC,
// next-auth, pg-boss, the engine and the bots) for each of the 63 files again was most
// of this suite's CPU — 357 s of import in one measured run against 11 s shared, 406 s
// of CPU in all against 157 s (issue #64). It is safe because no test depends on a
// module's state being fresh: every file boots its own house on its own database, the
// metrics registry and rate limiters belong to a house, and the few module-level maps
// are caches of constants (encoded frames, speakers per language).
export default defineConfig(
  packageTestConfig("api", {
    globalSetup: [fileURLToPath(import.meta.resolve("@3u3d/db/testing/global-setup"))],
    setupFiles: ["./test/setup.ts"],
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    isolate: false,
  }),
);
