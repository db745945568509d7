"use client";

import { useQueryClient } from "@tanstack/react-query";

/**
 * Who the browser is changed (signed in, became a guest): every answer in the cache
 * was for someone else, so all of them are asked again (those on screen at once).
 */
export function usePlayerChanged(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}
