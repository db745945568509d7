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
  useEffect(() => {
    void (async () => {
      try {
        await ensurePlayer();
        const { gameId } = await api.lobby.join.mutate({ inviteCode: code });
        router.replace(`/table/${gameId}`);
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
      }
    })();
  }, [code, router]);
  return error ? (
    <>
      <p role="alert">Could not join: {error}</p>
      <Link href="/">Back to the lobby</Link>
    </>
  ) : (
    <p>Taking your seat…</p>
  );
}
