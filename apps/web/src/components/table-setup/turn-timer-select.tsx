"use client";

import {
  DEFAULT_TURN_TIMER_SECONDS,
  TURN_TIMERS,
  waitsForMoves,
} from "@3u3d/api/turn-timers";

/**
 * How long each move may take: a live timer for a game in one sitting, or a day-long
 * one for a game that waits for its players between moves. Every table has one (a
 * player who stops moving cannot hold a rated game for ever), so there is no "no
 * limit": nothing chosen (null) is the default, shown as such. The choices are the
 * server's own list, so nothing offered here can be refused.
 */
export function TurnTimerSelect({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (seconds: number) => void;
}) {
  const live = TURN_TIMERS.filter((t) => !waitsForMoves(t.seconds));
  const waiting = TURN_TIMERS.filter((t) => waitsForMoves(t.seconds));
  const label = (t: (typeof TURN_TIMERS)[number]) =>
    t.seconds === DEFAULT_TURN_TIMER_SECONDS ? `${t.label} (default)` : t.label;
  return (
    <label>
      Time per move{" "}
      <select
        value={value ?? DEFAULT_TURN_TIMER_SECONDS}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        <optgroup label="Play in one sitting">
          {live.map((t) => (
            <option key={t.seconds} value={t.seconds}>
              {label(t)}
            </option>
          ))}
        </optgroup>
        <optgroup label="A move now and then">
          {waiting.map((t) => (
            <option key={t.seconds} value={t.seconds}>
              {label(t)}
            </option>
          ))}
        </optgroup>
      </select>
    </label>
  );
}
