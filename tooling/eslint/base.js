// Shared lint rules for every TypeScript package: type-aware, strict where it
// catches real bugs (floating promises, unsafe any), quiet about style (Prettier owns that).
import js from "@eslint/js";
import tseslint from "typescript-eslint";

export const ignores = {
  ignores: [
    "**/node_modules/**",
    "**/dist/**",
    "**/.next/**",
    "**/.cache/**",
    "**/src/generated/**",
    "**/*.config.*",
    "**/next-env.d.ts",
  ],
};

export default tseslint.config(
  ignores,
  {
    files: ["**/*.ts", "**/*.tsx"],
    extends: [
      js.configs.recommended,
      ...tseslint.configs.recommendedTypeChecked,
      ...tseslint.configs.stylisticTypeChecked,
    ],
    languageOptions: {
      parserOptions: { projectService: true },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": [
        "warn",
        { prefer: "type-imports", fixStyle: "separate-type-imports" },
      ],
      "@typescript-eslint/no-misused-promises": [
        "error",
        { checksVoidReturn: { attributes: false } },
      ],
      "@typescript-eslint/no-non-null-assertion": "error",
      "@typescript-eslint/prefer-nullish-coalescing": "off",
      "@typescript-eslint/consistent-indexed-object-style": "off",
      "@typescript-eslint/array-type": "off",
      "@typescript-eslint/prefer-for-of": "off", // index loops are deliberate on hot paths
      "@typescript-eslint/non-nullable-type-assertion-style": "off",
    },
  },
  {
    // Tests, benchmarks and offline scripts (the evaluation fit) index into arrays
    // they built themselves.
    files: ["**/test/**", "**/*.test.ts", "**/e2e/**", "**/bench/**", "**/scripts/**"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
);
