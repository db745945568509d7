"use client";

import { lazy, useEffect, useState, type ComponentType } from "react";

// The table's parts that show only after something happens — the result at the end of
// the game, the Rules tab once opened — are not in the table's first load (issue #65):
// their code comes in a chunk of its own, fetched when the browser is next idle after a
// page that can show a table has loaded (this module is in its code). So a game dealt
// later, even with no network from the app's cache (practice), has them when they are
// needed; a chunk that cannot come leaves its part out rather than break the table. A
// page rendered on the server with one of them (a finished game) still has it in its
// HTML; the browser takes it over once its code is there.

function later<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P> | null> | undefined;
  // A fetch that failed is forgotten, so the next time the part shows it is asked for
  // again (the network may be back by the end of the game).
  const get = () =>
    (loading ??= load().catch(() => {
      loading = undefined;
      return null;
    }));
  const lazyPart = () => lazy(async () => ({ default: (await get()) ?? Failed }));
  // One lazy for every mount until a failure has been shown: React keeps no state for a
  // part that suspends before it first mounts, so a lazy made per mount would be made
  // again on each retry of the render, and offline that is a fetch after fetch.
  let shared = lazyPart();
  function Failed() {
    // Shown (as nothing) once the fetch failed; the next mount gets a fresh lazy.
    useEffect(() => {
      shared = lazyPart();
    }, []);
    return null;
  }
  function Component(props: P) {
    // Chosen once per mount, so a mount keeps its part (or its empty one) for its life.
    const [Shown] = useState(() => shared);
    return <Shown {...props} />;
  }
  return { Component, preload: () => void get() };
}

export const LaterGameOver = later(() => import("./game-over").then((m) => m.GameOver));
export const LaterRulesPanel = later(() =>
  import("./table-rules-panel").then((m) => m.TableRulesPanel),
);

if (typeof window !== "undefined") {
  const preload = () => {
    LaterGameOver.preload();
    LaterRulesPanel.preload();
  };
  if ("requestIdleCallback" in window) requestIdleCallback(preload, { timeout: 3000 });
  else setTimeout(preload, 1000);
}
