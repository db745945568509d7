// How one push reaches a browser's push service: web-push encrypts the message for the
// subscription (RFC 8291, aes128gcm) and signs a VAPID token (RFC 8292); the POST is
// ours, with node:https, so that it has a deadline, follows no redirect, connects only
// to public addresses (the name resolved inside the connection: push-address.ts), and
// works with the local HTTP endpoint tests stand up (web-push's own send speaks HTTPS
// only and resolves names unchecked).
import http from "node:http";
import https from "node:https";

import webpush from "web-push";

import { localEndpointsAllowed } from "../push-subscription";
import { checkLiteralHost, publicOnlyLookup, type Resolve } from "./push-address";
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

export interface WebPushSenderOptions {
  timeoutMs?: number;
  /** How names are resolved (tests give a table: there is no network here). */
  resolve?: Resolve;
  /** Lets 127.0.0.1 through (the tests' push service); the env switch by default. */
  allowLocal?: boolean;
}

export function webPushSender(options: WebPushSenderOptions = {}): PushSender {
  const timeoutMs = options.timeoutMs ?? SEND_TIMEOUT_MS;
  return async (target, payload, vapid) => {
    const allowLocal = options.allowLocal ?? localEndpointsAllowed();
    const request = webpush.generateRequestDetails(target, payload, {
      vapidDetails: vapid,
      TTL: TIME_TO_LIVE_SECONDS,
      contentEncoding: "aes128gcm",
    });
    const url = new URL(request.endpoint);
    checkLiteralHost(url.hostname, allowLocal);
    const client = url.protocol === "http:" && allowLocal ? http : https;
    if (url.protocol !== "https:" && client === https)
      throw new Error(`push endpoints are HTTPS: ${url.protocol} refused`);
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
    );
    const body = request.body ? Buffer.from(request.body) : null;
    return new Promise<number>((resolve, reject) => {
      const sending = client.request(
        url,
        {
          method: request.method,
          headers: body ? { ...headers, "content-length": String(body.length) } : headers,
          lookup: publicOnlyLookup(allowLocal, options.resolve),
          signal: AbortSignal.timeout(timeoutMs),
        },
        (response) => {
          response.resume(); // the answer's body is not needed; a redirect is not followed
          resolve(response.statusCode ?? 0);
        },
      );
      sending.on("error", reject);
      sending.end(body ?? undefined);
    });
  };
}
