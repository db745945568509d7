import baseConfig from "@3u3d/eslint-config/base";
import i18nConfig from "@3u3d/eslint-config/i18n";
import nextjsConfig from "@3u3d/eslint-config/nextjs";
import reactConfig from "@3u3d/eslint-config/react";

export default [
  ...baseConfig,
  ...reactConfig,
  ...nextjsConfig,
  // Every word a page shows comes from the catalogues (issue #39): no exceptions left.
  ...i18nConfig,
  { ignores: ["e2e/**", "playwright.config.ts"] },
];
