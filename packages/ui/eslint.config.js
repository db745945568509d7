import baseConfig from "@3u3d/eslint-config/base";
import i18nConfig from "@3u3d/eslint-config/i18n";
import reactConfig from "@3u3d/eslint-config/react";

// Every word a component here shows comes from the catalogues (issue #39): the
// no-literal-words rule holds everywhere.
export default [...baseConfig, ...reactConfig, ...i18nConfig];
