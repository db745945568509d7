"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import type { GameSnapshot } from "@3u3d/api";

import { api } from "~/trpc/client";

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

  const go = async () => {
    setBusy(true);
    setError(null);
    try {
      let gameId: string;
      if (!offer)
        gameId = (await api.game.rematch.mutate({ gameId: game.gameId })).gameId;
      else {
        // Back in the seat one had: the others have theirs waiting too.
        if (!mine && offer.inviteCode)
          await api.lobby.join.mutate({ inviteCode: offer.inviteCode, seat: mySeat });
        gameId = offer.gameId;
      }
      router.push(`/table/${gameId}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  };

  return (
    <div className="rematch-offer">
      {offer && !mine && (
        <span role="status">
          {asker ? `${asker} wants a rematch.` : "A rematch is waiting."}
        </span>
      )}
      <button type="button" className="primary" disabled={busy} onClick={() => void go()}>
        {!offer ? "Play again" : mine ? "Go to the rematch table" : "Join the rematch"}
      </button>
      {error && <span role="alert">{error}</span>}
    </div>
  );
}
