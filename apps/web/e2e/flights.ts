import type { Page } from "@playwright/test";

// The table's flights (packages/ui/src/use-table-motion.ts), watched from before the
// page loads: every Element.animate call whose id starts with "flight" is recorded with
// where its first keyframe starts the card (its resting centre moved by the translate)
// and the places it could have come from, as they were at that moment.

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
export interface Flight {
  id: string;
  /** Where the card starts: its resting centre moved by the first keyframe's translate. */
  start: { x: number; y: number } | null;
  onPile: boolean;
  inHand: boolean;
  seats: Record<string, Rect>;
  mine: Rect | null;
  drawPile: Rect | null;
}

/** Records every flight the table starts, with the places it could start from. */
export async function watchFlights(page: Page) {
  await page.addInitScript(() => {
    const rect = (el: Element | null) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const flights: unknown[] = [];
    const running: Animation[] = [];
    Object.assign(window, { flights, running });
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, keyframes, options) {
      const id = typeof options === "object" ? (options.id ?? "") : "";
      if (!id.startsWith("flight")) return animate.call(this, keyframes, options);
      const at = this.getBoundingClientRect();
      const first = Array.isArray(keyframes) ? keyframes[0] : undefined;
      const move = /translate\((-?[\d.]+)px, (-?[\d.]+)px\)/.exec(
        String(first?.transform ?? ""),
      );
      const seats: Record<string, unknown> = {};
      for (const chip of document.querySelectorAll<HTMLElement>("[data-seat]"))
        seats[chip.dataset.seat ?? ""] = rect(chip);
      flights.push({
        id,
        start: move
          ? {
              x: at.left + at.width / 2 + Number(move[1]),
              y: at.top + at.height / 2 + Number(move[2]),
            }
          : null,
        onPile: !!this.closest("[data-testid='pile']"),
        inHand: !!this.closest("[data-testid='hand']"),
        seats,
        mine: rect(document.querySelector("section[aria-label='your cards']")),
        drawPile: rect(document.querySelector(".draw-stack .card")),
      });
      const animation = animate.call(this, keyframes, options);
      running.push(animation);
      return animation;
    };
  });
}

export const inside = (p: { x: number; y: number } | null, r: Rect | null | undefined) =>
  !!p && !!r && p.x >= r.left && p.x <= r.right && p.y >= r.top && p.y <= r.bottom;

export const flightsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { flights: Flight[] }).flights);
