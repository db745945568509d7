// The signing secret: AUTH_SECRET when the operator set one, otherwise a random one
// generated on first start and kept in the database, so a self-hosted instance works
// with no configuration and sessions survive restarts.
import { randomBytes } from "node:crypto";

import type { SiteRepository } from "@3u3d/db/repositories";

const KEY = "auth-secret";

export async function loadAuthSecret(
  site: SiteRepository,
  configured = process.env.AUTH_SECRET,
): Promise<string> {
  if (configured && configured.length >= 32) return configured;
  if (configured)
    throw new Error(
      "AUTH_SECRET must be at least 32 characters (try: openssl rand -base64 32)",
    );
  // Insert-or-keep, so instances starting together agree on one secret.
  return site.keepFirstSetting(KEY, randomBytes(32).toString("base64url"));
}
