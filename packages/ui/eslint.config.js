import baseConfig from "@3u3d/eslint-config/base";
import i18nConfig from "@3u3d/eslint-config/i18n";
import reactConfig from "@3u3d/eslint-config/react";

/**
 * Paths whose words are not in the catalogues yet (issue #39): the no-literal-words rule
 * skips them. The list only shrinks: table-i18n removes paths as it converts them.
 */
const NOT_YET_TRANSLATED = ["src/**"];

export default [
  ...baseConfig,
  ...reactConfig,
  ...i18nConfig.map((config) => ({ ...config, ignores: NOT_YET_TRANSLATED })),
];
