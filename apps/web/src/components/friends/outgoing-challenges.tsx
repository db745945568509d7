"use client";

import { useMutation } from "@tanstack/react-query";
import { PageLink } from "~/components/common/page-link";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useRef } from "react";

import { useSay } from "@3u3d/ui";

import { ActionError } from "~/components/common/action-error";
import { useErrorWords } from "~/trpc/use-error-words";
import { useTRPC } from "~/trpc/react";

import { challengeTerms, expiry, type Challenge } from "./challenge-words";
import { useFriendsChanged, useOutgoingChallenges } from "./use-friends";

/** How a challenge of yours ended, in words. */
function outcome(
  t: ReturnType<typeof useTranslations<"friends.outgoing">>,
  format: ReturnType<typeof useFormatter>,
  c: Challenge,
): string {
  const name = c.to.name;
  switch (c.status) {
    case "pending":
      return t("pending", { name, when: expiry(format, c.expiresAt, Date.now()) });
    case "accepted":
      return t("accepted", { name });
    case "declined":
      return t("declined", { name });
    case "expired":
      return t("expired", { name });
    case "cancelled":
      return t("cancelled");
  }
}

/**
 * The player's challenges: pending ones (with Cancel) and those answered lately. When
 * one this page saw pending is accepted, the page goes to its table: the challenger
 * lands there seconds after the accept, without a click.
 */
export function OutgoingChallenges() {
  const t = useTranslations("friends.outgoing");
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
    <section className="challenges outgoing" aria-label={t("label")}>
      <h2>{t("title")}</h2>
      <ul>
        {challenges.map((c) => (
          <OutgoingChallenge key={c.id} challenge={c} />
        ))}
      </ul>
    </section>
  );
}

function OutgoingChallenge({ challenge: c }: { challenge: Challenge }) {
  const { errorWordsOrNull } = useErrorWords();
  const t = useTranslations("friends.outgoing");
  const terms = useTranslations("friends.challenge");
  const format = useFormatter();
  const say = useSay();
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
        {t.rich("to", {
          name: c.to.name,
          terms: challengeTerms(terms, format, say, c),
          strong: (words) => <strong>{words}</strong>,
        })}{" "}
        <span role={c.status === "pending" ? undefined : "status"}>
          {outcome(t, format, c)}
        </span>
      </p>
      <div className="action-row">
        {c.status === "pending" && (
          <button
            type="button"
            disabled={cancel.isPending}
            aria-describedby={error ? errorId : undefined}
            onClick={() => cancel.mutate({ challengeId: c.id })}
          >
            {t("cancel")}
          </button>
        )}
        {c.status === "accepted" && c.gameId && (
          <PageLink className="button primary" href={`/table/${c.gameId}`}>
            {t("goToTable")}
          </PageLink>
        )}
        <ActionError id={errorId} error={error} />
      </div>
    </li>
  );
}
