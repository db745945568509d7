import type { CardCode, GameEvent, Seat, Zone } from "@3u3d/engine";

// What moved between two positions the table showed, in the table's words: cards that
// landed on the pile (and where from), a pile swept out of the game or taken into a
// hand, cards drawn. Pure, so the rules for "what to animate" are tested without a
// browser; use-table-motion.ts turns each step into a flight on the screen.

export type MotionStep =
  /** Cards played onto the pile from a seat's zone (`index`: which face-down card). */
  | { kind: "land"; seat: Seat; from: Zone; cards: CardCode[]; index?: number }
  /** The pile as it was went out of the game (a Clear, a triple, a burn). */
  | { kind: "sweep" }
  /** The pile as it was went into this seat's hand. */
  | { kind: "take"; seat: Seat }
  /** Cards from the draw pile to this seat's hand (`cards` only when the viewer may see them). */
  | { kind: "draw"; seat: Seat; count: number; cards?: CardCode[] };

/**
 * More new events than one move makes (a replay's jump, "Skip to now", a reconnect)
 * are shown as they are: flying a dozen moves at once explains nothing.
 */
export const MAX_EVENTS_ANIMATED = 8;

/**
 * The steps between the position last shown (its newest event `before`) and `log`'s.
 * Nothing when the table went back (a replay) or skipped events the log no longer has.
 */
export function planMotion(
  log: readonly GameEvent[],
  before: number | null,
  now: number,
): MotionStep[] {
  if (before === null || now <= before || now - before > MAX_EVENTS_ANIMATED) return [];
  const batch = log.filter((e) => e.seq > before);
  if (batch[0]?.seq !== before + 1) return [];
  const steps: MotionStep[] = [];
  // Only the pile's last change is on the screen: a card played and then swept (a
  // Clear) is not on the pile to fly in, so the sweep is what shows.
  const pileChanges = batch.filter(
    (e) => e.type === "play" || e.type === "clear" || e.type === "pickup",
  );
  const last = pileChanges.at(-1);
  if (last?.type === "play")
    steps.push({
      kind: "land",
      seat: last.seat,
      from: last.from,
      cards: last.cards,
      ...(last.index === undefined ? {} : { index: last.index }),
    });
  if (last?.type === "clear") steps.push({ kind: "sweep" });
  if (last?.type === "pickup") steps.push({ kind: "take", seat: last.seat });
  for (const e of batch)
    if (e.type === "draw")
      steps.push({
        kind: "draw",
        seat: e.seat,
        count: e.count,
        ...(e.cards ? { cards: e.cards } : {}),
      });
  return steps;
}
