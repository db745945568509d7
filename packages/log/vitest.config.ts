import { defineConfig } from "vitest/config";

import { packageTestConfig } from "@3u3d/vitest-config";

export default defineConfig(packageTestConfig("log"));
