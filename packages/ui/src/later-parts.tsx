"use client";

import { lazy, useState, type ComponentType } from "react";

// The table's parts that show only after something happens — the result at the end of
// the game, the Rules tab once opened — are not in the table's first load (issue #65):
// their code comes in a chunk of its own, fetched when the browser is next idle after a
// page that can show a table has loaded (this module is in its code). So a game dealt
// later, even with no network from the app's cache (practice), has them when they are
// needed; a chunk that cannot come leaves its part out rather than break the table. A
// page rendered on the server with one of them (a finished game) still has it in its
// HTML; the browser takes it over once its code is there.

function later<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P> | null> | undefined;
  // A fetch that failed is forgotten, so the next time the part shows it is asked for
  // again (the network may be back by the end of the game).
  const get = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      () => {
        loading = undefined;
        return null;
      },
    ));
  const nothing: ComponentType<P> = () => null;
  function Component(props: P) {
    // Chosen once per mount: the part itself once its code is here, else a lazy of this
    // mount's own (React's lazy keeps its first answer, an empty part included).
    const [Shown] = useState<ComponentType<P>>(
      () => loaded ?? lazy(async () => ({ default: (await get()) ?? nothing })),
    );
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
