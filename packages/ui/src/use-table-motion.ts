"use client";

import { useLayoutEffect, useRef, type RefObject } from "react";

import type { PlayerView } from "@3u3d/engine";

import { planMotion, type MotionStep } from "./motion-plan";

// The table's motion, so a player sees where cards come from and go: a card played flies
// from its player (an opponent's chip, or your own hand or table cards) to the pile, a
// swept pile leaves for the cards gone, a pile picked up slides to its taker, drawn cards
// come from the draw pile. Each is a FLIP: when a new position has rendered, measure where
// the thing was and where it is now, and let the Web Animations API play the difference
// on `transform` and `opacity` only (the compositor's work; React renders nothing per
// frame). Where a thing was is known two ways: an opponent's chip and the draw pile are
// still on the screen; your own cards and the pile as it was are gone, so after every
// new position or new legal moves the hook keeps their places (and a copy of the pile)
// for the next move.
// Never delays input: the new position is already there, the flight only leads the eye.

const FLIGHT_MS = 280;
const EASE_OUT = "cubic-bezier(0.2, 0.7, 0.3, 1)";

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The table as last measured (a position, or its legal moves), for the next flights. */
interface Before {
  seq: number;
  /** Your cards by zone and card ("hand:7r") or face-down slot ("faceDown:2"). */
  cards: Map<string, Box>;
  hand: Box | null;
  tableCards: Box | null;
  /** A copy of the pile's top cards (without names or ids: it is only a picture). */
  pile: HTMLElement | null;
}

/** The rect in page coordinates, so a scroll between two positions moves nothing. */
function box(el: Element | null | undefined): Box | null {
  if (!el) return null;
  const r = el.getBoundingClientRect();
  return {
    x: r.left + window.scrollX,
    y: r.top + window.scrollY,
    width: r.width,
    height: r.height,
  };
}

const centre = (b: Box) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });

function reducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Runs after each new position (or new legal moves, which can move your cards) has
 * rendered: first every measurement (one layout for all of them, the one the browser
 * needed anyway), then every flight; writing between reads would lay the page out again
 * per read, which is what made the long frames.
 */
export function useTableMotion(
  root: RefObject<HTMLElement | null>,
  view: PlayerView,
  enabled: boolean,
  /** Changes when something besides the position can move your cards (the legal moves). */
  layoutKey: string,
) {
  const before = useRef<Before | null>(null);
  useLayoutEffect(() => {
    const table = root.current;
    if (!table || !enabled || reducedMotion()) {
      before.current = null;
      return;
    }
    const last = before.current;
    const samePosition = last?.seq === view.eventSeq;
    const flights =
      last && !samePosition
        ? planMotion(view.log, last.seq, view.eventSeq).map((step) =>
            aim(table, view, step, last),
          )
        : [];
    before.current = remember(table, view.eventSeq, samePosition ? last.pile : null);
    for (const flight of flights) flight?.();
  }, [root, view, enabled, layoutKey]);
}

function remember(table: HTMLElement, seq: number, pile: HTMLElement | null): Before {
  const cards = new Map<string, Box>();
  const mine = table.querySelector(".mine");
  for (const el of mine?.querySelectorAll<SVGElement>(".hand [data-card]") ?? [])
    cards.set(`hand:${el.dataset.card}`, box(el) as Box);
  for (const el of mine?.querySelectorAll<SVGElement>(".face-up [data-card]") ?? [])
    cards.set(`faceUp:${el.dataset.card}`, box(el) as Box);
  mine?.querySelectorAll(".slot-stack").forEach((slot, i) => {
    const down = slot.querySelector(".face-down");
    if (down) cards.set(`faceDown:${i}`, box(down) as Box);
  });
  return {
    seq,
    cards,
    hand: box(mine?.querySelector(".hand")),
    tableCards: box(mine?.querySelector(".table-cards")),
    pile: pile ?? pictureOf(table.querySelector(".pile-cards")),
  };
}

/**
 * A copy to fly (the pile's top cards) in a wrapper of its own, which
 * screen readers and tests of the cards in play never see.
 */
