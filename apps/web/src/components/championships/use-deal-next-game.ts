"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";

import { useErrorWords } from "~/trpc/use-error-words";
import { useTRPCClient } from "~/trpc/react";
import { useSeatsChanged } from "~/trpc/use-seats-changed";

/**
 * The host deals the championship's next game and goes to its table: one request,
 * which seats the last game's people and deals it (a seat left empty waits in its
 * lobby, where the host deals once someone sits). A refusal is shown in words. Busy
 * until the table is there.
 */
export function useDealNextGame(championshipId: string) {
  const { errorWordsOrNull } = useErrorWords();
  const router = useRouter();
  const client = useTRPCClient();
  const seatsChanged = useSeatsChanged();
  const deal = useMutation({
    mutationFn: async () => {
      const { gameId } = await client.championship.nextGame.mutate({ championshipId });
      return gameId;
    },
    onSuccess: (gameId) => {
      void seatsChanged();
      router.push(`/table/${gameId}`);
    },
  });
  return {
    deal: () => deal.mutate(),
    busy: deal.isPending || deal.isSuccess,
    error: errorWordsOrNull(deal.error),
  };
}
