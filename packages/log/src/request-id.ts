// A request's id: the one a proxy in front already gave it (X-Request-Id, so its log
// and ours can be joined), or a new one. It is echoed in the response's X-Request-Id,
// so a person who reports a failure can quote it.
import { randomUUID } from "node:crypto";

export const REQUEST_ID_HEADER = "x-request-id";

/**
 * What an incoming id may look like to be kept: the usual shapes (a UUID, nginx's 32
 * hex digits, Heroku's, a load balancer's) and nothing longer or stranger; anything
 * else is replaced rather than written into the log.
 */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,64}$/;

/** The incoming request id if well-formed, else a new one (a random UUID). */
export function requestIdOf(incoming: string | null | undefined): string {
  return incoming !== null && incoming !== undefined && WELL_FORMED.test(incoming)
    ? incoming
    : randomUUID();
}
