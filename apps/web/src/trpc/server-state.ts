import "server-only";

import { dehydrate, type DehydratedState } from "@tanstack/react-query";

import { requestQueryClient } from "./server-queries";

// What this request prefetched, as data a server component can hand to client
// components as a prop: for a page whose data layer arrives in a chunk of its own
// (components/home/home-islands.tsx) rather than around the page (HydrateClient, server.tsx).
export * from "./server-queries";

export function requestState(): DehydratedState {
  return dehydrate(requestQueryClient());
}
