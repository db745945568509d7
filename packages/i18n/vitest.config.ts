import { defineConfig } from "vitest/config";

import { packageTestConfig } from "@3u3d/vitest-config";

// Catalogue checks: pure reading of JSON files, sized by the catalogues themselves.
export default defineConfig(packageTestConfig("i18n"));
