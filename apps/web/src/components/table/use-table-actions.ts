"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";

import type { GameSnapshot } from "@3u3d/api";
import type { Hint, Move } from "@3u3d/engine";

import { useErrorWords } from "~/trpc/use-error-words";
import { useTRPC } from "~/trpc/react";
import type { GameStore } from "~/trpc/use-game-snapshot";
import { useSeatsChanged } from "~/trpc/use-seats-changed";

/**
 * What the player does at a dealt table: moves, a hint, leaving, taking the seat back
 * from the bot. Their results arrive over the event stream; here is only what the
 * stream cannot say: a refusal, in words, as the table's one error line.
 */
export function useTableActions(gameId: string, store: GameStore) {
  const { errorWords } = useErrorWords();
  const t = useTranslations("table.actions");
  const trpc = useTRPC();
  const seatsChanged = useSeatsChanged();
  const [error, setError] = useState<string | null>(null);
  const [hint, setHint] = useState<{ version: number; hint: Hint } | null>(null);
  // A second click can land before React re-renders the disabled buttons: the ref
  // drops it, so one intent is sent once (the server would refuse the copy anyway).
  const inFlight = useRef(false);

  const move = useMutation(
    trpc.game.move.mutationOptions({
      onError: (e) => {
        store.sent(-1);
        setError(t("moveRefused", { reason: errorWords(e) }));
      },
      onSettled: () => {
        inFlight.current = false;
      },
    }),
  );
  // A hint is for the position it was asked at; the table drops it once the game moves.
  const askHint = useMutation(
    trpc.game.hint.mutationOptions({
      onSuccess: (answer, { version }) => setHint({ version, hint: answer }),
      onError: (e) => setError(t("noHint", { reason: errorWords(e) })),
    }),
  );
  // Leaving and coming back change the player's row in "Your games".
  const seatActions = {
    onSuccess: () => void seatsChanged(),
    onError: (e: unknown) => setError(errorWords(e)),
  };
  const resign = useMutation(trpc.game.resign.mutationOptions(seatActions));
  const takeBack = useMutation(trpc.game.takeBack.mutationOptions(seatActions));

  return {
    error,
    hint,
    sending: move.isPending,
    send: (game: GameSnapshot, chosen: Move) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setError(null);
      store.sent(game.version);
      move.mutate({ gameId, version: game.version, move: chosen });
    },
    askHint: (game: GameSnapshot) => {
      setError(null);
      askHint.mutate({ gameId, version: game.version });
    },
    resign: () => {
      setError(null);
      resign.mutate({ gameId });
    },
    takeBack: () => {
      setError(null);
      takeBack.mutate({ gameId });
    },
  };
}
