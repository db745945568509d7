// Which client a request comes from, for rate limits. Next.js route handlers never see
// the socket, and Next copies a client-sent X-Forwarded-For through untouched, so the
// app's own HTTP server (apps/web/server.mjs) stamps every request with the address it
// trusts, in a header of ours that it first strips from what the client sent:
//   - the socket's peer address when no proxy is trusted (TRUSTED_PROXIES=0, default);
//   - else the address our outermost trusted proxy saw: X-Forwarded-For read from the
//     right, one entry per trusted hop (entries further left are the client's to
//     invent).
// clientKey reads only that header, so a client cannot choose its own bucket.
import type { IncomingHttpHeaders } from "node:http";
import ipaddr from "ipaddr.js";

import { log } from "@3u3d/log";

export const CLIENT_ADDRESS_HEADER = "x-3u3d-client-address";

/** The client's address as far as `trustedProxies` hops in front of us vouch for it. */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedProxies: number,
): string | null {
  const hops = [forwardedFor ?? []]
    .flat()
    .flatMap((header) => header.split(","))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  // Nearest first: the socket's peer, then what each proxy appended, right to left.
  const path = [socketAddress, ...hops.reverse()];
  const seen = path[Math.min(trustedProxies, path.length - 1)];
  return seen || null;
}

/** Replaces any client-sent copy of our header with the address we trust (or none). */
export function stampClientAddress(
  req: { headers: IncomingHttpHeaders; socket: { remoteAddress?: string } },
  trustedProxies: number,
): void {
  const address = clientAddress(
    req.socket.remoteAddress,
    req.headers["x-forwarded-for"],
    trustedProxies,
  );
  if (address) req.headers[CLIENT_ADDRESS_HEADER] = address;
  else delete req.headers[CLIENT_ADDRESS_HEADER];
}

/**
 * One bucket per IPv4 address, and per IPv6 /64: a household or a server gets a whole
 * /64, so counting its addresses one by one would give it 2^64 buckets.
 */
function addressBucket(address: string): string {
  let bucket = buckets.get(address);
  if (bucket === undefined) {
    bucket = bucketOf(address);
    if (buckets.size >= BUCKETS_REMEMBERED) buckets.clear();
    buckets.set(address, bucket);
  }
  return bucket;
}

/**
 * Addresses already worked out: every request of a client asks again (its moves, its
 * limits, where its bots' work is counted), and parsing the address was a visible item
 * of the move path's profile (issue #65). A bound, not an LRU: past it, start over.
 */
const buckets = new Map<string, string>();
const BUCKETS_REMEMBERED = 20_000;

function bucketOf(address: string): string {
  if (!ipaddr.isValid(address)) return address.slice(0, 100); // a trusted proxy's odd entry
  const parsed = ipaddr.process(address); // IPv4-mapped IPv6 becomes plain IPv4
  if (parsed.kind() === "ipv4") return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...prefix, 0, 0, 0, 0]).toString()}/64`;
}

let warnedUnknown = false;

/** The rate-limit bucket of the request's client; "unknown" when no address was stamped. */
export function clientKey(headers: Headers): string {
  const address = headers.get(CLIENT_ADDRESS_HEADER)?.trim();
  if (address) return addressBucket(address);
  if (!warnedUnknown) {
    warnedUnknown = true;
    // `next dev`, or a server started without server.mjs: everyone shares one bucket.
    log().warn(
      "rate limits: requests carry no client address (start the app with server.mjs); all clients share one bucket",
    );
  }
  return "unknown";
}