function pictureOf(el: Element | null): HTMLElement | null {
  if (!el?.querySelector(".card")) return null;
  const copy = el.cloneNode(true) as Element;
  copy.removeAttribute("data-testid");
  // Only the cards fly: a clear's banner over the pile stays behind (flown along, a
  // long one reached past a phone's edge).
  for (const child of [...copy.children])
    if (!child.classList.contains("pile-card")) child.remove();
  for (const card of copy.querySelectorAll("[data-card]"))
    card.removeAttribute("data-card");
  const wrapper = document.createElement("div");
  wrapper.className = "in-flight";
  wrapper.setAttribute("aria-hidden", "true");
  wrapper.append(copy);
  return wrapper;
}

/** Where a seat keeps a zone: your own seat's cards, or that player's chip. */
function zoneOf(
  table: HTMLElement,
  view: PlayerView,
  seat: number,
  zone: "hand" | "table",
  last: Before,
): Box | null {
  if (seat === view.seat && table.querySelector(".mine"))
    return zone === "hand"
      ? (box(table.querySelector(".mine .hand")) ?? last.hand)
      : last.tableCards;
  const chip = table.querySelector(`[data-seat="${seat}"]`);
  return box(chip?.querySelector(zone === "hand" ? ".fan" : ".seat-table") ?? chip);
}

/** Measures one step's flight now and returns it, to start once everything is measured. */
function aim(
  table: HTMLElement,
  view: PlayerView,
  step: MotionStep,
  last: Before,
): (() => void) | null {
  if (step.kind === "land") {
    const mineSeat = step.seat === view.seat && table.querySelector(".mine");
    const key =
      step.from === "faceDown"
        ? `faceDown:${step.index ?? 0}`
        : `${step.from}:${step.cards[0]}`;
    const source =
      (mineSeat ? last.cards.get(key) : null) ??
      zoneOf(table, view, step.seat, step.from === "hand" ? "hand" : "table", last);
    if (!source) return null;
    const landed = [
      ...table.querySelectorAll<HTMLElement>(".pile-cards .pile-card"),
    ].slice(-Math.min(step.cards.length, 3));
    const from = centre(source);
    const starts = landed.map((card) => {
      const to = box(card) as Box;
      const at = centre(to);
      // A whole zone (a chip's fan, your hand) stands for the card: start it small.
      const scale = Math.min(
        1.1,
        Math.max(0.3, Math.min(source.width, 1.2 * to.width) / to.width),
      );
      const rest = getComputedStyle(card).transform;
      return { card, rest, dx: from.x - at.x, dy: from.y - at.y, scale };
    });
    const turned = step.from === "faceDown" ? " rotateY(90deg)" : "";
    return () =>
      starts.forEach(({ card, rest, dx, dy, scale }, i) => {
        const base = rest === "none" ? "" : ` ${rest}`;
        card.animate(
          [
            {
              transform: `translate(${dx}px, ${dy}px) scale(${scale.toFixed(3)})${base}${turned}`,
              opacity: 0.6,
            },
            // Only transform and opacity, so the compositor runs it (a z-index keyframe
            // put every frame back on the main thread); the pile comes after the seats
            // in the page, so the card already passes over them.
            { transform: rest, opacity: 1 },
          ],
          {
            duration: FLIGHT_MS,
            delay: i * 50,
            easing: EASE_OUT,
            fill: "backwards",
            id: "flight-land",
          },
        );
      });
  }
  if (step.kind === "sweep" || step.kind === "take") {
    const target =
      step.kind === "sweep"
        ? box(table.querySelector(".gone-stack .card, .gone-stack .slot"))
        : zoneOf(table, view, step.seat, "hand", last);
    const pileNow = box(table.querySelector(".pile-cards"));
    const picture = last.pile;
    if (!target || !pileNow || !picture) return null;
    const id = step.kind === "sweep" ? "flight-sweep" : "flight-take";
    return () => send(table, picture, pileNow, target, id);
  }
  // Drawn: your new cards come from the draw pile into your hand.
  const drawPile = box(table.querySelector(".draw-stack .card"));
  if (!drawPile) return null;
  if (step.seat === view.seat && step.cards && table.querySelector(".mine")) {
    const wanted = [...step.cards];
    const drawn = [
      ...table.querySelectorAll<HTMLElement>(".mine .hand .card-button"),
    ].filter((button) => {
      const code = button.querySelector<SVGElement>("[data-card]")?.dataset.card;
      const at = code === undefined ? -1 : wanted.indexOf(code);
      if (at >= 0) wanted.splice(at, 1);
      return at >= 0;
    });
    const from = centre(drawPile);
    const starts = drawn.map((button) => {
      const to = box(button) as Box;
      const at = centre(to);
      return {
        button,
        dx: from.x - at.x,
        dy: from.y - at.y,
        scale: drawPile.width / to.width,
      };
    });
    return () =>
      starts.forEach(({ button, dx, dy, scale }, i) =>
        button.animate(
          [
            {
              transform: `translate(${dx}px, ${dy}px) scale(${scale.toFixed(3)})`,
              opacity: 0.6,
            },
            { transform: "none", opacity: 1 },
          ],
          {
            duration: FLIGHT_MS,
            delay: i * 50,
            easing: EASE_OUT,
            fill: "backwards",
            id: "flight-draw",
          },
        ),
      );
  }
  // Another seat's draw: the newest back in its chip's fan comes from the draw pile (an
  // element already on the page: nothing added per bot move, so five bots drawing in
  // a second add no layout).
  const fan = table.querySelectorAll<HTMLElement>(`[data-seat="${step.seat}"] .fan-card`);
  // The newest back that is drawn: one a style hides has no box to fly to. None in a
  // box of chips that scrolls (a crowded phone table): it would clip the flight.
  const back = [...fan].reverse().find((el) => el.getClientRects().length > 0);
  const to = box(back);
  const seats = back?.closest(".seats");
  if (seats && seats.scrollHeight > seats.clientHeight) return null;
  if (!back || !to || to.width === 0) return null;
  const from = centre(drawPile);
  const at = centre(to);
  const rest = getComputedStyle(back).transform;
  const keyframes = [
    {
      transform: `translate(${from.x - at.x}px, ${from.y - at.y}px) scale(${(drawPile.width / to.width).toFixed(3)})`,
      opacity: 0.6,
    },
    { transform: rest, opacity: 1 },
  ];
  return () =>
    back.animate(keyframes, {
      duration: FLIGHT_MS,
      easing: EASE_OUT,
      fill: "backwards",
      id: "flight-draw",
    });
}

