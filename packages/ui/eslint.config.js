import baseConfig from "@3u3d/eslint-config/base";
import reactConfig from "@3u3d/eslint-config/react";

export default [...baseConfig, ...reactConfig];
