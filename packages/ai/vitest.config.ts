import { defineConfig } from "vitest/config";

import { packageTestConfig } from "@3u3d/vitest-config";

// Bot tests are sized by count (positions, games): no wall-clock guard, so a busy
// machine makes them slower, never red (issue #37).
export default defineConfig(packageTestConfig("ai", { testTimeout: 0 }));