/**
 * Where pictures fly: a layer fixed over the window and clipped to it, so a picture on
 * its way never widens the page (laid on the body, a pile swept towards the cards gone
 * at a phone's right edge made the page scroll sideways for a moment).
 */
function flightLayer(doc: Document): HTMLElement {
  const found = doc.querySelector<HTMLElement>("body > .flight-layer");
  if (found) return found;
  const layer = doc.createElement("div");
  layer.className = "flight-layer";
  layer.setAttribute("aria-hidden", "true");
  Object.assign(layer.style, {
    position: "fixed",
    inset: "0",
    overflow: "hidden",
    pointerEvents: "none",
    zIndex: "20",
  });
  doc.body.append(layer);
  return layer;
}

/**
 * A picture (the pile as it was) laid over the table at `from` and sent to
 * `to`, shrinking and fading; it removes itself when it arrives.
 */
function send(table: HTMLElement, picture: HTMLElement, from: Box, to: Box, id: string) {
  const copy = picture.cloneNode(true) as HTMLElement;
  // The layer is fixed: from page coordinates to the window's (a flight lasts a
  // third of a second, too short for a scroll to matter).
  Object.assign(copy.style, {
    position: "absolute",
    left: `${from.x - window.scrollX}px`,
    top: `${from.y - window.scrollY}px`,
    width: `${from.width}px`,
    height: `${from.height}px`,
    margin: "0",
    pointerEvents: "none",
  });
  flightLayer(table.ownerDocument).append(copy);
  const a = centre(from);
  const b = centre(to);
  const scale = Math.max(0.25, Math.min(1, to.height / from.height));
  const flight = copy.animate(
    [
      { transform: "none", opacity: 1 },
      {
        transform: `translate(${b.x - a.x}px, ${b.y - a.y}px) scale(${scale.toFixed(3)})${id === "flight-sweep" ? " rotate(-12deg)" : ""}`,
        opacity: 0.15,
      },
    ],
    { duration: FLIGHT_MS + 80, easing: "ease-in", fill: "forwards", id },
  );
  const done = () => copy.remove();
  flight.onfinish = done;
  flight.oncancel = done;
}
