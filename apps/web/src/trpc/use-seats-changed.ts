"use client";

import { useQueryClient } from "@tanstack/react-query";

import { useTRPC } from "./react";

/**
 * The player sat down, left, or a table or championship of theirs was made or dealt:
 * the lists of tables ("Your games", open tables, games being played) and of
 * championships are asked again (those on screen at once).
 */
export function useSeatsChanged(): () => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries(trpc.lobby.pathFilter()),
      queryClient.invalidateQueries(trpc.championship.pathFilter()),
    ]);
  };
}
