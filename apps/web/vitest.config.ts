import { defineConfig } from "vitest/config";

import { packageTestConfig } from "@3u3d/vitest-config";

// Unit tests only: the browser tests in e2e/ run under Playwright (pnpm test:e2e).
export default defineConfig(
  packageTestConfig("web", { include: ["src/**/*.test.ts", "src/**/*.test.tsx"] }),
);
