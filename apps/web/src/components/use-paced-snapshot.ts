"use client";

import { useCallback, useEffect, useRef, useState } from "react";

// Pace you can follow: the stream may bring a round of three bots in under a second,
// so the page shows each new position for at least `paceMs` before the next one (the
// player's pace setting). The server is never waited for, and nothing is dropped: the
// frames queue up and play out. While the screen is behind, the player's moves wait
// for the present; when a move of theirs is waiting, the rest plays out three times as
// fast, and "Skip to now" jumps there at once.

interface Versioned {
  version: number;
}

export function usePacedSnapshot<T extends Versioned>(
  latest: T | null,
  paceMs: number,
  hurry: boolean,
) {
  const [shown, setShown] = useState<T | null>(latest);
  const shownRef = useRef<T | null>(latest);
  const queue = useRef<T[]>([]);
  const shownAt = useRef(0);
  const [queued, setQueued] = useState(0);

  const show = useCallback((frame: T) => {
    shownRef.current = frame;
    shownAt.current = Date.now();
    setShown(frame);
  }, []);

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

  // Play out: the next frame once the shown one has had its time.
  useEffect(() => {
    if (queued === 0) return;
    const wait = Math.max(
      0,
      shownAt.current + (hurry ? paceMs / 3 : paceMs) - Date.now(),
    );
    const timer = setTimeout(() => {
      const next = queue.current.shift();
      if (next) show(next);
      setQueued(queue.current.length);
    }, wait);
    return () => clearTimeout(timer);
  }, [queued, shown, paceMs, hurry, show]);

  const skip = useCallback(() => {
    const last = queue.current.at(-1);
    queue.current = [];
    if (last) show(last);
    setQueued(0);
  }, [show]);

  return { shown, behind: queued, skip };
}
