// How one push reaches a browser's push service: web-push encrypts the message for the
// subscription (RFC 8291, aes128gcm) and signs a VAPID token (RFC 8292); the POST is
// ours, with fetch, so it has a deadline, follows no redirect, and works with the local
// HTTP endpoint tests stand up (web-push's own send speaks HTTPS only).
import webpush from "web-push";

import type { VapidConfig } from "./push-keys";

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Sends `payload` to one subscription; resolves to the push service's HTTP status. */
export type PushSender = (
  target: PushTarget,
  payload: string,
  vapid: VapidConfig,
) => Promise<number>;

/** A turn that waits a day is still worth hearing of the next morning; older, not. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

/** A push service that has not answered by then is counted as a failure. */
const SEND_TIMEOUT_MS = 10_000;

export function webPushSender(timeoutMs = SEND_TIMEOUT_MS): PushSender {
  return async (target, payload, vapid) => {
    const request = webpush.generateRequestDetails(target, payload, {
      vapidDetails: vapid,
      TTL: TIME_TO_LIVE_SECONDS,
      contentEncoding: "aes128gcm",
    });
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.status;
  };
}
