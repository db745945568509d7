"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";

import type { Hint } from "@3u3d/ai/coach";
import type { Move, PlayerView } from "@3u3d/engine";
import { GameTable, type TableSeat } from "@3u3d/ui";

import { STEPS } from "~/learn/lesson";
import { COACH, LESSON_END, STEP_LINES } from "~/learn/lesson-lines";
import type { FromWorker, ToWorker } from "~/learn/messages";

import { markLessonSeen } from "./lesson-seen";

import "./learn.css";

/** The lesson's steps, plus the last one: the score. */
const STEP_COUNT = STEPS.length + 1;
const SEATS: TableSeat[] = [
  { name: "You", bot: null },
  { name: "Bot", bot: "beginner" },
];

interface Position {
  view: PlayerView;
  legal: Move[];
  step: number;
  botToPlay: boolean;
  hint: Hint | null;
}

/**
 * "Learn to play": a guided first game on the real table (GameTable), with the coach's
 * line over it. The engine and the script run in a Web Worker (learn/learn-worker.ts),
 * so the lesson works offline like Practice; each step waits for its own move, and
 * another one is refused with a word on why. Skippable at every step.
 */
export function Learn() {
  const worker = useRef<Worker | null>(null);
  const [position, setPosition] = useState<Position | null>(null);
  const [refused, setRefused] = useState<number | null>(null);

  useEffect(() => {
    markLessonSeen();
    const started = new Worker(new URL("../../learn/learn-worker.ts", import.meta.url), {
      type: "module",
    });
    started.onmessage = (event: MessageEvent<FromWorker>) => {
      const message = event.data;
      if (message.type === "refused") setRefused(message.step);
      else {
        const { type: _type, ...next } = message;
        setPosition(next);
        setRefused(null);
      }
    };
    worker.current = started;
    started.postMessage({ type: "start" } satisfies ToWorker);
    return () => started.terminate();
  }, []);

  const send = (message: ToWorker) => worker.current?.postMessage(message);

  if (!position)
    return (
      <p className="learn-loading" role="status">
        {COACH.loading}
      </p>
    );

  const { view, legal, step, botToPlay, hint } = position;
  const over = view.phase === "over";
  const lines = STEPS[step] ? STEP_LINES[STEPS[step].id] : null;
  const coach = (
    <section className="coach" aria-label={COACH.title}>
      <p className="coach-progress">
        <strong>{COACH.title}</strong> ·{" "}
        {COACH.step(Math.min(step + 1, STEP_COUNT), STEP_COUNT)}
        <Link href="/" className="coach-skip">
          {COACH.skip}
        </Link>
      </p>
      <p className="coach-line" role="status" data-testid="coach-line">
        {over ? (
          <>
            <strong>{LESSON_END.title}</strong> {LESSON_END.say}
          </>
        ) : botToPlay ? (
          COACH.botTurn
        ) : (
          lines?.say
        )}
      </p>
      {refused === step && lines && (
        // Kindly: a reason in the coach's voice, not an error's red.
        <p className="coach-wrong" role="status" data-testid="coach-wrong">
          {lines.wrong}
        </p>
      )}
    </section>
  );

  return (
    <div className="practice-table learn-table">
      <GameTable
        view={view}
        seats={SEATS}
        legal={legal}
        busy={botToPlay}
        onMove={(move) => send({ type: "move", move })}
        hint={hint}
        notices={coach}
        afterGame={
          over ? (
            <nav aria-label={LESSON_END.next} className="learn-next">
              <Link className="button primary" href="/practice">
                {LESSON_END.playBot}
              </Link>
              <Link className="button" href="/#play-a-person">
                {LESSON_END.playPerson}
              </Link>
              <Link className="button" href="/rules">
                {LESSON_END.rules}
              </Link>
              <button type="button" onClick={() => send({ type: "start" })}>
                {COACH.again}
              </button>
            </nav>
          ) : undefined
        }
      />
    </div>
  );
}
