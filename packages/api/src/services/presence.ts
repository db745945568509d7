// Who is here, for the home page: people online, games being played, and people
// looking for a game per ruleset (quick pairing's pools). Every page of the site sends
// a heartbeat while it is open and says goodbye when it closes (the web app's
// PresenceHeartbeat): a visitor is online while a page of theirs keeps beating. A
// visitor is a player (guest or account) or, before they are anybody, their browser
// (a device id it keeps), so the person reading the count is in it (issue #63).
//
// Cheap at any size: a page's heartbeat is written at most once per HEARTBEAT_WRITE_MS
// on each instance, and the counts are read at most once per COUNTS_FRESH_MS on each
// instance, however many pages ask (the reads are index range scans: presence.ts in
// packages/db) — except that a page's first beat drops them, so whoever just came is
// counted in the next answer.
import { systemClock, type Clock } from "@3u3d/db/clock";
import type { PresenceCounts, PresenceRepository } from "@3u3d/db/repositories";
import type { Ruleset } from "@3u3d/engine";

import { rulesetSchema } from "../schemas";
import type { Pairing } from "./pairing";

/** Pages beat every 30 s: someone is online until three beats in a row are missed. */
export const ONLINE_WINDOW_MS = 90_000;
/** A page's heartbeats written at most this often per instance. */
const HEARTBEAT_WRITE_MS = 20_000;
/** The counts reused this long per instance (the home page asks every few seconds). */
const COUNTS_FRESH_MS = 2_000;
/** Pages silent this long are deleted (a tab killed without a goodbye), once a minute. */
const FORGET_SILENT_MS = 10 * 60_000;
const SWEEP_EVERY_MS = 60_000;

export interface WhoIsHere {
  online: number;
  playing: number;
  /** People waiting in quick pairing, per ruleset (rulesets nobody waits for left out). */
  looking: { ruleset: Ruleset; waiting: number }[];
}

/**
 * Who has a page open: a player, or a browser that is nobody yet. For the latter,
 * `admit` is asked once per new page (an address limit): a script inventing device
 * ids would otherwise fill the count and the table. A page not admitted is not
 * counted; a player's always is.
 */
export type Visitor =
  { playerId: string } | { device: string; admit: () => Promise<boolean> };

const visitorKey = (visitor: Visitor) =>
  "playerId" in visitor ? visitor.playerId : `device:${visitor.device}`;

export function createPresence(options: {
  presence: PresenceRepository;
  pairing: Pick<Pairing, "pools">;
  /** When the counts were read and the beats written (a test moves a manual clock). */
  clock?: Clock;
}) {
  const { presence, pairing } = options;
  const clock = options.clock ?? systemClock;
  /** Per page: who it was written for, and when. */
  const written = new Map<string, { visitor: string; at: number }>();
  let counted: { at: number; answer: Promise<PresenceCounts> } | null = null;
  let swept = clock.now();

  /** People online and games being played, read at most every COUNTS_FRESH_MS here. */
  function online(): Promise<PresenceCounts> {
    const now = clock.now();
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
    for (const [page, { at }] of written)
      if (now - at > HEARTBEAT_WRITE_MS) written.delete(page);
  }

  /** Now and then, the pages whose goodbye never came are deleted. */
  function sweep(now: number) {
    if (now - swept < SWEEP_EVERY_MS) return;
    swept = now;
    presence.forgetSilent(FORGET_SILENT_MS).catch(() => undefined);
  }

  return {
    /** A page of the visitor's is open (its heartbeat). */
    async here(page: string, visitor: Visitor): Promise<void> {
      const now = clock.now();
      const key = visitorKey(visitor);
      const last = written.get(page);
      // The same visitor beat lately: nothing new to write. (A page whose visitor
      // became a guest meanwhile is written at once.)
      if (last?.visitor === key && now - last.at < HEARTBEAT_WRITE_MS) return;
      if (!last && "device" in visitor && !(await visitor.admit())) return;
      forgetOld(now);
      sweep(now);
      written.set(page, { visitor: key, at: now });
      const added = await presence.seen({
        page,
        visitor: key,
        playerId: "playerId" in visitor ? visitor.playerId : null,
      });
      if (added) counted = null;
    },

    /** The page closed: its visitor is online while another page of theirs beats. */
    async gone(page: string, visitor: Visitor): Promise<void> {
      written.delete(page);
      counted = null;
      await presence.pageGone(page, visitorKey(visitor));
    },

    /** Every page of the player is closed (they forgot this device). */
    async playerGone(playerId: string): Promise<void> {
      for (const [page, { visitor }] of written)
        if (visitor === playerId) written.delete(page);
      counted = null;
      await presence.playerGone(playerId);
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
