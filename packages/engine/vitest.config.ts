import { defineConfig } from "vitest/config";

import { packageTestConfig } from "@3u3d/vitest-config";

// Engine tests are pure computation sized by count (positions, fast-check runs): no
// wall-clock guard, so a busy machine makes them slower, never red (issue #37).
export default defineConfig(packageTestConfig("engine", { testTimeout: 0 }));
