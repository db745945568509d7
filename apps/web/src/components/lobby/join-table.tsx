"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";

import { inviteCodeProblem, normalInviteCode } from "@3u3d/api/invite-code";

import { api } from "~/trpc/client";
import { ensurePlayer } from "~/trpc/ensure-player";
import { errorWords, PlayerWordsError } from "~/trpc/error-words";

import { ActionError } from "~/components/common/action-error";
import { GuestNameField } from "./guest-name-field";
import { useQuery } from "~/components/data/use-query";

/** The table an invite code opens; null when it opens none. */
async function tableOf(code: string): Promise<{ gameId: string } | null> {
  if (inviteCodeProblem(code)) return null;
  return api.lobby.byInvite.query({ inviteCode: code }).catch((e: unknown) => {
    throw new PlayerWordsError(errorWords(e));
  });
}

/**
 * Following an invite: the code is looked up first, and a link that leads nowhere says
 * so at once. Then a player sits down straight away; a first-time visitor picks a name
 * first (a suggestion ready to keep), then sits down as a guest.
 */
export function JoinTable({ code: typed }: { code: string }) {
  const code = normalInviteCode(typed);
  const router = useRouter();
  const table = useQuery(`invite:${code}`, () => tableOf(code));
  const me = useQuery("me", () => api.session.me.query());
  const [error, setError] = useState<string | null>(null);
  const [joining, setJoining] = useState(false);
  const join = useCallback(async () => {
    setJoining(true);
    setError(null);
    try {
      await ensurePlayer();
      const { gameId } = await api.lobby.join.mutate({ inviteCode: code });
      router.replace(`/table/${gameId}`);
    } catch (e) {
      setError(errorWords(e));
      setJoining(false);
    }
  }, [code, router]);
  const found = table.data;
  // A player sits down at once (once, not again after a refusal).
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (me.data && found && !tried) {
      setTried(true);
      void join();
    }
  }, [me.data, found, tried, join]);

  if (table.loading) return <p>Looking up the table…</p>;
  if (table.error) return <p role="alert">{table.error}</p>;
  if (!found)
    return (
      <section aria-label="invite link" className="narrow">
        <h1>This invite link doesn&apos;t lead to a table</h1>
        <p>
          Check the link you were sent, or ask for a new one: the table may have been
          closed.
        </p>
        <p>
          <Link href="/">Back to the lobby</Link>
        </p>
      </section>
    );
  // Full, or already dealt: the code still lets you watch.
  const watch = `/table/${found.gameId}?code=${encodeURIComponent(code)}`;
  if (me.data && error)
    return (
      <>
        <p role="alert">Could not join: {error}</p>
        <Link href={watch}>Watch the game instead</Link>{" "}
        <Link href="/">Back to the lobby</Link>
      </>
    );
  if (me.loading || me.data || joining) return <p>Taking your seat…</p>;
  return (
    <section aria-label="join the table" className="narrow">
      <h1>You are invited to a table</h1>
      <GuestNameField />
      <div className="action-row">
        <button
          type="button"
          className="primary"
          onClick={() => void join()}
          aria-describedby={error ? "join-error" : undefined}
        >
          Take my seat
        </button>
        <ActionError id="join-error" error={error} />
      </div>
      {error && (
        <p>
          <Link href={watch}>Watch the game instead</Link>
        </p>
      )}
      <p className="note">
        Have an account? <Link href="/signin">Sign in</Link> first, then follow the link
        again.
      </p>
    </section>
  );
}
