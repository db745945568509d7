"use client";

import { useEffect, useState } from "react";

import type { CardCode, Hint, Move, PlayerView } from "@3u3d/engine";

import { picksOf, tapCard, type Picked } from "./hand";
import {
  moveCards,
  moveForSelection,
  partOfAMove,
  sameCardFor,
  selectableCards,
  selectionKey,
  type SameCard,
} from "./selection";

// The cards the viewer has chosen (game-table.tsx): taps, why a greyed card cannot be
// chosen, and a hint lifting its cards. Pure rules of choosing live in selection.ts and
// hand.ts; this keeps them as state that follows the position.

/** Why the greyed card last tapped cannot be chosen (cleared by any change). */
export interface CardReasonShown {
  zone: string;
  index: number;
  text: string;
}

export interface CardChoice {
  /** The legal moves as one string: a new one is a new choice to make. */
  legalKey: string;
  same: SameCard;
  selected: Picked[];
  codes: CardCode[];
  /** The cards that could still join the chosen ones. */
  offer: Set<string>;
  /** The move the chosen cards make, once they make one. */
  chosenMove: Move | null;
  /** The hint, while it still fits the position. */
  hinted: Hint | null;
  askHint: () => void;
  reason: CardReasonShown | null;
  setReason: (reason: CardReasonShown | null) => void;
  toggle: (zone: "hand" | "faceUp", index: number) => void;
  clear: () => void;
}

export const sameMove = (a: Move, b: Move) => JSON.stringify(a) === JSON.stringify(b);

export function useCardChoice(
  view: PlayerView,
  legal: readonly Move[],
  hint: Hint | null,
  onHint: (() => void) | undefined,
): CardChoice {
  const me = view.seat;
  const [chosen, setSelected] = useState<Picked[]>([]);
  // Only the viewer's own cards changing starts a fresh selection. Someone else's move
  // does not, and neither does a moment without options (the screen catching up with
  // the stream): the choice is hidden then, and back when the options are.
  const legalKey = JSON.stringify(legal);
  const ownCards = selectionKey(view);
  useEffect(() => setSelected([]), [ownCards]);
  // Cards of one rank are interchangeable unless colours matter (E-COLOR4).
  const same = sameCardFor(view);
  const selected = partOfAMove(
    legal,
    chosen.map((s) => s.code),
    same,
  )
    ? chosen
    : [];
  const [reason, setReason] = useState<CardReasonShown | null>(null);
  useEffect(() => setReason(null), [ownCards, legalKey]);

  // A hint lifts its cards (a fresh selection) and marks its button, while it stands.
  const hinted = hint && legal.some((m) => sameMove(m, hint.move)) ? hint : null;
  const liftHint = (shown: Hint) => {
    const cards = moveCards(shown.move);
    if (!cards || me === null) return;
    const mine = view.seats[me];
    const zone = (mine?.hand?.length ?? 0) > 0 ? "hand" : "faceUp";
    const zoneCards = (zone === "hand" ? mine?.hand : mine?.faceUp) ?? [];
    setSelected(picksOf(zone, zoneCards, cards));
  };
  useEffect(() => {
    if (hinted) liftHint(hinted);
    // Only a new hint re-selects; the player may change the choice after.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hinted]);
  // Asking again for the same position shows the same hint again (no new search). The
  // button stays enabled for that: a button disabled under the keyboard's focus would
  // drop the focus out of the table, and its shortcuts with it.
  const askHint = () => {
    if (hinted) liftHint(hinted);
    else onHint?.();
  };

  const codes = selected.map((s) => s.code);
  const mySeat = me === null ? undefined : view.seats[me];
  const toggle = (zone: "hand" | "faceUp", index: number) => {
    const zoneCards = (zone === "hand" ? mySeat?.hand : mySeat?.faceUp) ?? [];
    const code = zoneCards[index];
    if (code === undefined) return;
    setSelected(
      tapCard(
        view.ruleset,
        selected,
        { zone, index, code },
        zoneCards,
        (sel, c) => selectableCards(legal, sel, same).has(same(c)),
        // Setup picks three single cards; in play one tap takes the whole rank.
        view.phase !== "setup",
      ),
    );
  };
  return {
    legalKey,
    same,
    selected,
    codes,
    offer: selectableCards(legal, codes, same),
    chosenMove: moveForSelection(legal, codes, same),
    hinted,
    askHint,
    reason,
    setReason,
    toggle,
    clear: () => {
      setSelected([]);
      setReason(null);
    },
  };
}
