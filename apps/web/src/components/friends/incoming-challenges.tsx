"use client";

import { useMutation } from "@tanstack/react-query";
import { PageLink } from "~/components/common/page-link";
import { useFormatter, useTranslations } from "next-intl";

import { useSay } from "@3u3d/ui";

import { ActionError } from "~/components/common/action-error";
import { useErrorWords } from "~/trpc/use-error-words";
import { useTRPC } from "~/trpc/react";
import { useGoToNewTable } from "~/trpc/use-go-to-new-table";

import { challengeTerms, expiry, type Challenge } from "./challenge-words";
import { useFriendsChanged, useIncomingChallenges } from "./use-friends";

/**
 * The challenges waiting for the player's answer, each with Accept (the table is dealt
 * and the page goes there; the challenger's page follows) and Decline. Nothing while
 * there are none.
 */
export function IncomingChallenges() {
  const t = useTranslations("friends.incoming");
  const incoming = useIncomingChallenges();
  const challenges = incoming.data ?? [];
  if (challenges.length === 0) return null;
  return (
    <section className="challenges incoming" aria-label={t("label")}>
      <h2>{t("title", { count: challenges.length })}</h2>
      <ul>
        {challenges.map((c) => (
          <IncomingChallenge key={c.id} challenge={c} />
        ))}
      </ul>
    </section>
  );
}

function IncomingChallenge({ challenge: c }: { challenge: Challenge }) {
  const { errorWordsOrNull } = useErrorWords();
  const t = useTranslations("friends.incoming");
  const terms = useTranslations("friends.challenge");
  const format = useFormatter();
  const say = useSay();
  const trpc = useTRPC();
  const changed = useFriendsChanged();
  const accept = useGoToNewTable(
    async (client) => (await client.friends.accept.mutate({ challengeId: c.id })).gameId,
  );
  const decline = useMutation(
    trpc.friends.decline.mutationOptions({ onSettled: () => void changed() }),
  );
  const error = accept.error ?? errorWordsOrNull(decline.error);
  const errorId = `challenge-${c.id}-error`;
  return (
    <li>
      <p>
        {t.rich("challengesYou", {
          name: c.from.name,
          terms: challengeTerms(terms, format, say, c),
          who: (words) => (
            <PageLink href={`/players/${c.from.playerId}`}>{words}</PageLink>
          ),
        })}{" "}
        <span className="note-inline">
          {t("expires", { when: expiry(format, c.expiresAt, Date.now()) })}
        </span>
      </p>
      <div className="action-row">
        <button
          type="button"
          className="primary"
          disabled={accept.busy || decline.isPending}
          aria-describedby={error ? errorId : undefined}
          onClick={accept.go}
        >
          {accept.busy ? t("dealing") : t("accept")}
        </button>
        <button
          type="button"
          disabled={accept.busy || decline.isPending}
          onClick={() => decline.mutate({ challengeId: c.id })}
        >
          {t("decline")}
        </button>
        <ActionError id={errorId} error={error} />
      </div>
    </li>
  );
}
