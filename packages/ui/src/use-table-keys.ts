"use client";

import { useEffect, type KeyboardEvent, type RefObject } from "react";

import type { Move } from "@3u3d/engine";

import type { CardChoice } from "./use-card-choice";

// The table's keyboard (game-table.tsx): P plays the chosen cards, U picks up, H asks
// for a hint, Escape drops the choice; and the focus follows the turn.

/** The handler for the table's keys (typing in a box of the page is left alone). */
export function tableKeys({
  legal,
  choice,
  send,
  canHint,
}: {
  legal: readonly Move[];
  choice: CardChoice;
  send: (move: Move | null) => void;
  /** Hints are offered, it is the viewer's turn and no move is on its way. */
  canHint: boolean;
}) {
  return (e: KeyboardEvent) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement)
      return;
    if (e.key === "p" || e.key === "P") send(choice.chosenMove);
    if (e.key === "u" || e.key === "U")
      send(legal.find((m) => m.type === "pickup") ?? null);
    if ((e.key === "h" || e.key === "H") && canHint) choice.askHint();
    if (e.key === "Escape") choice.clear();
  };
}

/**
 * Focus follows the turn: when it becomes ours, the first thing we can do takes focus
 * (unless the player is busy elsewhere on the page, e.g. in the history).
 */
export function useFocusOnTurn(
  mine: RefObject<HTMLElement | null>,
  myTurn: boolean,
  legalKey: string,
) {
  useEffect(() => {
    if (!myTurn || !mine.current) return;
    const active = document.activeElement;
    // The side panel (talk, settings) is elsewhere too: a message being typed keeps
    // its box, and its keys never reach the table's shortcuts.
    const elsewhere =
      active &&
      active !== document.body &&
      !mine.current.closest(".table-main")?.contains(active);
    if (elsewhere) return;
    const first = mine.current.parentElement?.querySelector<HTMLButtonElement>(
      '.mine button:enabled:not([aria-disabled="true"]), .moves button:enabled',
    );
    first?.focus({ preventScroll: true });
  }, [mine, myTurn, legalKey]);
}
