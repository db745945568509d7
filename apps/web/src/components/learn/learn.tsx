"use client";

import { PageLink } from "~/components/common/page-link";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";

import type { Hint, Move, PlayerView } from "@3u3d/engine";
import { GameTable, type TableSeat } from "@3u3d/ui";

import { STEPS, type StepId } from "~/learn/lesson";
import type { FromWorker, ToWorker } from "~/learn/messages";

import { markLessonSeen } from "./lesson-seen";

import "./learn.css";

/** The lesson's steps, plus the last one: the score. */
const STEP_COUNT = STEPS.length + 1;

/** Face-down steps: any card would do in a real game, so a wrong one gets the same word. */
type FlipStep = "faceDown" | "owedFlip" | "goOut";
const isFlipStep = (id: StepId): id is FlipStep =>
  id === "faceDown" || id === "owedFlip" || id === "goOut";

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
  const t = useTranslations("tutorial");
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
        {t("loading")}
      </p>
    );

  const { view, legal, step, botToPlay, hint } = position;
  const over = view.phase === "over";
  const id = STEPS[step]?.id;
  const wrong = id && (isFlipStep(id) ? t("pickSlot") : t(`steps.${id}.wrong`));
  const seats: TableSeat[] = [
    { name: t("you"), bot: null },
    { name: t("bot"), bot: "beginner" },
  ];
  const coach = (
    <section className="coach" aria-label={t("title")}>
      <p className="coach-progress">
        <strong>{t("title")}</strong> ·{" "}
        {t("progress", { step: Math.min(step + 1, STEP_COUNT), total: STEP_COUNT })}
        <PageLink href="/" className="coach-skip">
          {t("skip")}
        </PageLink>
      </p>
      <p className="coach-line" role="status" data-testid="coach-line">
        {over ? (
          <>
            <strong>{t("end.title")}</strong> {t("end.say")}
          </>
        ) : botToPlay ? (
          t("botTurn")
        ) : (
          id && t(`steps.${id}.say`)
        )}
      </p>
      {refused === step && wrong && (
        // Kindly: a reason in the coach's voice, not an error's red.
        <p className="coach-wrong" role="status" data-testid="coach-wrong">
          {wrong}
        </p>
      )}
    </section>
  );

  return (
    <div className="practice-table learn-table">
      <GameTable
        view={view}
        seats={seats}
        play={{
          legal,
          busy: botToPlay,
          onMove: (move) => send({ type: "move", move }),
          hint,
        }}
        slots={{
          notices: coach,
          afterGame: over ? (
            <nav aria-label={t("end.next")} className="learn-next">
              <PageLink className="button primary" href="/practice">
                {t("end.playBot")}
              </PageLink>
              <PageLink className="button" href="/#play-a-person">
                {t("end.playPerson")}
              </PageLink>
              {/* A plain link: the rules are not an App Router page (src/pages/rules.tsx). */}
              <a className="button" href="/rules">
                {t("end.rules")}
              </a>
              <button type="button" onClick={() => send({ type: "start" })}>
                {t("again")}
              </button>
            </nav>
          ) : undefined,
        }}
      />
    </div>
  );
}
