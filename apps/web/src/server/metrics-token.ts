import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Whether an `Authorization` header carries `Bearer <token>`. Compared in constant time
 * (over hashes, so the lengths need not match), so how long a refusal takes says
 * nothing of how much of a guess was right. No token configured: nobody may.
 */
export function bearerMatches(
  authorization: string | null,
  token: string | undefined,
): boolean {
  if (!token || !authorization) return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!match?.[1]) return false;
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(match[1]), digest(token));
}
