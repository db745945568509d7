"use client";

import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";

// Pace you can follow: the stream may bring a round of three bots in under a second,
// so the page shows each new position for at least `paceMs` before the next one (the
// player's pace setting). The server is never waited for, and nothing is dropped: the
// frames queue up and play out, every one at the same pace, also when the player's own
// turn is waiting at the end of the queue. While the tab is hidden nothing plays: the
// moves made while the player was away wait and are shown when they come back. Only
// "Skip" (the player's own choice) jumps to the present.

interface Versioned {
  version: number;
}

const subscribeVisibility = (listener: () => void) => {
  document.addEventListener("visibilitychange", listener);
  return () => document.removeEventListener("visibilitychange", listener);
};
const useVisible = () =>
  useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === "visible",
    () => true,
  );

export function usePacedSnapshot<T extends Versioned>(latest: T | null, paceMs: number) {
  const [shown, setShown] = useState<T | null>(latest);
  const shownRef = useRef<T | null>(latest);
  const queue = useRef<T[]>([]);
  const shownAt = useRef(0);
  const [queued, setQueued] = useState(0);
  const visible = useVisible();

  const show = useCallback((frame: T) => {
    shownRef.current = frame;
    setShown(frame);
  }, []);

  // A frame's time starts when it reaches the screen, not when it was picked: on a busy
  // main thread the commit can come a good part of the pace later, and the paint later
  // still (in CI a stall between the two left a move on screen for 46 ms of 900). So
  // the clock starts at the commit and starts again at the next animation frame, which
  // runs just before the browser paints (none comes while the tab is hidden, and then
  // nothing plays anyway). A monotonic clock: durations, not dates.
  useLayoutEffect(() => {
    shownAt.current = performance.now();
    const beforePaint = requestAnimationFrame(() => {
      shownAt.current = performance.now();
    });
    return () => cancelAnimationFrame(beforePaint);
  }, [shown]);

  // Collect: each newer version joins the queue; an equal version (seats, status)
  // replaces the frame it updates.
  useEffect(() => {
    if (!latest) return;
    const q = queue.current;
    const tail = q.at(-1) ?? shownRef.current;
    if (tail && latest.version < tail.version) return;
    if (tail && latest.version === tail.version) {
      if (q.length > 0) q[q.length - 1] = latest;
      else show(latest);
      return;
    }
    q.push(latest);
    setQueued(q.length);
  }, [latest, show]);

  // Coming back to the tab: the position on screen gets its full time again before
  // the queue moves on (it may have been shown only for an instant before leaving).
  useEffect(() => {
    if (visible) shownAt.current = performance.now();
  }, [visible]);

  // Play out: the next frame once the shown one has had its time. Its start can move
  // after the timer is set (the paint came late), so the timer looks again when it fires.
  useEffect(() => {
    if (queued === 0 || !visible) return;
    let timer: ReturnType<typeof setTimeout>;
    const playNextWhenDue = () => {
      const wait = shownAt.current + paceMs - performance.now();
      if (wait > 0) {
        timer = setTimeout(playNextWhenDue, wait);
        return;
      }
      const frame = queue.current.shift();
      if (frame) show(frame);
      setQueued(queue.current.length);
    };
    // Through a timer even when due now: the frame is shown outside this effect.
    timer = setTimeout(playNextWhenDue, 0);
    return () => clearTimeout(timer);
  }, [queued, shown, paceMs, visible, show]);

  const skip = useCallback(() => {
    const last = queue.current.at(-1);
    queue.current = [];
    if (last) show(last);
    setQueued(0);
  }, [show]);

  return { shown, behind: queued, skip };
}
