"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { RouterOutputs } from "@3u3d/api";
import type { Move, Ruleset } from "@3u3d/engine";
import { moveLabel } from "@3u3d/ui";

import { errorWordsOrNull } from "~/trpc/error-words";
import { useTRPC } from "~/trpc/react";

type Summary = RouterOutputs["profile"]["analysis"];
export type KeyMoment = Summary["keyMoments"][number];

/** How often the progress is asked while the server works through the decisions. */
const PROGRESS_MS = 1000;

const percent = (chance: number) => `${Math.round(chance * 100)} %`;

/** "you played red 5 (41 % chance to win); the expert's choice: green Clear (58 %)". */
export function momentWords(ruleset: Ruleset, moment: KeyMoment): string {
  const say = (move: Move) => {
    const label = moveLabel(ruleset, move);
    return label.charAt(0).toLowerCase() + label.slice(1);
  };
  return `You chose to ${say(moment.played)}: about ${percent(moment.playedChance)} to win from there. The expert would ${say(moment.best)}: about ${percent(moment.bestChance)}.`;
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
}: {
  gameId: string;
  ruleset: Ruleset;
  onOpen: (moment: KeyMoment) => void;
}) {
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

  if (!summary) return error ? null : <p>Loading the analysis…</p>;
  return (
    <section aria-label="analysis" className="analysis" id="analysis">
      <h2>Your play, analysed</h2>
      {summary.status === "none" && (
        <>
          <p>
            The expert goes back to each of your decisions, sees only what you could see
            then, and finds where another move would have given you a better chance to
            win.
          </p>
          <button
            type="button"
            className="primary"
            onClick={() => start.mutate({ gameId })}
          >
            Analyse my play
          </button>
        </>
      )}
      {summary.status === "running" && (
        <p role="status">
          Analysing your decisions: {summary.done} of {summary.total}{" "}
          <progress
            value={summary.done}
            max={summary.total}
            aria-label="analysis progress"
          />
        </p>
      )}
      {summary.status === "done" &&
        (summary.keyMoments.length === 0 ? (
          <p>
            {summary.total === 0
              ? "There was no decision to analyse: every move you made was the only one you had."
              : `No key moments: in each of your ${summary.total} decisions you chose about as well as the expert.`}
          </p>
        ) : (
          <>
            <p>
              Your key moments, out of {summary.total} decisions: where the expert&apos;s
              move gave you the best chance over yours.
            </p>
            <ol className="key-moments">
              {summary.keyMoments.map((moment) => (
                <li key={moment.seq}>
                  <p>
                    <strong>Move {moment.seq}.</strong> {momentWords(ruleset, moment)}
                  </p>
                  <button type="button" onClick={() => onOpen(moment)}>
                    Show move {moment.seq} on the replay
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
