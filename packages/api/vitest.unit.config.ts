import { defineConfig } from "vitest/config";

import { packageTestConfig } from "@3u3d/vitest-config";

// The game server's unit tests alone: in-memory repositories and turn queue, so no
// PostgreSQL is started (`pnpm --filter @3u3d/api test:unit`). `pnpm test` runs them
// with everything else (vitest.config.ts).
export default defineConfig(
  packageTestConfig("api-unit", { include: ["test/unit/**/*.test.ts"] }),
);
