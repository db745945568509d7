"use client";

import { useRouter } from "next/navigation";

import { api } from "~/trpc/client";
import { ensurePlayer } from "~/trpc/ensure-player";

import { ActionError } from "~/components/common/action-error";
import { useAction } from "~/components/data/use-action";

/** One click to a game against a bot: becomes a guest if needed, deals, opens the table. */
export function PlayNow() {
  const router = useRouter();
  const { busy, error, run } = useAction();
  const start = () =>
    run(async () => {
      await ensurePlayer();
      const table = await api.lobby.create.mutate({
        seats: [{ kind: "human" }, { kind: "bot", level: "heuristic" }],
      });
      await api.lobby.start.mutate({ gameId: table.id });
      router.push(`/table/${table.id}`);
    });
  return (
    <div className="action-row">
      <button
        type="button"
        className="primary"
        onClick={() => void start()}
        disabled={busy}
        aria-describedby={error ? "play-now-error" : undefined}
      >
        {busy ? "Dealing…" : "Play now against a bot"}
      </button>
      <ActionError id="play-now-error" error={error} />
    </div>
  );
}
