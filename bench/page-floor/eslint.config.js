import baseConfig from "@3u3d/eslint-config/base";
import nextjsConfig from "@3u3d/eslint-config/nextjs";
import reactConfig from "@3u3d/eslint-config/react";

export default [...baseConfig, ...reactConfig, ...nextjsConfig];
