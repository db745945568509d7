// The signing secret: AUTH_SECRET when the operator set one, otherwise a random one
// generated on first start and kept in the database, so a self-hosted instance works
// with no configuration and sessions survive restarts.
import { randomBytes } from "node:crypto";

import type { DbClient } from "@3u3d/db";

const KEY = "auth-secret";

export async function loadAuthSecret(
  db: DbClient,
  configured = process.env.AUTH_SECRET,
): Promise<string> {
  if (configured && configured.length >= 32) return configured;
  if (configured)
    throw new Error(
      "AUTH_SECRET must be at least 32 characters (try: openssl rand -base64 32)",
    );
  const fresh = randomBytes(32).toString("base64url");
  // Insert-or-keep, so instances starting together agree on one secret. One statement
  // (ON CONFLICT DO NOTHING): Prisma's upsert reads, then inserts, and two instances
  // booting at once both inserted (seen with three instances in scale-out.spec.ts).
  await db.appSetting.createMany({
    data: [{ key: KEY, value: fresh }],
    skipDuplicates: true,
  });
  const row = await db.appSetting.findUniqueOrThrow({ where: { key: KEY } });
  return row.value as string;
}
