"use client";

import { useQuery } from "@tanstack/react-query";
import { PageLink } from "~/components/common/page-link";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";

import { GameTable, moveLabel, useSay, type TableSeat } from "@3u3d/ui";

import { useErrorWords } from "~/trpc/use-error-words";
import { useTRPC } from "~/trpc/react";

import { OpenCards } from "./open-cards";

import "~/components/learn/learn.css";
import "./puzzle.css";

/**
 * A past day's puzzle with its solution, stepped through on the real table: the start,
 * then each move of the winning line (the player's, and the defender's longest
 * resistance), with every card open.
 */
export function PuzzleSolution({ day }: { day: string }) {
  const t = useTranslations("puzzle");
  const format = useFormatter();
  const say = useSay();
  const trpc = useTRPC();
  const { errorWordsOrNull } = useErrorWords();
  const past = useQuery(trpc.puzzle.day.queryOptions({ day }));
  const [step, setStep] = useState(0);

  if (past.isError) return <p role="alert">{errorWordsOrNull(past.error)}</p>;
  if (!past.data)
    return (
      <p className="puzzle-loading" role="status">
        {t("loading")}
      </p>
    );
  const { steps, solution } = past.data;
  const position = steps[Math.min(step, steps.length - 1)] ?? steps[0];
  if (!position) return null;
  const player = steps[0]?.view.seat ?? 0;
  const seats: TableSeat[] = [0, 1].map((seat) => ({
    name: seat === player ? t("you") : t("opponent"),
    bot: null,
  }));
  const dayName = format.dateTime(new Date(`${past.data.day}T12:00:00Z`), {
    dateStyle: "long",
    timeZone: "UTC",
  });
  const mover = step > 0 ? steps[step - 1]?.view.current : null;
  const move = step > 0 ? (solution[step - 1] ?? null) : null;
  const said =
    move === null
      ? t("startPosition")
      : t(mover === player ? "yourPlay" : "theirPlay", {
          move: say(moveLabel("3up3down", move, "choice")),
        });

  const notes = (
    <section className="coach puzzle-coach" aria-label={t("solution")}>
      <h1 className="coach-progress puzzle-heading">
        {t("dayHeading", { day: dayName })} · {t("solution")}
      </h1>
      <p className="coach-line" role="status" data-testid="solution-said">
        {move === null ? said : `${t("step", { step, total: solution.length })}: ${said}`}
      </p>
      <p className="puzzle-steps">
        <button type="button" onClick={() => setStep(0)} disabled={step === 0}>
          {t("start")}
        </button>
        <button type="button" onClick={() => setStep(step - 1)} disabled={step === 0}>
          {t("previous")}
        </button>
        <button
          type="button"
          className="button primary"
          onClick={() => setStep(step + 1)}
          disabled={step === solution.length}
        >
          {t("next")}
        </button>
      </p>
      <OpenCards seats={position.open} player={player} />
      <p className="puzzle-links">
        <PageLink href="/puzzle">{t("today")}</PageLink>
      </p>
    </section>
  );

  return (
    <div className="practice-table puzzle-table">
      <GameTable
        view={position.view}
        seats={seats}
        slots={{ notices: notes }}
        fill={false}
      />
    </div>
  );
}
