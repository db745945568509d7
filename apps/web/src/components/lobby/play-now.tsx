"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";

import { ActionError } from "~/components/common/action-error";
import { useEnsurePlayer } from "~/trpc/ensure-player";
import { errorWordsOrNull } from "~/trpc/error-words";
import { useTRPCClient } from "~/trpc/react";
import { useSeatsChanged } from "~/trpc/use-seats-changed";

/** One click to a game against a bot: becomes a guest if needed, deals, opens the table. */
export function PlayNow() {
  const router = useRouter();
  const client = useTRPCClient();
  const ensurePlayer = useEnsurePlayer();
  const seatsChanged = useSeatsChanged();
  const start = useMutation({
    mutationFn: async () => {
      await ensurePlayer();
      const table = await client.lobby.create.mutate({
        seats: [{ kind: "human" }, { kind: "bot", level: "heuristic" }],
      });
      await client.lobby.start.mutate({ gameId: table.id });
      return table.id;
    },
    onSuccess: (gameId) => {
      void seatsChanged();
      router.push(`/table/${gameId}`);
    },
  });
  // Busy until the table is there: the page is on its way.
  const busy = start.isPending || start.isSuccess;
  const error = errorWordsOrNull(start.error);
  return (
    <div className="action-row">
      <button
        type="button"
        className="primary"
        onClick={() => start.mutate()}
        disabled={busy}
        aria-describedby={error ? "play-now-error" : undefined}
      >
        {busy ? "Dealing…" : "Play now against a bot"}
      </button>
      <ActionError id="play-now-error" error={error} />
    </div>
  );
}
