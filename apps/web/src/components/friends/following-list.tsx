"use client";

import { useMutation } from "@tanstack/react-query";
import { PageLink } from "~/components/common/page-link";
import { useTranslations } from "next-intl";
import { useState } from "react";

import type { RouterOutputs } from "@3u3d/api";

import { ActionError } from "~/components/common/action-error";
import { useErrorWords } from "~/trpc/use-error-words";
import { useTRPC } from "~/trpc/react";

import { ChallengeForm } from "./challenge-form";
import { useFriendsChanged } from "./use-friends";

type Friend = RouterOutputs["friends"]["list"]["following"][number];

/** Where a friend is: playing (with a link to watch a public game), online, or away. */
function Whereabouts({ friend }: { friend: Friend }) {
  const t = useTranslations("friends.whereabouts");
  if (friend.playing)
    return friend.playing.gameId ? (
      <span className="presence playing">
        {t("playing")} ·{" "}
        <PageLink href={`/table/${friend.playing.gameId}`}>
          {t.rich("watch", {
            name: friend.name,
            hidden: (words) => <span className="sr-only">{words}</span>,
          })}
        </PageLink>
      </span>
    ) : (
      <span className="presence playing">{t("private")}</span>
    );
  return friend.online ? (
    <span className="presence online">{t("online")}</span>
  ) : (
    <span className="presence">{t("away")}</span>
  );
}

/** The people the player follows, each with where they are, Challenge and Unfollow. */
export function FollowingList({ following }: { following: Friend[] }) {
  const t = useTranslations("friends");
  const [challenging, setChallenging] = useState<string | null>(null);
  if (following.length === 0) return <p className="empty">{t("followNobody")}</p>;
  return (
    <ul className="friends-list">
      {following.map((f) => (
        <FriendRow
          key={f.playerId}
          friend={f}
          open={challenging === f.playerId}
          onToggle={() => setChallenging(challenging === f.playerId ? null : f.playerId)}
        />
      ))}
    </ul>
  );
}

function FriendRow({
  friend: f,
  open,
  onToggle,
}: {
  friend: Friend;
  open: boolean;
  onToggle: () => void;
}) {
  const { errorWordsOrNull } = useErrorWords();
  const t = useTranslations("friends");
  const trpc = useTRPC();
  const changed = useFriendsChanged();
  const unfollow = useMutation(
    trpc.friends.unfollow.mutationOptions({ onSettled: () => void changed() }),
  );
  const errorId = `friend-${f.playerId}-error`;
  const error = errorWordsOrNull(unfollow.error);
  return (
    <li>
      <div className="friend">
        <PageLink className="friend-name" href={`/players/${f.playerId}`}>
          {f.name}
        </PageLink>
        <Whereabouts friend={f} />
        {f.followsBack && <span className="follows-back">{t("followsYou")}</span>}
      </div>
      <div className="action-row">
        <button type="button" aria-expanded={open} onClick={onToggle}>
          {t.rich("challengeName", {
            name: f.name,
            hidden: (words) => <span className="sr-only">{words}</span>,
          })}
        </button>
        <button
          type="button"
          disabled={unfollow.isPending}
          aria-describedby={error ? errorId : undefined}
          onClick={() => unfollow.mutate({ playerId: f.playerId })}
        >
          {t.rich("unfollowName", {
            name: f.name,
            hidden: (words) => <span className="sr-only">{words}</span>,
          })}
        </button>
        <ActionError id={errorId} error={error} />
      </div>
      {open && <ChallengeForm playerId={f.playerId} name={f.name} onSent={onToggle} />}
    </li>
  );
}
