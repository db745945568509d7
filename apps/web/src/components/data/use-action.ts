"use client";

import { useState } from "react";

import { errorWords } from "~/trpc/error-words";

/**
 * A button or form action: busy while it runs, its error (in words: errorWords) if it
 * fails; show it beside the button with ActionError. On
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
      setError(errorWords(e));
      setBusy(false);
    }
  };
  return { busy, error, run };
}
