"use client";

// A query kept fresh while someone looks at it: asked again every `everyMs` while the
// page is visible, and at once when the tab or window comes back. Used for "Your
// games", whose rows change when other people (or bots) move at tables the player is
// not watching. Polling rather than an event stream per table: the list is short
// (OPEN_TABLES), a turn that shows up a few seconds late is fine on a list, a hidden
// tab asks nothing, and the server keeps one live stream per open table, not per row.
import { useEffect, useRef, useState } from "react";

import { errorWords } from "~/trpc/error-words";

/** `initial`: the answer the page was rendered with on the server (asked again on the first tick). */
export function useLiveQuery<T>(
  key: string,
  run: () => Promise<T>,
  everyMs: number,
  initial?: T,
) {
  const [state, setState] = useState<{ data?: T; error?: string; loading: boolean }>(
    initial === undefined ? { loading: true } : { data: initial, loading: false },
  );
  const fresh = useRef(initial !== undefined);
  useEffect(() => {
    let current = true;
    let asking = false;
    const ask = () => {
      // One question at a time: a slow answer is not overtaken by the next tick.
      if (asking || document.hidden) return;
      asking = true;
      run()
        .then(
          (data) => current && setState({ data, loading: false }),
          // A failed refresh keeps the rows already shown; the next tick tries again.
          (e: unknown) =>
            current &&
            setState((s) => ({
              ...s,
              error: errorWords(e),
              loading: false,
            })),
        )
        .finally(() => {
          asking = false;
        });
    };
    // An answer rendered on the server moments ago waits for the first tick.
    if (fresh.current) fresh.current = false;
    else ask();
    const timer = setInterval(ask, everyMs);
    document.addEventListener("visibilitychange", ask);
    window.addEventListener("focus", ask);
    return () => {
      current = false;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", ask);
      window.removeEventListener("focus", ask);
    };
    // The key stands for the query's inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, everyMs]);
  return state;
}
