"use client";

import { lazy, type ComponentType } from "react";

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
  const get = () => (loading ??= load().catch(() => null));
  const nothing: ComponentType<P> = () => null;
  return {
    Component: lazy(async () => ({ default: (await get()) ?? nothing })),
    preload: () => void get(),
  };
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
