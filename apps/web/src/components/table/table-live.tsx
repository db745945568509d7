"use client";

import { HydrationBoundary, type DehydratedState } from "@tanstack/react-query";

import { TRPCReactProvider } from "~/trpc/react";

import { Table } from "./table";

// The table with its data layer, loaded as a chunk of its own by table-island.tsx:
// a provider over the visit's one cache and tRPC client (trpc/react.tsx), filled with
// what the server prefetched, so the table renders on the server and in the browser
// with the same snapshot, hence the same markup.
export function TableLive({
  gameId,
  inviteCode,
  state,
}: {
  gameId: string;
  inviteCode: string | null;
  state: DehydratedState;
}) {
  return (
    <TRPCReactProvider>
      <HydrationBoundary state={state}>
        <Table gameId={gameId} inviteCode={inviteCode} />
      </HydrationBoundary>
    </TRPCReactProvider>
  );
}
