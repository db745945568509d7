"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import { ActionError } from "~/components/common/action-error";
import { useErrorWords } from "~/trpc/use-error-words";
import { useTRPC } from "~/trpc/react";

import { useFriendsChanged } from "./use-friends";

/**
 * Follow (or Following, pressed: press again to stop) for one person in a list: a
 * search result, someone you played with. Every friends answer is asked again after.
 */
export function FollowButton({
  playerId,
  name,
  following,
}: {
  playerId: string;
  name: string;
  following: boolean;
}) {
  const { errorWordsOrNull } = useErrorWords();
  const t = useTranslations("friends");
  const trpc = useTRPC();
  const changed = useFriendsChanged();
  const done = { onSettled: () => void changed() };
  const follow = useMutation(trpc.friends.follow.mutationOptions(done));
  const unfollow = useMutation(trpc.friends.unfollow.mutationOptions(done));
  const error = errorWordsOrNull(follow.error ?? unfollow.error);
  const errorId = `follow-${playerId}-error`;
  return (
    <div className="action-row">
      <button
        type="button"
        className={following ? undefined : "primary"}
        aria-pressed={following}
        aria-describedby={error ? errorId : undefined}
        disabled={follow.isPending || unfollow.isPending}
        onClick={() => (following ? unfollow : follow).mutate({ playerId })}
      >
        {t.rich(following ? "followingName" : "followName", {
          name,
          hidden: (words) => <span className="sr-only">{words}</span>,
        })}
      </button>
      <ActionError id={errorId} error={error} />
    </div>
  );
}
