import "server-only";

import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { ReactNode } from "react";

import { requestQueryClient } from "./server-queries";

// The server's side of the data layer (server-queries.ts) and the boundary that hands a
// request's cache to the page's client components. Kept apart so that only the pages
// that render HydrateClient import TanStack's client component.
export * from "./server-queries";

/** Gives the client components below it what this request prefetched. */
export function HydrateClient({ children }: { children: ReactNode }) {
  return (
    <HydrationBoundary state={dehydrate(requestQueryClient())}>
      {children}
    </HydrationBoundary>
  );
}
