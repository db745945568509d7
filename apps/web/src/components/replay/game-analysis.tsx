"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";

import type { RouterOutputs } from "@3u3d/api";
import type { Move, Ruleset } from "@3u3d/engine";
import { msg, type Msg } from "@3u3d/i18n/msg";
import { moveLabel, useSay } from "@3u3d/ui";

import { useErrorWords } from "~/trpc/use-error-words";
import { useTRPC } from "~/trpc/react";

type Summary = RouterOutputs["profile"]["analysis"];
export type KeyMoment = Summary["keyMoments"][number];

/** How often the progress is asked while the server works through the decisions. */
const PROGRESS_MS = 1000;

/**
 * "You chose to play red 5: about 41 % to win from there. The expert would play green
 * Clear: about 58 %." — each move told back as the player's choice ("keep your cards",
 * never a button's "Keep my cards"), the chances by the language's percent format.
 */
export function momentWords(
  say: (message: Msg) => string,
  ruleset: Ruleset,
  moment: KeyMoment,
): string {
  const choice = (move: Move) => moveLabel(ruleset, move, "choice");
  return say(
    msg("replay.analysis.moment", {
      played: choice(moment.played),
      playedChance: moment.playedChance,
      best: choice(moment.best),
      bestChance: moment.bestChance,
    }),
  );
}

/**
 * The post-game analysis of the viewer's own decisions in an ended game: a button to
 * start it, its progress while the server works through the decisions, then the key
 * moments, each opening the replay where it happened.
 */
export function GameAnalysis({
  gameId,
  ruleset,
  onOpen,
  startNow = false,
}: {
  gameId: string;
  ruleset: Ruleset;
  onOpen: (moment: KeyMoment) => void;
  /** Start it without asking for a second tap (the table's "Analyse my play" asked already). */
  startNow?: boolean;
}) {
  const { errorWordsOrNull } = useErrorWords();
  const t = useTranslations("replay.analysis");
  const say = useSay();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const analysis = trpc.profile.analysis.queryOptions({ gameId });
  // Read once, then every second while the server works on it.
  const read = useQuery({
    ...analysis,
    refetchInterval: (query) =>
      query.state.data?.status === "running" ? PROGRESS_MS : false,
  });
  // Starting answers with the first progress: the polling above takes it from there.
  const start = useMutation(
    trpc.profile.analyse.mutationOptions({
      onSuccess: (started) => queryClient.setQueryData(analysis.queryKey, started),
    }),
  );
  const summary = read.data;
  const error = errorWordsOrNull(start.error ?? read.error);
  // Once per visit, and only when nothing is started yet.
  const asked = useRef(false);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!startNow || summary?.status !== "none" || asked.current) return;
    asked.current = true;
    start.mutate({ gameId });
  }, [startNow, summary?.status, start, gameId]);
  useEffect(() => {
    if (startNow && summary) section.current?.scrollIntoView({ block: "start" });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when it first shows
  }, [startNow, !summary]);

  if (!summary) return error ? null : <p>{t("loading")}</p>;
  return (
    <section ref={section} aria-label={t("region")} className="analysis" id="analysis">
      <h2>{t("heading")}</h2>
      {summary.status === "none" && (
        <>
          <p>{t("intro")}</p>
          <button
            type="button"
            className="primary"
            onClick={() => start.mutate({ gameId })}
          >
            {t("start")}
          </button>
        </>
      )}
      {summary.status === "running" && (
        <p role="status">
          {t("progress", { done: summary.done, total: summary.total })}{" "}
          <progress
            value={summary.done}
            max={summary.total}
            aria-label={t("progressLabel")}
          />
        </p>
      )}
      {summary.status === "done" &&
        (summary.keyMoments.length === 0 ? (
          <p>{t("noKeyMoments", { total: summary.total })}</p>
        ) : (
          <>
            <p>{t("keyMoments", { total: summary.total })}</p>
            <ol className="key-moments">
              {summary.keyMoments.map((moment) => (
                <li key={moment.seq}>
                  <p>
                    <strong>{t("move", { seq: moment.seq })}</strong>{" "}
                    {momentWords(say, ruleset, moment)}
                  </p>
                  <button type="button" onClick={() => onOpen(moment)}>
                    {t("show", { seq: moment.seq })}
                  </button>
                </li>
              ))}
            </ol>
          </>
        ))}
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
