import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

import { packageTestConfig } from "@3u3d/vitest-config";

export default defineConfig(
  packageTestConfig("bench-floor", {
    globalSetup: [fileURLToPath(import.meta.resolve("@3u3d/db/testing/global-setup"))],
  }),
);
