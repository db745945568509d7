"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { PageLink } from "~/components/common/page-link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { withReturn } from "~/components/account/return-path";
import { ActionError } from "~/components/common/action-error";
import { ChallengeForm } from "~/components/friends/challenge-form";
import { FollowMeLink, followLinkPath } from "~/components/friends/follow-me-link";
import { useFriendsChanged } from "~/components/friends/use-friends";
import { useErrorWords } from "~/trpc/use-error-words";
import { useTRPC } from "~/trpc/react";

/**
 * Follow, Challenge and Block on an account's profile, for another account. A guest
 * (or a visitor) is told that these come with an account, and led back here after
 * signing up or in; one's own profile shows its follow link to share. `invited`: the
 * visitor came by someone's follow link (?follow), so following is offered first.
 */
export function FriendButtons({
  playerId,
  name,
  handle,
  invited,
}: {
  playerId: string;
  name: string;
  handle: string | null;
  invited: boolean;
}) {
  const { errorWordsOrNull } = useErrorWords();
  const t = useTranslations("friends.buttons");
  const friendsWords = useTranslations("friends");
  const inviteWords = useTranslations("friends.invite");
  const trpc = useTRPC();
  const changed = useFriendsChanged();
  const relation = useQuery(trpc.friends.relation.queryOptions({ playerId }));
  const router = useRouter();
  const [challenging, setChallenging] = useState(false);
  const done = { onSettled: () => void changed() };
  const follow = useMutation(trpc.friends.follow.mutationOptions(done));
  const unfollow = useMutation(trpc.friends.unfollow.mutationOptions(done));
  const block = useMutation(trpc.friends.block.mutationOptions(done));
  const unblock = useMutation(trpc.friends.unblock.mutationOptions(done));
  const busy = [follow, unfollow, block, unblock].some((m) => m.isPending);
  const error = errorWordsOrNull(
    follow.error ?? unfollow.error ?? block.error ?? unblock.error,
  );

  const r = relation.data;
  if (!r) return null;
  if (r.self) return handle ? <FollowMeLink handle={handle} /> : null;
  // Signing up or in comes back here, with the Follow button to the fore.
  const back = handle ? followLinkPath(handle) : `/players/${playerId}`;
  if (!r.account)
    return invited ? (
      <p className="follow-invite">
        {inviteWords.rich("needAccount", {
          name,
          signUp: (words) => (
            <PageLink href={withReturn("/signup", back)}>{words}</PageLink>
          ),
          signIn: (words) => (
            <PageLink href={withReturn("/signin", back)}>{words}</PageLink>
          ),
        })}
      </p>
    ) : (
      <p className="note">
        {t.rich("needAccount", {
          name,
          signUp: (words) => (
            <PageLink href={withReturn("/signup", back)}>{words}</PageLink>
          ),
        })}
      </p>
    );
  const who = { playerId };
  return (
    <div className="friend-buttons">
      {invited && !r.blocking && (
        <p className="follow-invite">
          {inviteWords(r.following ? "following" : "follow", { name })}
        </p>
      )}
      <div className="action-row">
        {r.blocking ? (
          <button type="button" disabled={busy} onClick={() => unblock.mutate(who)}>
            {t("unblock")}
          </button>
        ) : (
          <>
            <button
              type="button"
              className={r.following ? undefined : "primary"}
              aria-pressed={r.following}
              disabled={busy}
              onClick={() => (r.following ? unfollow : follow).mutate(who)}
            >
              {r.following ? t("following") : t("follow")}
            </button>
            <button
              type="button"
              aria-expanded={challenging}
              onClick={() => setChallenging(!challenging)}
            >
              {t("challenge")}
            </button>
            <button
              type="button"
              className="danger"
              disabled={busy}
              onClick={() => {
                const question = t("blockQuestion", {
                  name,
                  does: friendsWords("blockDoes"),
                });
                if (window.confirm(question)) block.mutate(who);
              }}
            >
              {t("block")}
            </button>
          </>
        )}
        <ActionError id="friend-buttons-error" error={error} />
      </div>
      {r.blocking && (
        <p className="note">
          {t("youBlocked", { name, does: friendsWords("blockDoes") })}
        </p>
      )}
      {challenging && !r.blocking && (
        <ChallengeForm
          playerId={playerId}
          name={name}
          // The friends page shows it pending and opens the table once it is accepted.
          onSent={() => router.push("/friends")}
        />
      )}
    </div>
  );
}
