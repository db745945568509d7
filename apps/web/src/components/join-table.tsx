"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";

import { api } from "~/trpc/client";
import { ensurePlayer } from "~/trpc/ensure-player";

import { GuestNameField } from "./guest-name-field";
import { useQuery } from "./use-query";

/**
 * Following an invite: a player sits down at once; a first-time visitor picks a name
 * first (a suggestion ready to keep), then sits down as a guest.
 */
export function JoinTable({ code }: { code: string }) {
  const router = useRouter();
  const me = useQuery("me", () => api.session.me.query());
  const [error, setError] = useState<string | null>(null);
  const [watch, setWatch] = useState<string | null>(null);
  const [joining, setJoining] = useState(false);
  const join = useCallback(async () => {
    setJoining(true);
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
  }, [code, router]);
  useEffect(() => {
    if (me.data) void join();
  }, [me.data, join]);

  if (error)
    return (
      <>
        <p role="alert">Could not join: {error}</p>
        {watch && <Link href={watch}>Watch the game instead</Link>}{" "}
        <Link href="/">Back to the lobby</Link>
      </>
    );
  if (me.loading || me.data || joining) return <p>Taking your seat…</p>;
  return (
    <section aria-label="join the table" className="narrow">
      <h1>You are invited to a table</h1>
      <GuestNameField />
      <button type="button" className="primary" onClick={() => void join()}>
        Take my seat
      </button>
      <p className="note">
        Have an account? <Link href="/signin">Sign in</Link> first, then follow the link
        again.
      </p>
    </section>
  );
}
