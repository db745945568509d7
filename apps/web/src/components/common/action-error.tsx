"use client";

import { useEffect, useRef } from "react";

/**
 * The error a button caused, in words, right beside it (put both in an `.action-row`).
 * It scrolls itself into view when it appears, so a button low on the page never
 * fails out of sight. Give the button `aria-describedby={id}` while it shows.
 */
export function ActionError({ id, error }: { id: string; error: string | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error) ref.current?.scrollIntoView({ block: "nearest" });
  }, [error]);
  if (!error) return null;
  return (
    <p role="alert" id={id} ref={ref}>
      {error}
    </p>
  );
}
