"use client";

import { useSyncExternalStore } from "react";

// Whether the table's side panel stands beside it (a wide screen) rather than being a
// drawer: the same breakpoint as the stylesheet's (apps/web/src/app/table.css).

const QUERY = "(min-width: 1000px)";

const subscribe = (listener: () => void) => {
  const media = window.matchMedia(QUERY);
  media.addEventListener("change", listener);
  return () => media.removeEventListener("change", listener);
};

export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
