"use client";

// Why not TanStack Query: the table, where all the traffic is, runs on its event stream
// (trpc/use-game-snapshot.ts); the other pages each read a list or two once per visit
// (the one list kept fresh on screen, "Your games", polls: use-live-query.ts).
// A cache library would add weight to every page's first load for no shared data.
import { useEffect, useState } from "react";

import { errorWords } from "~/trpc/error-words";

/** Runs a query when its key changes; the latest answer wins. */
export function useQuery<T>(key: string, run: () => Promise<T>) {
  const [state, setState] = useState<{ data?: T; error?: string; loading: boolean }>({
    loading: true,
  });
  useEffect(() => {
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
