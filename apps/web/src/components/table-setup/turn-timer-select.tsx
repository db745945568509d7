"use client";

import { TURN_TIMERS, waitsForMoves } from "@3u3d/api/turn-timers";

/**
 * How long each move may take: none, a live timer for a game in one sitting, or a
 * day-long one for a game that waits for its players between moves. The choices are
 * the server's own list, so nothing offered here can be refused.
 */
export function TurnTimerSelect({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (seconds: number | null) => void;
}) {
  const live = TURN_TIMERS.filter((t) => !waitsForMoves(t.seconds));
  const waiting = TURN_TIMERS.filter((t) => waitsForMoves(t.seconds));
  return (
    <label>
      Time per move{" "}
      <select
        value={value ?? 0}
        onChange={(e) => {
          const seconds = Number(e.target.value);
          onChange(seconds > 0 ? seconds : null);
        }}
      >
        <option value={0}>no limit</option>
        <optgroup label="Play in one sitting">
          {live.map((t) => (
            <option key={t.seconds} value={t.seconds}>
              {t.label}
            </option>
          ))}
        </optgroup>
        <optgroup label="A move now and then">
          {waiting.map((t) => (
            <option key={t.seconds} value={t.seconds}>
              {t.label}
            </option>
          ))}
        </optgroup>
      </select>
    </label>
  );
}
