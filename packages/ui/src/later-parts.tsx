"use client";

import { lazy, type ComponentType } from "react";

import { lazyPart } from "./lazy-part";

// The table's parts that show only after something happens — the result at the end of
// the game, the Rules tab once opened — are not in the table's first load (issue #65):
// their code comes in a chunk of its own, fetched when the browser is next idle after a
// page that can show a table has loaded (this module is in its code). So a game dealt
// later, even with no network from the app's cache (practice), has them when they are
// needed; a chunk that cannot come leaves its part out rather than break the table,
// and it is asked for again when the part shows, when the browser is back online and
// when the tab is looked at again (lazy-part.tsx, as the web app's header parts are). A
// page rendered on the server with one of them (a finished game) still has it in its
// HTML; the browser takes it over once its code is there.

/** A part loaded apart: `Component` to render, `preload` to fetch its code early. */
export function later<P extends object>(load: () => Promise<ComponentType<P>>) {
  const part = lazyPart(load);
  // One lazy for every mount, made once: React keeps no state for a part that suspends
  // before it first mounts, so a lazy made per mount would be made again on each retry
  // of the render, and offline that is a fetch after fetch. It never keeps a failure:
  // its answer is then the stand-in, which asks again.
  const Component = lazy(() => part.load().then((shown) => ({ default: shown })));
  return { Component, preload: part.preload };
}

export const LaterGameOver = later(() => import("./game-over").then((m) => m.GameOver));
export const LaterRulesPanel = later(() =>
  import("./table-rules-panel").then((m) => m.TableRulesPanel),
);

if (typeof window !== "undefined") {
  const preload = () => {
    void LaterGameOver.preload();
    void LaterRulesPanel.preload();
  };
  if ("requestIdleCallback" in window) requestIdleCallback(preload, { timeout: 3000 });
  else setTimeout(preload, 1000);
}
