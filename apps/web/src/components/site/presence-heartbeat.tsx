"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

import { sayAsPageCloses } from "~/trpc/parting";
import { useTRPC, useTRPCClient } from "~/trpc/react";

import { deviceId, pageId } from "./device-id";
import { useHydrated } from "./use-hydrated";
import { useMe } from "./use-me";

/** Well inside the server's online window (90 s), even where a hidden tab's timers slow to one a minute. */
const HEARTBEAT_MS = 30_000;

/**
 * "People online" on the home page: while a page of the site is open, it says so every
 * 30 s, and says goodbye as it closes (so a person who leaves stops being counted at
 * once, not a minute and a half later). Everyone is counted, the visitor who is nobody
 * yet too (by a device id this browser keeps), and the page's first beat asks for the
 * counts again, so the person reading "people online" is in it. Each page has its own
 * id: the goodbye of the page being left cannot erase the page that replaced it.
 * Renders nothing. It starts once the page is the browser's: it reads who you are,
 * and asking before the page's prefetched answer is in the cache would leave the
 * page's own components without it (see useHydrated).
 */
export function PresenceHeartbeat() {
  return useHydrated() ? <Heartbeat /> : null;
}

function Heartbeat() {
  const me = useMe();
  const client = useTRPCClient();
  const trpc = useTRPC();
  const queries = useQueryClient();
  // A new visitor (a guest just named, a sign-in) beats again at once under their name.
  // Not before the browser knows who it is: a page without the answer prefetched (a
  // table) beat once as nobody and again a moment later under its player's name.
  const known = me !== undefined;
  const who = me?.playerId ?? null;
  useEffect(() => {
    if (!known) return;
    const ids = { page: pageId, device: deviceId() };
    // Offline (a practice game or the lesson played from the app's cache) there is
    // nobody to tell: the beat resumes when the network is back.
    const beat = () => {
      if (!navigator.onLine) return;
      void client.presence.here
        .mutate(ids)
        .then(() => queries.invalidateQueries(trpc.presence.counts.queryFilter()))
        .catch(() => undefined);
    };
    const goodbye = () => {
      if (navigator.onLine) sayAsPageCloses("presence.gone", ids);
    };
    beat();
    const timer = setInterval(beat, HEARTBEAT_MS);
    // pageshow: back from the browser's page cache, after a goodbye on the way out.
    window.addEventListener("pageshow", beat);
    window.addEventListener("online", beat);
    window.addEventListener("pagehide", goodbye);
    return () => {
      clearInterval(timer);
      window.removeEventListener("pageshow", beat);
      window.removeEventListener("online", beat);
      window.removeEventListener("pagehide", goodbye);
      // Not a goodbye: the same page beats again at once, under its new visitor.
    };
  }, [client, trpc, queries, who, known]);
  return null;
}
