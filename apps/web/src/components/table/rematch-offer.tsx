"use client";

import { useTranslations } from "next-intl";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";

import type { GameSnapshot } from "@3u3d/api";

import { useErrorWords } from "~/trpc/use-error-words";
import { useTRPC, useTRPCClient } from "~/trpc/react";
import { useSeatsChanged } from "~/trpc/use-seats-changed";

/**
 * "Play again" at an ended table, for the people who sat at it: the first to press it
 * opens the same table again and goes there; everyone else sees "Ann wants a rematch"
 * arrive over the table's stream and joins with one click, back in the seat they had.
 */
export function RematchOffer({
  game,
  offer,
}: {
  game: GameSnapshot;
  /** The newest snapshot's offer (the shown position may lag behind the stream). */
  offer: GameSnapshot["rematch"];
}) {
  const { errorWordsOrNull } = useErrorWords();
  const t = useTranslations("table.rematch");
  const router = useRouter();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const seatsChanged = useSeatsChanged();
  const mySeat = game.seat;
  const mine = offer !== null && offer.seat === mySeat;

  // Back in the seat one had (the others have theirs waiting too). Someone already
  // seated there (the asker, or a second visit after the deal) just goes to the table.
  const sit = async (
    table: { gameId: string; inviteCode: string | null },
    seat: number,
  ) => {
    if (!table.inviteCode) return;
    try {
      await client.lobby.join.mutate({ inviteCode: table.inviteCode, seat });
    } catch (e) {
      const { gameId, inviteCode } = table;
      const there = await queryClient.fetchQuery({
        ...trpc.game.view.queryOptions({ gameId, inviteCode }),
        staleTime: 0,
      });
      if (there.seat === null) throw e;
    }
  };

  const go = useMutation({
    mutationFn: async (seat: number) => {
      // Two may press "Play again" at once: both get the same table, and both sit.
      const table = offer ?? (await client.game.rematch.mutate({ gameId: game.gameId }));
      if (!mine) await sit(table, seat);
      return table.gameId;
    },
    onSuccess: (gameId) => {
      void seatsChanged();
      router.push(`/table/${gameId}`);
    },
  });
  // Busy until the rematch table is there: the page is on its way.
  const busy = go.isPending || go.isSuccess;
  const error = errorWordsOrNull(go.error);

  // Spectators cannot ask; a championship goes on with its next game instead.
  if (mySeat === null || game.championshipId) return null;
  const asker = offer?.seat == null ? null : (game.seats[offer.seat]?.name ?? null);

  return (
    <div className="rematch-offer">
      {/* Always there, so the offer arriving is announced. */}
      <span role="status">
        {offer && !mine ? (asker ? t("wanted", { name: asker }) : t("waiting")) : ""}
      </span>
      <button
        type="button"
        className="primary"
        disabled={busy}
        onClick={() => go.mutate(mySeat)}
      >
        {t(!offer ? "playAgain" : mine ? "goToRematch" : "join")}
      </button>
      {error && <span role="alert">{error}</span>}
    </div>
  );
}
