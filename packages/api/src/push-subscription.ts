// What a browser's push subscription must look like to be stored: an endpoint on a
// push service (HTTPS, a named public host: the server will POST to it, so an address
// inside our network is refused — by its text here, and by the addresses its name
// resolves to when a push is sent: services/push-address.ts) and the two keys the
// browser made. Local HTTP
// endpoints pass only with the test switch PUSH_ALLOW_LOCAL_ENDPOINTS=1, never in
// production: the push tests stand in for the push service on 127.0.0.1.
import { z } from "zod";

import { validationText } from "./validation-words";

/** Whether the test switch is on (read at each check, so a test may set it). */
export const localEndpointsAllowed = () =>
  process.env.PUSH_ALLOW_LOCAL_ENDPOINTS === "1" && process.env.NODE_ENV !== "production";

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/u;

/** Whether the server may send to `endpoint`. */
export function isPushEndpoint(endpoint: string, allowLocal: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (allowLocal && url.protocol === "http:" && url.hostname === "127.0.0.1") return true;
  // "localhost." is localhost: a name's final dot changes nothing to a resolver. The
  // text is only a first sieve; the address is checked when a push is sent
  // (services/push-address.ts).
  const host = url.hostname.toLowerCase().replace(/\.+$/u, "");
  return (
    url.protocol === "https:" &&
    host.includes(".") &&
    !IPV4.test(host) &&
    !host.startsWith("[") &&
    host !== "localhost" &&
    !host.endsWith(".localhost") &&
    !host.endsWith(".local") &&
    !host.endsWith(".internal")
  );
}

const ENDPOINT_PROBLEM = validationText("pushEndpoint");
const KEY_PROBLEM = validationText("pushKeys");

/** A base64url string that decodes to `bytes` bytes (the browser's keys have fixed sizes). */
const keyOf = (bytes: number) =>
  z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/u, KEY_PROBLEM)
    .refine((key) => Buffer.from(key, "base64url").length === bytes, KEY_PROBLEM);

export const pushEndpointSchema = z
  .string()
  .max(2048, ENDPOINT_PROBLEM)
  .refine(
    (endpoint) => isPushEndpoint(endpoint, localEndpointsAllowed()),
    ENDPOINT_PROBLEM,
  );

/** A subscription as `PushSubscription.toJSON()` gives it (its expiry left out). */
export const pushSubscriptionSchema = z.strictObject({
  endpoint: pushEndpointSchema,
  keys: z.strictObject({
    // An uncompressed P-256 point (RFC 8291) and a 16-byte auth secret.
    p256dh: keyOf(65),
    auth: keyOf(16),
  }),
});
