"use client";

import { useEffect, useState } from "react";

import type { Move, Ruleset } from "@3u3d/engine";
import { moveLabel } from "@3u3d/ui";

import { api } from "~/trpc/client";
import { errorWords } from "~/trpc/error-words";

type Summary = Awaited<ReturnType<typeof api.profile.analysis.query>>;
export type KeyMoment = Summary["keyMoments"][number];

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
  const [summary, setSummary] = useState<Summary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = summary?.status === "running";

  // Read once, then every second while the server works on it.
  useEffect(() => {
    let current = true;
    const read = () =>
      api.profile.analysis.query({ gameId }).then(
        (s) => current && setSummary(s),
        (e: unknown) => current && setError(errorWords(e)),
      );
    if (summary === null || running) {
      const timer = setTimeout(() => void read(), summary === null ? 0 : 1000);
      return () => {
        current = false;
        clearTimeout(timer);
      };
    }
    return () => {
      current = false;
    };
  }, [gameId, summary, running]);

  const start = async () => {
    setError(null);
    try {
      setSummary(await api.profile.analyse.mutate({ gameId }));
    } catch (e) {
      setError(errorWords(e));
    }
  };

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
          <button type="button" className="primary" onClick={() => void start()}>
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
