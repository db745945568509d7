"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";

import { GameTable, moveLabel, useSay } from "@3u3d/ui";

import { useErrorWords } from "~/trpc/use-error-words";
import { useTRPC } from "~/trpc/react";

import { GameAnalysis, momentWords, type KeyMoment } from "./game-analysis";
import { Icon } from "./icons";

/** Steps per request, as the server pages them. */
const REPLAY_PAGE = 200;

// Milliseconds per move when the replay plays itself.
const SPEEDS = { slow: 2000, normal: 1000, fast: 400 } as const;
type Speed = keyof typeof SPEEDS;

/**
 * Steps through a finished game, or plays it by itself, from any seat's eyes (or a
 * spectator's), on the same table the game was played on.
 */
export function ReplayViewer({
  gameId,
  seat: initialSeat,
  step: initialStep = 0,
  analyse = false,
}: {
  gameId: string;
  seat: number | null;
  /** The step to open at (a link to a moment of the game). */
  step?: number;
  /** Start the analysis of the viewer's play at once ("Analyse my play" at the table's end). */
  analyse?: boolean;
}) {
  const { errorWordsOrNull } = useErrorWords();
  const [seat, setSeat] = useState<number | null>(initialSeat);
  const [step, setStep] = useState(initialStep);
  // A key moment of the analysis being looked at: named above the table at its step.
  const [moment, setMoment] = useState<KeyMoment | null>(null);
  const top = useRef<HTMLElement>(null);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<Speed>("normal");
  // The server sends a page of steps at a time: the page holding the current step.
  const from = Math.floor(step / REPLAY_PAGE) * REPLAY_PAGE;
  const t = useTranslations("replay");
  const say = useSay();
  const trpc = useTRPC();
  // A finished game never changes: each page is asked once per visit. The page shown
  // stays until the next one arrives.
  const replay = useQuery(
    trpc.profile.replay.queryOptions(
      { gameId, seat, from, count: REPLAY_PAGE },
      { staleTime: Infinity, placeholderData: keepPreviousData },
    ),
  );
  const last = Math.max(0, (replay.data?.total ?? 1) - 1);
  useEffect(() => setStep((s) => Math.min(s, last)), [last]);

  // Autoplay: one move per tick, stopping at the end.
  useEffect(() => {
    if (!playing) return;
    if (step >= last) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setStep((s) => Math.min(last, s + 1)), SPEEDS[speed]);
    return () => clearTimeout(timer);
  }, [playing, step, last, speed]);

  if (replay.isError) return <p role="alert">{errorWordsOrNull(replay.error)}</p>;
  const current = replay.data?.steps[step - replay.data.from];
  if (!current || !replay.data) return <p>{t("loading")}</p>;
  const seats = replay.data.seats;
  const ruleset = current.view.ruleset;
  const go = (to: number) => {
    setPlaying(false);
    setStep(Math.max(0, Math.min(last, to)));
  };

  const open = (chosen: KeyMoment) => {
    if (replay.data?.yourSeat != null) setSeat(replay.data.yourSeat);
    go(chosen.seq - 1); // the position the decision was made in
    setMoment(chosen);
    top.current?.scrollIntoView({ block: "start" });
  };

  return (
    <>
      <section className="replay" aria-label={t("region")} ref={top}>
        <div
          className="replay-controls"
          onKeyDown={(e) => {
            if (e.key === "ArrowRight") go(step + 1);
            if (e.key === "ArrowLeft") go(step - 1);
          }}
        >
          <button type="button" onClick={() => go(0)} disabled={step === 0}>
            <Icon name="start" /> {t("start")}
          </button>
          <button type="button" onClick={() => go(step - 1)} disabled={step === 0}>
            <Icon name="back" /> {t("back")}
          </button>
          <button
            type="button"
            className="primary"
            onClick={() =>
              step >= last ? (setStep(0), setPlaying(true)) : setPlaying(!playing)
            }
            aria-pressed={playing}
          >
            <Icon name={playing ? "pause" : "play"} /> {t(playing ? "pause" : "play")}
          </button>
          <button type="button" onClick={() => go(step + 1)} disabled={step >= last}>
            {t("forward")} <Icon name="forward" />
          </button>
          <button type="button" onClick={() => go(last)} disabled={step >= last}>
            {t("end")} <Icon name="end" />
          </button>
          <span data-testid="replay-step">{t("step", { step, last })}</span>
          <label>
            {t("speed")}{" "}
            <select value={speed} onChange={(e) => setSpeed(e.target.value as Speed)}>
              <option value="slow">{t("speedSlow")}</option>
              <option value="normal">{t("speedNormal")}</option>
              <option value="fast">{t("speedFast")}</option>
            </select>
          </label>
          <label>
            {t("seenBy")}{" "}
            <select
              value={seat ?? ""}
              onChange={(e) =>
                setSeat(e.target.value === "" ? null : Number(e.target.value))
              }
            >
              <option value="">{t("spectator")}</option>
              {seats.map((s) => (
                <option key={s.seat} value={s.seat}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
        </div>
        <input
          type="range"
          aria-label={t("slider")}
          min={0}
          max={last}
          value={step}
          onChange={(e) => go(Number(e.target.value))}
        />
        <p>
          {current.move
            ? t("moveBy", {
                name:
                  seats[current.move.seat]?.name ??
                  t("seat", { number: current.move.seat + 1 }),
                move: say(moveLabel(ruleset, current.move.move)),
              })
            : t("deal")}
        </p>
        {replay.data.abandoned && step >= last && <p role="status">{t("abandoned")}</p>}
        {moment && step === moment.seq - 1 && (
          <p className="key-moment" role="status">
            <strong>{t("keyMoment", { seq: moment.seq })}</strong>{" "}
            {momentWords(say, ruleset, moment)}
          </p>
        )}
        {/* Seen through a bot's seat, that bot is named, not called "You". */}
        <GameTable
          // In the page's flow: the replay's controls sit above it.
          fill={false}
          view={current.view}
          seats={seats}
          game={{ viewerIsYou: seat !== null && replay.data.yourSeat === seat }}
        />
      </section>
      {replay.data.yourSeat !== null && (
        <GameAnalysis
          gameId={gameId}
          ruleset={ruleset}
          onOpen={open}
          startNow={analyse}
        />
      )}
    </>
  );
}
