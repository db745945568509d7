"use client";

import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";

import { ActionError } from "~/components/common/action-error";
import { errorWordsOrNull } from "~/trpc/error-words";
import { useTRPC } from "~/trpc/react";

import { challengeTerms, timeLeft, type Challenge } from "./challenge-words";
import { useFriendsChanged, useOutgoingChallenges } from "./use-friends";

/** How a challenge of yours ended, in words. */
function outcome(c: Challenge): string {
  switch (c.status) {
    case "pending":
      return `Waiting for ${c.to.name} to answer (open for ${timeLeft(c.expiresAt, Date.now())}).`;
    case "accepted":
      return `${c.to.name} accepted.`;
    case "declined":
      return `${c.to.name} declined.`;
    case "expired":
      return `${c.to.name} did not answer in time.`;
    case "cancelled":
      return "Cancelled.";
  }
}

/**
 * The player's challenges: pending ones (with Cancel) and those answered lately. When
 * one this page saw pending is accepted, the page goes to its table: the challenger
 * lands there seconds after the accept, without a click.
 */
export function OutgoingChallenges() {
  const outgoing = useOutgoingChallenges();
  const router = useRouter();
  const seenPending = useRef(new Set<string>());
  const challenges = outgoing.data ?? [];

  useEffect(() => {
    for (const c of outgoing.data ?? []) {
      if (c.status === "pending") seenPending.current.add(c.id);
      else if (c.status === "accepted" && c.gameId && seenPending.current.has(c.id)) {
        seenPending.current.delete(c.id);
        router.push(`/table/${c.gameId}`);
      }
    }
  }, [outgoing.data, router]);

  if (challenges.length === 0) return null;
  return (
    <section className="challenges outgoing" aria-label="your challenges">
      <h2>Your challenges</h2>
      <ul>
        {challenges.map((c) => (
          <OutgoingChallenge key={c.id} challenge={c} />
        ))}
      </ul>
    </section>
  );
}

function OutgoingChallenge({ challenge: c }: { challenge: Challenge }) {
  const trpc = useTRPC();
  const changed = useFriendsChanged();
  const cancel = useMutation(
    trpc.friends.cancel.mutationOptions({ onSettled: () => void changed() }),
  );
  const errorId = `challenge-${c.id}-error`;
  const error = errorWordsOrNull(cancel.error);
  return (
    <li className={c.status}>
      <p>
        To <strong>{c.to.name}</strong>: {challengeTerms(c)}.{" "}
        <span role={c.status === "pending" ? undefined : "status"}>{outcome(c)}</span>
      </p>
      <div className="action-row">
        {c.status === "pending" && (
          <button
            type="button"
            disabled={cancel.isPending}
            aria-describedby={error ? errorId : undefined}
            onClick={() => cancel.mutate({ challengeId: c.id })}
          >
            Cancel
          </button>
        )}
        {c.status === "accepted" && c.gameId && (
          <Link className="button primary" href={`/table/${c.gameId}`}>
            Go to the table
          </Link>
        )}
        <ActionError id={errorId} error={error} />
      </div>
    </li>
  );
}
