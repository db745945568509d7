"use client";

import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";

import type { RouterOutputs } from "@3u3d/api";

import { ActionError } from "~/components/common/action-error";
import { errorWordsOrNull } from "~/trpc/error-words";
import { useTRPC } from "~/trpc/react";

import { ChallengeForm } from "./challenge-form";
import { useFriendsChanged } from "./use-friends";

type Friend = RouterOutputs["friends"]["list"]["following"][number];

/** Where a friend is: playing (with a link to watch a public game), online, or away. */
function Whereabouts({ friend }: { friend: Friend }) {
  if (friend.playing)
    return friend.playing.gameId ? (
      <span className="presence playing">
        Playing ·{" "}
        <Link href={`/table/${friend.playing.gameId}`}>
          watch<span className="sr-only"> {friend.name}&apos;s game</span>
        </Link>
      </span>
    ) : (
      <span className="presence playing">Playing a private game</span>
    );
  return friend.online ? (
    <span className="presence online">Online</span>
  ) : (
    <span className="presence">Away</span>
  );
}

/** The people the player follows, each with where they are, Challenge and Unfollow. */
export function FollowingList({ following }: { following: Friend[] }) {
  const [challenging, setChallenging] = useState<string | null>(null);
  if (following.length === 0)
    return (
      <p className="empty">
        You follow nobody yet. Open a player&apos;s profile (from the leaderboard or your
        match history) and press Follow, or follow the people you play with from the
        table&apos;s Talk tab.
      </p>
    );
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
        <Link className="friend-name" href={`/players/${f.playerId}`}>
          {f.name}
        </Link>
        <Whereabouts friend={f} />
        {f.followsBack && <span className="follows-back">follows you</span>}
      </div>
      <div className="action-row">
        <button type="button" aria-expanded={open} onClick={onToggle}>
          Challenge<span className="sr-only"> {f.name}</span>
        </button>
        <button
          type="button"
          disabled={unfollow.isPending}
          aria-describedby={error ? errorId : undefined}
          onClick={() => unfollow.mutate({ playerId: f.playerId })}
        >
          Unfollow<span className="sr-only"> {f.name}</span>
        </button>
        <ActionError id={errorId} error={error} />
      </div>
      {open && <ChallengeForm playerId={f.playerId} name={f.name} onSent={onToggle} />}
    </li>
  );
}
