"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { ActionError } from "~/components/common/action-error";
import { ChallengeForm } from "~/components/friends/challenge-form";
import { useFriendsChanged } from "~/components/friends/use-friends";
import { useErrorWords } from "~/trpc/use-error-words";
import { useTRPC } from "~/trpc/react";

/**
 * Follow, Challenge and Block on an account's profile, for another account. A guest
 * (or a visitor) is told that these come with an account; one's own profile and a
 * guest's show nothing.
 */
export function FriendButtons({ playerId, name }: { playerId: string; name: string }) {
  const { errorWordsOrNull } = useErrorWords();
  const t = useTranslations("friends.buttons");
  const friendsWords = useTranslations("friends");
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
  if (!r || r.self) return null;
  if (!r.account)
    return (
      <p className="note">
        {t.rich("needAccount", {
          name,
          signUp: (words) => <Link href="/signup">{words}</Link>,
        })}
      </p>
    );
  const who = { playerId };
  return (
    <div className="friend-buttons">
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
