import path from "node:path";
import type { PrismaConfig } from "prisma";

import { createMigrationAdapter } from "./src/migration-adapter";

// The CLI talks to Postgres through the JS driver adapter ("js" engine): the native
// schema engine of Prisma cannot be downloaded on machines without internet.
export default {
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  adapter: async () => createMigrationAdapter(process.env.DATABASE_URL),
} satisfies PrismaConfig;
