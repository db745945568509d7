"use client";

import { useTranslations } from "next-intl";
import { useMutation, useQuery } from "@tanstack/react-query";
import { PageLink } from "~/components/common/page-link";

import type { GameSnapshot } from "@3u3d/api";

import { useFriendsChanged } from "~/components/friends/use-friends";
import { useErrorWords } from "~/trpc/use-error-words";
import { useTRPC } from "~/trpc/react";

/**
 * Follow the people you play with, from the Talk tab beside the mutes (the table
 * itself stays as it is): one button per account seated with you. A guest seated with
 * accounts is told that following comes with an account. Asked once per table: the
 * server knows who sits where, the snapshot names only seats.
 */
export function TableFollows({ game }: { game: GameSnapshot }) {
  const { errorWordsOrNull } = useErrorWords();
  const t = useTranslations("table.follows");
  const trpc = useTRPC();
  const changed = useFriendsChanged();
  const { gameId } = game;
  const seated = game.seat !== null;
  const atTable = useQuery(
    trpc.friends.atTable.queryOptions({ gameId }, { enabled: seated }),
  );
  const done = { onSettled: () => void changed() };
  const follow = useMutation(trpc.friends.followSeat.mutationOptions(done));
  const unfollow = useMutation(trpc.friends.unfollowSeat.mutationOptions(done));
  const error = errorWordsOrNull(follow.error ?? unfollow.error);
  const seats = atTable.data?.seats ?? [];
  if (!seated || seats.length === 0) return null;
  if (!atTable.data?.canFollow)
    return (
      <p className="note">
        {t.rich("makeAccount", {
          link: (chunks) => <PageLink href="/signup">{chunks}</PageLink>,
        })}
      </p>
    );
  const busy = follow.isPending || unfollow.isPending;
  return (
    <>
      <div className="talk-mutes" role="group" aria-label={t("region")}>
        {seats.map(({ seat, following }) => {
          const name = game.seats[seat]?.name ?? t("seat", { number: seat + 1 });
          return (
            <button
              key={seat}
              type="button"
              aria-pressed={following}
              disabled={busy}
              onClick={() => (following ? unfollow : follow).mutate({ gameId, seat })}
            >
              {t(following ? "following" : "follow", { name })}
            </button>
          );
        })}
      </div>
      {error && <p role="alert">{error}</p>}
    </>
  );
}
