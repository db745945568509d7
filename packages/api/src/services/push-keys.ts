// The VAPID key pair this site signs its pushes with (RFC 8292). Given by env, or made
// on first start and kept in the database (AppSetting "vapidKeys"), so every instance
// and every restart sign with the same pair: browsers subscribe with the public key,
// and a new pair would leave every stored subscription unusable.
import webpush from "web-push";

import type { SiteRepository } from "@3u3d/db/repositories";

export interface VapidKeys {
  /** base64url, the uncompressed P-256 point the browser subscribes with. */
  publicKey: string;
  /** base64url, 32 bytes. */
  privateKey: string;
}

export interface VapidConfig extends VapidKeys {
  /** Who push services may contact about our pushes: a mailto: or https: URL. */
  subject: string;
}

/** What the operator may set (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT). */
export interface VapidEnv {
  publicKey?: string;
  privateKey?: string;
  subject?: string;
}

/** The AppSetting the generated pair is kept under. */
export const VAPID_SETTING = "vapidKeys";

/**
 * Used when VAPID_SUBJECT is not set. Push services accept it, but one that could
 * really reach the operator is better (docs/deploy.md).
 */
export const DEFAULT_VAPID_SUBJECT = "mailto:push@3up3down.invalid";

/** The pair to sign with: the env's when given (both halves), else the one kept in the database. */
export async function loadVapidKeys(
  site: Pick<SiteRepository, "keepFirstSetting">,
  env: VapidEnv = {},
): Promise<VapidConfig> {
  const subject = env.subject || DEFAULT_VAPID_SUBJECT;
  if (env.publicKey || env.privateKey) {
    if (!env.publicKey || !env.privateKey)
      throw new Error("Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.");
    return checked({ publicKey: env.publicKey, privateKey: env.privateKey, subject });
  }
  // Instances starting together each make a pair; the first stored wins for all.
  const kept = await site.keepFirstSetting(
    VAPID_SETTING,
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  return checked({ ...parseKeys(kept), subject });
}

function parseKeys(stored: string): VapidKeys {
  const value: unknown = JSON.parse(stored);
  if (
    typeof value === "object" &&
    value !== null &&
    "publicKey" in value &&
    "privateKey" in value &&
    typeof value.publicKey === "string" &&
    typeof value.privateKey === "string"
  )
    return { publicKey: value.publicKey, privateKey: value.privateKey };
  throw new Error(`stored AppSetting ${VAPID_SETTING} is malformed`);
}

/** web-push's own checks (key lengths, the subject's form), at start rather than at the first push. */
function checked(config: VapidConfig): VapidConfig {
  webpush.getVapidHeaders(
    "https://push.example",
    config.subject,
    config.publicKey,
    config.privateKey,
    "aes128gcm",
  );
  return config;
}
