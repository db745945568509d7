"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import type { GameSnapshot } from "@3u3d/api";

import { api } from "~/trpc/client";
import { errorWords } from "~/trpc/error-words";

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
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mySeat = game.seat;
  // Spectators cannot ask; a championship goes on with its next game instead.
  if (mySeat === null || game.championshipId) return null;

  const asker = offer?.seat == null ? null : (game.seats[offer.seat]?.name ?? null);
  const mine = offer !== null && offer.seat === mySeat;

  // Back in the seat one had (the others have theirs waiting too). Someone already
  // seated there (the asker, or a second visit after the deal) just goes to the table.
  const sit = async (table: { gameId: string; inviteCode: string | null }) => {
    if (!table.inviteCode) return;
    try {
      await api.lobby.join.mutate({ inviteCode: table.inviteCode, seat: mySeat });
    } catch (e) {
      const { gameId, inviteCode } = table;
      const there = await api.game.view.query({ gameId, inviteCode });
      if (there.seat === null) throw e;
    }
  };

  const go = async () => {
    setBusy(true);
    setError(null);
    try {
      // Two may press "Play again" at once: both get the same table, and both sit.
      const table = offer ?? (await api.game.rematch.mutate({ gameId: game.gameId }));
      if (!mine) await sit(table);
      router.push(`/table/${table.gameId}`);
    } catch (e) {
      setError(errorWords(e));
      setBusy(false);
    }
  };

  return (
    <div className="rematch-offer">
      {/* Always there, so the offer arriving is announced. */}
      <span role="status">
        {offer && !mine
          ? asker
            ? `${asker} wants a rematch.`
            : "A rematch is waiting."
          : ""}
      </span>
      <button type="button" className="primary" disabled={busy} onClick={() => void go()}>
        {!offer ? "Play again" : mine ? "Go to the rematch table" : "Join the rematch"}
      </button>
      {error && <span role="alert">{error}</span>}
    </div>
  );
}
