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
  // The Pages Router's one page, the rules (src/pages/rules.tsx), is served without
  // React's runtime: a Link to it from the App Router cannot navigate on the client, it
  // only prefetches the whole page and loads it again. A plain <a> is right there.
  { rules: { "@next/next/no-html-link-for-pages": "off" } },
  // Links to our pages are never prefetched (src/components/common/page-link.tsx says why).
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/components/common/page-link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/link",
              message: "Use PageLink (~/components/common/page-link).",
            },
          ],
        },
      ],
    },
  },
  { ignores: ["e2e/**", "playwright.config.ts"] },
];
