import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

import { packageTestConfig } from "@3u3d/vitest-config";

export default defineConfig(
  packageTestConfig("auth", {
    globalSetup: [fileURLToPath(import.meta.resolve("@3u3d/db/testing/global-setup"))],
    // Cheap password hashes in every test file but password-hash-cost.test.ts's check.
    setupFiles: ["./test/setup.ts"],
  }),
);
