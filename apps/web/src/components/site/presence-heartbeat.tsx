"use client";

import { useEffect } from "react";

import { partingClient } from "~/trpc/parting-client";
import { useTRPCClient } from "~/trpc/react";

import { useHydrated } from "./use-hydrated";
import { useMe } from "./use-me";

/** Well inside the server's online window (90 s), even where a hidden tab's timers slow to one a minute. */
const HEARTBEAT_MS = 30_000;

/**
 * "People online" on the home page: while any page of the site is open for a player, it
 * says so every 30 s, and says goodbye as it closes (so a person who leaves stops being
 * counted at once, not a minute and a half later). A visitor who is nobody yet (no
 * guest, no account) is not counted. Renders nothing.
 */
export function PresenceHeartbeat() {
  // Like the header's Who (useHydrated): asking who the browser is during the first
  // render would make that query before the page's prefetched answer arrives, and the
  // page would then hydrate with data its server HTML did not have (React error 418).
  return useHydrated() ? <Heartbeat /> : null;
}

function Heartbeat() {
  const me = useMe();
  const client = useTRPCClient();
  const playerId = me?.playerId ?? null;
  useEffect(() => {
    if (!playerId) return;
    const beat = () => void client.presence.here.mutate().catch(() => undefined);
    const goodbye = () =>
      void partingClient()
        .presence.gone.mutate()
        .catch(() => undefined);
    beat();
    const timer = setInterval(beat, HEARTBEAT_MS);
    // pageshow: back from the browser's page cache, after a goodbye on the way out.
    window.addEventListener("pageshow", beat);
    window.addEventListener("pagehide", goodbye);
    return () => {
      clearInterval(timer);
      window.removeEventListener("pageshow", beat);
      window.removeEventListener("pagehide", goodbye);
    };
  }, [client, playerId]);
  return null;
}
