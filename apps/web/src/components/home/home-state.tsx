"use client";

import type { DehydratedState } from "@tanstack/react-query";
import { createContext, useContext, type ReactNode } from "react";

// What the server prefetched for the home page, handed to its islands
// (home-islands.tsx) through context: the islands sit here and there among server
// markup (the hero, the sections' headings), and each hydrates its cache from the
// same answers without the page carrying them once per island. Only a context: this
// file is in the page's first load, the data layer is not.

const HomeStateContext = createContext<DehydratedState | null>(null);

export function HomeState({
  state,
  children,
}: {
  state: DehydratedState;
  children: ReactNode;
}) {
  return <HomeStateContext.Provider value={state}>{children}</HomeStateContext.Provider>;
}

export const useHomeState = () => useContext(HomeStateContext);
