"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";

import { api } from "~/trpc/client";
import { ensurePlayer } from "~/trpc/ensure-player";

/** Following an invite: sit down at the table (as a guest if need be) and go there. */
export function JoinTable({ code }: { code: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [watch, setWatch] = useState<string | null>(null);
  useEffect(() => {
    void (async () => {
      try {
        await ensurePlayer();
        const { gameId } = await api.lobby.join.mutate({ inviteCode: code });
        router.replace(`/table/${gameId}`);
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
        // Full, or already dealt: the code still lets you watch.
        const table = await api.lobby.byInvite
          .query({ inviteCode: code })
          .catch(() => null);
        if (table) setWatch(`/table/${table.gameId}?code=${encodeURIComponent(code)}`);
      }
    })();
  }, [code, router]);
  return error ? (
    <>
      <p role="alert">Could not join: {error}</p>
      {watch && <Link href={watch}>Watch the game instead</Link>}{" "}
      <Link href="/">Back to the lobby</Link>
    </>
  ) : (
    <p>Taking your seat…</p>
  );
}
