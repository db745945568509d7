"use client";

// Why not TanStack Query: the table, where all the traffic is, runs on its event stream
// (trpc/use-game-snapshot.ts); the other pages each read a list or two once per visit
// (the one list kept fresh on screen, "Your games", polls: use-live-query.ts).
// A cache library would add weight to every page's first load for no shared data.
import { useEffect, useRef, useState } from "react";

import { errorWords } from "~/trpc/error-words";

/**
 * Runs a query when its key changes; the latest answer wins. `initial` is the answer
 * the server already rendered the page with (server/caller.ts): then the first key is
 * not asked again.
 */
export function useQuery<T>(key: string, run: () => Promise<T>, initial?: T) {
  const [state, setState] = useState<{ data?: T; error?: string; loading: boolean }>(
    initial === undefined ? { loading: true } : { data: initial, loading: false },
  );
  const answered = useRef(initial !== undefined);
  useEffect(() => {
    if (answered.current) {
      answered.current = false;
      return;
    }
    let current = true;
    setState((s) => ({ ...s, loading: true }));
    run().then(
      (data) => current && setState({ data, loading: false }),
      (e: unknown) => current && setState({ error: errorWords(e), loading: false }),
    );
    return () => {
      current = false;
    };
    // The key stands for the query's inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
