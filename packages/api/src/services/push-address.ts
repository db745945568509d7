// Where a push may go: only to the public internet. A subscription's endpoint is the
// browser's to write, and the server POSTs to it on turns, challenges and pairings, so
// a name that resolves inside our network would make the server a way in (issue #61:
// `https://localhost.:3002/`, `https://metadata.google.internal./`,
// `https://127.0.0.1.nip.io:5432/` were all accepted, the check reading the text only).
// The text is still checked when a device subscribes (push-subscription.ts); here the
// name is resolved when a push is sent, inside the connection itself (the `lookup` a
// socket connects with), so what is checked is exactly what is connected to: a name
// that answered a public address when checked cannot answer 127.0.0.1 when used.
//
// ipaddr.js (already the auth package's choice for client addresses) names each
// address's range; only plain unicast passes: no loopback, private, link-local (cloud
// metadata lives at 169.254.169.254), carrier-grade NAT, unique-local, multicast,
// reserved, or IPv6 forms that carry an IPv4 address inside (mapped, NAT64, 6to4,
// Teredo). Every address a name resolves to must pass, not just the first.
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { isIP, type LookupFunction } from "node:net";

import ipaddr from "ipaddr.js";

/** Whether a push may be sent to this IP address (v4 or v6, as text). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  return parsed.range() === "unicast";
}

/** A push refused because its endpoint leads inside: a failure, logged by push.ts. */
export class PrivateAddressError extends Error {
  constructor(host: string) {
    super(`${host} is not on the public internet: no push is sent there`);
    this.name = "PrivateAddressError";
  }
}

/** How names are resolved: the system's resolver, or a table in tests (no network here). */
export type Resolve = (
  hostname: string,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

const systemResolve: Resolve = (hostname, callback) =>
  dnsLookup(hostname, { all: true, verbatim: true }, callback);

/**
 * The `lookup` a push's socket connects with: resolves the name, and refuses it unless
 * every address it has is public. `allowLocal` lets the tests' local push service on
 * 127.0.0.1 through (the PUSH_ALLOW_LOCAL_ENDPOINTS switch, never in production).
 */
export function publicOnlyLookup(
  allowLocal: boolean,
  resolve: Resolve = systemResolve,
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const usable = addresses.filter(
        (a) => isPublicAddress(a.address) || (allowLocal && a.address === "127.0.0.1"),
      );
      const [first] = usable;
      if (!first || usable.length !== addresses.length)
        return callback(new PrivateAddressError(hostname), "", 0);
      if (options.all) return (callback as unknown as AllCallback)(null, usable);
      callback(null, first.address, first.family);
    });
  };
}

type AllCallback = (error: Error | null, addresses: LookupAddress[]) => void;

/**
 * Refuses an endpoint whose host is an IP address that is not public: a socket given an
 * address connects without any lookup, so the lookup above never sees it.
 */
export function checkLiteralHost(hostname: string, allowLocal: boolean): void {
  const bare = hostname.replace(/^\[|\]$/gu, "");
  if (isIP(bare) === 0) return;
  if (isPublicAddress(bare) || (allowLocal && bare === "127.0.0.1")) return;
  throw new PrivateAddressError(hostname);
}
