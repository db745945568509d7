import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

import { packageTestConfig } from "@3u3d/vitest-config";

// The leak soak alone (`LEAK_SOAK_GAMES=200 pnpm --filter @3u3d/api test:soak`: CI's
// step after the README's test command), with a report of its own (api-soak.json), so
// the summary counts it beside the API's other tests instead of in their place.
export default defineConfig(
  packageTestConfig("api-soak", {
    include: ["test/leak-soak.test.ts"],
    globalSetup: [fileURLToPath(import.meta.resolve("@3u3d/db/testing/global-setup"))],
    setupFiles: ["./test/setup.ts"],
  }),
);
