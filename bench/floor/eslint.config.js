import baseConfig from "@3u3d/eslint-config/base";

export default [...baseConfig, { ignores: ["dist/**"] }];
