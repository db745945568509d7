// How many live event streams one instance keeps open, and for how long. A stream holds
// a socket, a file descriptor and tens of kilobytes of server memory for as long as it
// lives, and asking for one is free: 1,500 cookieless streams on one lobby table were
// once all accepted (+113 MB, 1,500 descriptors, every other request three times
// slower). So each instance counts its streams — per client address (IPv6 by /64, the
// same bucket as every other limit) and in all — and ends each one after a while, so a
// stream nobody is watching (a lobby nobody joins) does not hold its slot for ever.
//
// The counts are this instance's own, in memory: what they protect (sockets, memory) is
// this process's, and a stream lives on one instance. Slots are taken before any work
// is done for a stream and given back exactly once, however the stream ends.
import type { Msg } from "@3u3d/i18n/msg";

import { refusalMsg } from "./game-server/errors";

export interface StreamLimitsOptions {
  /** Streams one client address may hold open on this instance at once. */
  perAddress: number;
  /** Streams this instance holds open at once, from everyone. */
  perInstance: number;
  /** A stream is closed (the browser reconnects and resumes) after at most this long. */
  lifetimeMs: number;
}

/**
 * A refused stream: the error code (429 for one address at its cap, 503 for a full
 * instance), the words the client reads (said in the request's language by
 * event-stream.ts) and when to ask again.
 */
export interface StreamRefusal {
  code: "TOO_MANY_REQUESTS" | "SERVICE_UNAVAILABLE";
  words: Msg;
  retryAfterS: number;
}

export type StreamAdmission =
  | {
      ok: true;
      /** Gives the slot back; calling it again does nothing. */
      release: () => void;
    }
  | ({ ok: false } & StreamRefusal);

export interface StreamLimits {
  /** Takes a slot for a stream from `address` (a client key), or says why not. */
  admit(address: string): StreamAdmission;
  /**
   * How long the next stream may live: between three quarters of the lifetime and all
   * of it, at random, so streams opened together (every browser after a restart) do
   * not all reconnect together again.
   */
  lifetimeMs(): number;
  /** Streams open now, in all and for `address`. */
  open(address?: string): number;
}

/** Lifetimes are spread over the last quarter of the configured one. */
const LIFETIME_JITTER = 0.25;
/** One address at its cap waits for its own streams to end or renew. */
const ADDRESS_RETRY_AFTER_S = 30;
/** A full instance: retries spread over 10–30 s, so they do not arrive in one wave. */
const INSTANCE_RETRY_AFTER_S = [10, 30] as const;

export function createStreamLimits(options: StreamLimitsOptions): StreamLimits {
  const byAddress = new Map<string, number>();
  let total = 0;

  return {
    admit(address) {
      const mine = byAddress.get(address) ?? 0;
      if (mine >= options.perAddress)
        return {
          ok: false,
          code: "TOO_MANY_REQUESTS",
          words: refusalMsg("limits.streamsPerAddress", { count: options.perAddress }),
          retryAfterS: ADDRESS_RETRY_AFTER_S,
        };
      if (total >= options.perInstance) {
        const [low, high] = INSTANCE_RETRY_AFTER_S;
        return {
          ok: false,
          code: "SERVICE_UNAVAILABLE",
          words: refusalMsg("limits.streamsPerServer"),
          retryAfterS: low + Math.floor(Math.random() * (high - low + 1)),
        };
      }
      byAddress.set(address, mine + 1);
      total++;
      let released = false;
      return {
        ok: true,
        release() {
          if (released) return;
          released = true;
          total--;
          const left = (byAddress.get(address) ?? 1) - 1;
          if (left > 0) byAddress.set(address, left);
          else byAddress.delete(address); // no entry per address once its streams are gone
        },
      };
    },
    lifetimeMs: () =>
      Math.round(options.lifetimeMs * (1 - LIFETIME_JITTER * Math.random())),
    open: (address) => (address === undefined ? total : (byAddress.get(address) ?? 0)),
  };
}
