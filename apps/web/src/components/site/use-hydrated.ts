"use client";

import { useSyncExternalStore } from "react";

/** Nothing ever changes it after the first render in the browser. */
const noChanges = () => () => undefined;

/**
 * False on the server and while React takes over the server's HTML, true after. A
 * part of the header that reads the cache waits for it: a query it made during that
 * first render would be made before the page's prefetched answer arrives (the
 * HydrationBoundary is further down the tree), and the page's own components would
 * then render without it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
