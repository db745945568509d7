"use client";

import Link from "next/link";
import { useEffect, useState } from "react";

import { lessonSeen, markLessonSeen } from "./lesson-seen";

import "./learn.css";

export const OFFER = {
  label: "New to the game?",
  text: "Learn to play in about three minutes: a guided first game against a bot.",
  start: "Learn to play",
  dismiss: "No thanks",
};

/**
 * The home page's offer to a first-time visitor: the guided first game, or no thanks.
 * Shown only once the browser has said this visitor has not seen it (nothing on the
 * server's first render, so nothing jumps for everyone else).
 */
export function LearnOffer() {
  const [show, setShow] = useState(false);
  useEffect(() => setShow(!lessonSeen()), []);
  if (!show) return null;
  return (
    <aside className="learn-offer banner" aria-label={OFFER.label}>
      <p>
        <strong>{OFFER.label}</strong> {OFFER.text}
      </p>
      <Link className="button primary" href="/learn">
        {OFFER.start}
      </Link>
      <button
        type="button"
        onClick={() => {
          markLessonSeen();
          setShow(false);
        }}
      >
        {OFFER.dismiss}
      </button>
    </aside>
  );
}
