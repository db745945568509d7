"use client";

import { useEffect, type RefObject } from "react";

// With more players than fit (eight to twelve on a phone), the others' chips scroll in
// their own box (apps/web/src/app/table.css). Whoever is to act is kept in sight there,
// so the turn never moves to a seat the player cannot see. Only that box scrolls, never
// the page.

/** How far a chip's state tag ("to play") hangs below it (the stylesheet's 0.5rem). */
const TAG_PX = 8;

export function useSeatInSight(
  seatsBox: RefObject<HTMLElement | null>,
  seat: number | null,
  smooth: boolean,
) {
  useEffect(() => {
    const box = seatsBox.current;
    if (seat === null || !box || box.scrollHeight <= box.clientHeight) return;
    const chip = box.querySelector<HTMLElement>(`[data-seat="${seat}"]`);
    if (!chip) return;
    // Inside the padding: the bubble's room above, the fade below.
    const style = getComputedStyle(box);
    const shown = box.getBoundingClientRect();
    const top = shown.top + parseFloat(style.paddingTop);
    const bottom = shown.bottom - parseFloat(style.paddingBottom);
    const at = chip.getBoundingClientRect();
    const below = at.bottom + TAG_PX - bottom;
    const above = at.top - top;
    const by = above < 0 ? above : below > 0 ? below : 0;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (by !== 0)
      box.scrollBy({ top: by, behavior: smooth && !still ? "smooth" : "auto" });
  }, [seatsBox, seat, smooth]);
}
