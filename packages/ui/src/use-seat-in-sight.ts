"use client";

import { useEffect, type RefObject } from "react";

// With more players than fit (eight to twelve on a phone), the others' chips scroll in
// their own box (apps/web/src/app/table.css). Whoever is to act is kept in sight there,
// so the turn never moves to a seat the player cannot see. Only that box scrolls, never
// the page.

/** The box's lower edge fades out over this many pixels (the stylesheet's 1.25rem). */
const FADE_PX = 20;

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
    const shown = box.getBoundingClientRect();
    const at = chip.getBoundingClientRect();
    const below = at.bottom - (shown.bottom - FADE_PX);
    const above = at.top - shown.top;
    const by = above < 0 ? above : below > 0 ? below : 0;
    if (by !== 0) box.scrollBy({ top: by, behavior: smooth ? "smooth" : "auto" });
  }, [seatsBox, seat, smooth]);
}
