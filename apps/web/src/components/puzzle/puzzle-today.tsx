"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { PageLink } from "~/components/common/page-link";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import type { Move } from "@3u3d/engine";
import { msg, type Msg } from "@3u3d/i18n/msg";
import { GameTable, useSay, type TableSeat } from "@3u3d/ui";

import { useMe } from "~/components/site/use-me";
import { useErrorWords } from "~/trpc/use-error-words";
import { useTRPC, useTRPCClient } from "~/trpc/react";

import { deviceStreak, solvedOnDevice } from "./device-streak";
import { OpenCards } from "./open-cards";
import type { Position } from "./position";
import { replyWords } from "./reply-words";

import "~/components/learn/learn.css";
import "./puzzle.css";

/** Where the player is: choosing, looking at a refutation, or done. */
type Phase = "play" | "wrong" | "solved";

/**
 * Today's puzzle on the real table (GameTable), every card open beside it. Each move
 * goes to the server with the line so far (the server keeps nothing between moves and
 * decides everything): a right one is answered by the defender's reply, a wrong one by
 * the reply that refutes it and a way back, the last one solves it and counts the streak
 * (an account's on the server, a guest's on this device).
 */
export function PuzzleToday() {
  const t = useTranslations("puzzle");
  const format = useFormatter();
  const say = useSay();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const me = useMe();
  const { errorWordsOrNull } = useErrorWords();
  const today = useQuery(trpc.puzzle.today.queryOptions());
  const [line, setLine] = useState<Move[]>([]);
  const [position, setPosition] = useState<Position | null>(null);
  const [retry, setRetry] = useState<Position | null>(null);
  const [phase, setPhase] = useState<Phase>("play");
  const [said, setSaid] = useState<Msg>(msg("puzzle.yourMove"));
  const [streak, setStreak] = useState<number | null>(null);

  const day = today.data?.day;
  useEffect(() => {
    if (!today.data) return;
    setPosition(today.data.position);
    setStreak(today.data.streak ?? deviceStreak(today.data.day));
  }, [today.data]);

  const play = useMutation({
    mutationFn: (move: Move) => client.puzzle.move.mutate({ day: day ?? "", line, move }),
    onSuccess: (answer, move) => {
      const { step } = answer;
      setPosition(answer.position);
      if (step.result === "wrong") {
        setRetry(answer.retry);
        setPhase("wrong");
        setSaid(
          step.replies.length > 0
            ? msg("puzzle.wrong", { replies: replyWords(step.replies) })
            : msg("puzzle.wrongNoReply"),
        );
        return;
      }
      setLine([...line, move]);
      if (step.result === "solved") {
        setPhase("solved");
        setSaid(msg("puzzle.solved"));
        setStreak(
          answer.streak ?? (me && !me.guest ? streak : solvedOnDevice(day ?? "")),
        );
        return;
      }
      setSaid(
        step.replies.length > 0
          ? msg("puzzle.right", { replies: replyWords(step.replies) })
          : msg("puzzle.rightAgain"),
      );
    },
  });

  if (today.isError) return <p role="alert">{errorWordsOrNull(today.error)}</p>;
  if (!today.data || !position)
    return (
      <p className="puzzle-loading" role="status">
        {t("loading")}
      </p>
    );

  const seats: TableSeat[] = [0, 1].map((seat) => ({
    name: seat === position.view.seat ? t("you") : t("opponent"),
    bot: null,
  }));
  const dayName = format.dateTime(new Date(`${today.data.day}T12:00:00Z`), {
    dateStyle: "long",
    timeZone: "UTC",
  });
  const refusal = errorWordsOrNull(play.error);
  const streakLine = streak !== null && (
    <p className="puzzle-streak" data-testid="puzzle-streak">
      <strong>{t("streak", { count: streak })}</strong>
      {me && !me.guest ? null : <> · {t("streakDevice")}</>}
    </p>
  );

  const coach = (
    <section className="coach puzzle-coach" aria-label={t("title")}>
      <p className="coach-progress">
        <strong>{t("dayHeading", { day: dayName })}</strong>
      </p>
      {phase === "play" && line.length === 0 && (
        <p className="puzzle-intro">{t("intro")}</p>
      )}
      <p
        className={phase === "wrong" ? "coach-wrong" : "coach-line"}
        role="status"
        data-testid="puzzle-said"
      >
        {say(said)}
      </p>
      {refusal && (
        <p className="coach-wrong" role="alert">
          {refusal}
        </p>
      )}
      {phase === "wrong" && (
        <p>
          <button
            type="button"
            className="button primary"
            onClick={() => {
              setPosition(retry);
              setPhase("play");
              setSaid(msg("puzzle.yourMove"));
            }}
          >
            {t("tryAgain")}
          </button>
        </p>
      )}
      {today.data.solved && phase !== "solved" && <p>{t("solvedToday")}</p>}
      {(phase === "solved" || today.data.solved || (streak ?? 0) > 0) && streakLine}
      {/* Once solved the table's result shows what is left: the list would only crowd it. */}
      {phase !== "solved" && (
        <OpenCards seats={position.open} player={position.view.seat ?? 0} />
      )}
    </section>
  );

  return (
    <div className="practice-table puzzle-table">
      <GameTable
        view={position.view}
        seats={seats}
        play={{
          legal: phase === "play" ? position.legal : [],
          busy: play.isPending,
          onMove: (move) => play.mutate(move),
        }}
        slots={{
          notices: coach,
          afterGame:
            phase === "solved" ? (
              <nav aria-label={t("title")} className="learn-next">
                <span>{t("comeBack")}</span>
                <PageLink className="button" href="/puzzle/yesterday">
                  {t("yesterday")}
                </PageLink>
                {me && !me.guest && (
                  <PageLink className="button" href="/puzzle/archive">
                    {t("archive")}
                  </PageLink>
                )}
              </nav>
            ) : undefined,
        }}
      />
    </div>
  );
}
