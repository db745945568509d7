"use client";

import { HydrationBoundary } from "@tanstack/react-query";
import type { ReactNode } from "react";

import { CreateTable as CreateTableForm } from "~/components/lobby/create-table";
import { GuestNameField as GuestName } from "~/components/lobby/guest-name-field";
import { OpenTables as OpenTablesList } from "~/components/lobby/open-tables";
import { PlayNow as PlayNowButton } from "~/components/lobby/play-now";
import { YourGames as YourGamesList } from "~/components/lobby/your-games";
import { PlayAPerson as PlayAPersonForm } from "~/components/pairing/play-a-person";
import { WhoIsHere as WhoIsHereLine } from "~/components/pairing/who-is-here";
import { inside } from "~/components/part-of";
import { TRPCReactProvider } from "~/trpc/react";

import { useHomeState } from "./home-state";

// The home page's parts that ask or speak the API, in one file that home-islands.tsx
// loads as one chunk: with them come TanStack Query, the tRPC client and superjson,
// which the page's first load then goes without (issue #65). Each part has a provider
// of its own over the visit's one cache and client (trpc/react.tsx), filled with what
// the server prefetched (home-state.tsx), so it renders on the server and in the
// browser with the same answers: the same markup.

function WithData({ children }: { children: ReactNode }) {
  const state = useHomeState();
  return (
    <TRPCReactProvider>
      <HydrationBoundary state={state}>{children}</HydrationBoundary>
    </TRPCReactProvider>
  );
}

export const PlayNow = inside(WithData, PlayNowButton);
export const GuestNameField = inside(WithData, GuestName);
export const YourGames = inside(WithData, YourGamesList);
export const WhoIsHere = inside(WithData, WhoIsHereLine);
export const PlayAPerson = inside(WithData, PlayAPersonForm);
export const CreateTable = inside(WithData, CreateTableForm);
export const OpenTables = inside(WithData, OpenTablesList);
