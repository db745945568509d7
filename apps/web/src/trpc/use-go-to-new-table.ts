"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";

import { useEnsurePlayer } from "./ensure-player";
import { useErrorWords } from "./use-error-words";
import { useTRPCClient } from "./react";
import { useSeatsChanged } from "./use-seats-changed";

type Client = ReturnType<typeof useTRPCClient>;

/**
 * A button that makes a table (or a championship's first one) and takes the player to
 * it: a guest is made on the spot if needed, `make` returns the new table's id, and the
 * lists of tables are asked again. `busy` stays on once it worked, while the page
 * changes; `error` is in words, for ActionError.
 */
export function useGoToNewTable(make: (client: Client) => Promise<string>) {
  const { errorWordsOrNull } = useErrorWords();
  const router = useRouter();
  const client = useTRPCClient();
  const ensurePlayer = useEnsurePlayer();
  const seatsChanged = useSeatsChanged();
  const go = useMutation({
    mutationFn: async () => {
      await ensurePlayer();
      return make(client);
    },
    onSuccess: (gameId) => {
      void seatsChanged();
      router.push(`/table/${gameId}`);
    },
  });
  return {
    go: () => go.mutate(),
    busy: go.isPending || go.isSuccess,
    error: errorWordsOrNull(go.error),
  };
}
