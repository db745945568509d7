"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import { api } from "~/trpc/client";
import { ensurePlayer } from "~/trpc/ensure-player";

/** One click to a game against a bot: becomes a guest if needed, deals, opens the table. */
export function PlayNow() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      await ensurePlayer();
      const table = await api.lobby.create.mutate({
        seats: [{ kind: "human" }, { kind: "bot", level: "heuristic" }],
      });
      await api.lobby.start.mutate({ gameId: table.id });
      router.push(`/table/${table.id}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : "Something went wrong.");
      setBusy(false);
    }
  };
  return (
    <div>
      <button
        type="button"
        className="primary"
        onClick={() => void start()}
        disabled={busy}
      >
        {busy ? "Dealing…" : "Play now against a bot"}
      </button>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
