"use client";

import { useEffect, useState } from "react";

import { GameTable, moveLabel } from "@3u3d/ui";

import { api } from "~/trpc/client";

import { useQuery } from "./use-query";

/** Steps per request, as the server pages them. */
const REPLAY_PAGE = 200;

/** Steps through a finished game, from any seat's eyes (or a spectator's). */
export function ReplayViewer({
  gameId,
  seat: initialSeat,
}: {
  gameId: string;
  seat: number | null;
}) {
  const [seat, setSeat] = useState<number | null>(initialSeat);
  const [step, setStep] = useState(0);
  // The server sends a page of steps at a time: the page holding the current step.
  const from = Math.floor(step / REPLAY_PAGE) * REPLAY_PAGE;
  const replay = useQuery(`replay:${gameId}:${seat}:${from}`, () =>
    api.profile.replay.query({ gameId, seat, from, count: REPLAY_PAGE }),
  );
  const last = Math.max(0, (replay.data?.total ?? 1) - 1);
  useEffect(() => setStep((s) => Math.min(s, last)), [last]);

  if (replay.error) return <p role="alert">{replay.error}</p>;
  const current = replay.data?.steps[step - replay.data.from];
  if (!current || !replay.data) return <p>Loading the replay…</p>;
  const seats = replay.data.seats;
  const ruleset = current.view.ruleset;

  return (
    <section className="replay" aria-label="replay">
      <div
        className="replay-controls"
        onKeyDown={(e) => {
          if (e.key === "ArrowRight") setStep(Math.min(last, step + 1));
          if (e.key === "ArrowLeft") setStep(Math.max(0, step - 1));
        }}
      >
        <button type="button" onClick={() => setStep(0)} disabled={step === 0}>
          ⏮ Start
        </button>
        <button type="button" onClick={() => setStep(step - 1)} disabled={step === 0}>
          ◀ Back
        </button>
        <span data-testid="replay-step">
          Move {step} of {last}
        </span>
        <button type="button" onClick={() => setStep(step + 1)} disabled={step >= last}>
          Forward ▶
        </button>
        <button type="button" onClick={() => setStep(last)} disabled={step >= last}>
          End ⏭
        </button>
        <label>
          Seen by{" "}
          <select
            value={seat ?? ""}
            onChange={(e) =>
              setSeat(e.target.value === "" ? null : Number(e.target.value))
            }
          >
            <option value="">a spectator</option>
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
        aria-label="move"
        min={0}
        max={last}
        value={step}
        onChange={(e) => setStep(Number(e.target.value))}
      />
      <p>
        {current.move
          ? `${seats[current.move.seat]?.name ?? `Seat ${current.move.seat + 1}`}: ${moveLabel(ruleset, current.move.move)}`
          : "The deal"}
      </p>
      <GameTable view={current.view} seats={seats} />
    </section>
  );
}
