// Who is here, for the home page: people online, games being played, and people
// looking for a game per ruleset (quick pairing's pools). A page of the site sends a
// heartbeat while it is open and says goodbye when it closes (the web app's
// PresenceHeartbeat); a person is online while their heartbeats keep coming.
//
// Cheap at any size: a player's heartbeat is written at most once per HEARTBEAT_WRITE_MS
// on each instance, and the counts are read at most once per COUNTS_FRESH_MS on each
// instance, however many pages ask (the reads are index range scans: presence.ts in
// packages/db).
import type { PresenceCounts, PresenceRepository } from "@3u3d/db/repositories";
import type { Ruleset } from "@3u3d/engine";

import { rulesetSchema } from "../schemas";
import type { Pairing } from "./pairing";

/** Pages beat every 30 s: someone is online until three beats in a row are missed. */
export const ONLINE_WINDOW_MS = 90_000;
/** A player's heartbeats written at most this often per instance. */
const HEARTBEAT_WRITE_MS = 20_000;
/** The counts reused this long per instance (the home page asks every few seconds). */
const COUNTS_FRESH_MS = 2_000;

export interface WhoIsHere {
  online: number;
  playing: number;
  /** People waiting in quick pairing, per ruleset (rulesets nobody waits for left out). */
  looking: { ruleset: Ruleset; waiting: number }[];
}

export function createPresence(options: {
  presence: PresenceRepository;
  pairing: Pick<Pairing, "pools">;
}) {
  const { presence, pairing } = options;
  const written = new Map<string, number>();
  let counted: { at: number; answer: Promise<PresenceCounts> } | null = null;

  /** People online and games being played, read at most every COUNTS_FRESH_MS here. */
  function online(): Promise<PresenceCounts> {
    const now = Date.now();
    if (!counted || now - counted.at > COUNTS_FRESH_MS) {
      const answer = presence.counts(ONLINE_WINDOW_MS);
      counted = { at: now, answer };
      // A failed count is not kept: the next asker counts again.
      answer.catch(() => {
        if (counted?.answer === answer) counted = null;
      });
    }
    return counted.answer;
  }

  /** Forgets what this instance wrote long ago, so the map stays the size of who is here. */
  function forgetOld(now: number) {
    if (written.size < 10_000) return;
    for (const [playerId, at] of written)
      if (now - at > HEARTBEAT_WRITE_MS) written.delete(playerId);
  }

  return {
    /** A page of the player's is open (a heartbeat). */
    async here(playerId: string): Promise<void> {
      const now = Date.now();
      const last = written.get(playerId);
      if (last !== undefined && now - last < HEARTBEAT_WRITE_MS) return;
      forgetOld(now);
      written.set(playerId, now);
      await presence.seen(playerId);
    },

    /** The player's page closed: not online until a page of theirs beats again. */
    async gone(playerId: string): Promise<void> {
      written.delete(playerId);
      counted = null;
      await presence.gone(playerId);
    },

    /**
     * The home page's "who is here": people online and games being played a couple of
     * seconds fresh at most; the people looking, as fresh as quick pairing's own count
     * (a second, and new after every seek or cancel on this instance).
     */
    async counts(): Promise<WhoIsHere> {
      const [{ online: people, playing }, pools] = await Promise.all([
        online(),
        pairing.pools(),
      ]);
      const looking = new Map<Ruleset, number>();
      for (const pool of pools) {
        const ruleset = rulesetSchema.parse(pool.ruleset);
        looking.set(ruleset, (looking.get(ruleset) ?? 0) + pool.waiting);
      }
      return {
        online: people,
        playing,
        looking: [...looking].map(([ruleset, waiting]) => ({ ruleset, waiting })),
      };
    },
  };
}

export type Presence = ReturnType<typeof createPresence>;
