// Who is asking, as the app's auth reads a guest (packages/api/src/trpc.ts,
// guestPlayerId): the signed guest cookie of @3u3d/auth, checked with the server
// secret, then the Player row, to know the guest still names no account. That row is
// believed for GUEST_CHECK_TTL_MS, as the app believes it per instance
// (packages/db/src/repositories/players/request-checks.ts): the most the app is
// allowed to cache, since a guest who signs up must stop acting as a guest soon.
import { randomBytes } from "node:crypto";

import {
  GUEST_COOKIE,
  guestCookieHeader,
  readCookie,
  readGuestToken,
  signGuestToken,
} from "@3u3d/auth/guest-token";

import type { Store } from "./store";

/** How long a guest's row is believed (the app's GUEST_CHECK_TTL_MS). */
export const GUEST_CHECK_TTL_MS = 5_000;
/** Past this many remembered guests the memory starts afresh (the app's bound). */
const GUESTS_REMEMBERED = 50_000;

/** A fresh id shaped like the app's (a cuid: a letter and 24 of [a-z0-9]). */
export function newId(): string {
  const digits = Array.from(randomBytes(24), (b) => (b % 36).toString(36)).join("");
  return `c${digits}`;
}

export interface Sessions {
  /** A new guest: its id, and the Set-Cookie header that makes a browser it. */
  createGuest(name: string): Promise<{ playerId: string; setCookie: string }>;
  /** The guest a request's Cookie header names, if valid and still a guest. */
  playerOf(cookieHeader: string | undefined): Promise<string | null>;
}

export function createSessions(
  store: Store,
  secret: string,
  now: () => number = Date.now,
): Sessions {
  const guestUntil = new Map<string, number>();
  return {
    async createGuest(name) {
      const playerId = newId();
      await store.insertGuest(playerId, name);
      guestUntil.set(playerId, now() + GUEST_CHECK_TTL_MS);
      const token = signGuestToken(secret, playerId);
      return { playerId, setCookie: guestCookieHeader(token, { secure: false }) };
    },
    async playerOf(cookieHeader) {
      const token = readGuestToken(
        secret,
        readCookie(cookieHeader ?? null, GUEST_COOKIE),
      );
      if (!token) return null;
      if ((guestUntil.get(token.playerId) ?? 0) > now()) return token.playerId;
      const guest = await store.isGuest(token.playerId);
      if (guestUntil.size >= GUESTS_REMEMBERED) guestUntil.clear();
      if (guest) guestUntil.set(token.playerId, now() + GUEST_CHECK_TTL_MS);
      else guestUntil.delete(token.playerId);
      return guest ? token.playerId : null;
    },
  };
}
