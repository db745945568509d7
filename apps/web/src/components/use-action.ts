"use client";

import { useState } from "react";

/**
 * A button or form action: busy while it runs, its error (in words) if it fails. On
 * success the action usually navigates away, so busy stays on to prevent a double
 * submit; an action that stays on the page says `{ stays: true }`.
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>, options: { stays?: boolean } = {}) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      if (options.stays) setBusy(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : "Something went wrong.");
      setBusy(false);
    }
  };
  return { busy, error, run };
}
