"use client";

import { useEffect, useRef, useState } from "react";

import type { TalkLine } from "@3u3d/api";
import type { ReactionId } from "@3u3d/api/talk";

// Reactions as they arrive, for a bubble on the sender's seat: each new one (not from a
// muted seat, not already there when the table opened) shows for a few seconds.

const SHOWN_MS = 3500;

export function useReactionBubbles(
  talk: readonly TalkLine[] | null | undefined,
  muted: readonly number[],
): Readonly<Record<number, ReactionId>> {
  const [bubbles, setBubbles] = useState<Record<number, ReactionId>>({});
  const seen = useRef<number | null>(null);
  // Each bubble goes on its own clock, even when the next arrives before it is gone.
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  const newest = talk?.at(-1)?.seq ?? 0;
  useEffect(() => {
    // No talk yet (the first snapshot has not come): nothing is seen, nothing is news.
    if (!talk) return;
    const since = seen.current;
    seen.current = newest;
    // What was said before the table opened is history, not news.
    if (since === null) return;
    const fresh = talk.filter(
      (l) => l.seq > since && l.kind === "reaction" && !muted.includes(l.seat),
    );
    if (fresh.length === 0) return;
    setBubbles((now) => {
      const next = { ...now };
      for (const line of fresh) next[line.seat] = line.body as ReactionId;
      return next;
    });
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setBubbles((now) => {
        const next = { ...now };
        for (const line of fresh)
          if (next[line.seat] === line.body) delete next[line.seat];
        return next;
      });
    }, SHOWN_MS);
    timers.current.add(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- news is keyed by the newest line
  }, [newest]);
  return bubbles;
}
