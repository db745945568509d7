"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { ActionError } from "~/components/common/action-error";
import { BLOCK_DOES } from "~/components/friends/block-words";
import { ChallengeForm } from "~/components/friends/challenge-form";
import { useFriendsChanged } from "~/components/friends/use-friends";
import { errorWordsOrNull } from "~/trpc/error-words";
import { useTRPC } from "~/trpc/react";

/**
 * Follow, Challenge and Block on an account's profile, for another account. A guest
 * (or a visitor) is told that these come with an account; one's own profile and a
 * guest's show nothing.
 */
export function FriendButtons({ playerId, name }: { playerId: string; name: string }) {
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
        <Link href="/signup">Make an account</Link> to follow {name} and challenge them to
        a game.
      </p>
    );
  const who = { playerId };
  return (
    <div className="friend-buttons">
      <div className="action-row">
        {r.blocking ? (
          <button type="button" disabled={busy} onClick={() => unblock.mutate(who)}>
            Unblock
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
              {r.following ? "Following" : "Follow"}
            </button>
            <button
              type="button"
              aria-expanded={challenging}
              onClick={() => setChallenging(!challenging)}
            >
              Challenge
            </button>
            <button
              type="button"
              className="danger"
              disabled={busy}
              onClick={() => {
                if (window.confirm(blockQuestion(name))) block.mutate(who);
              }}
            >
              Block
            </button>
          </>
        )}
        <ActionError id="friend-buttons-error" error={error} />
      </div>
      {r.blocking && (
        <p className="note">
          You blocked {name}: {BLOCK_DOES}.
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

const blockQuestion = (name: string) =>
  `Block ${name}? Once blocked, ${BLOCK_DOES}. You also stop following each other. They are not told.`;
