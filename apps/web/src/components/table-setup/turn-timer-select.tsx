"use client";

/** The turn timers a table may have, in seconds (0: none), with their names. */
const TURN_TIMERS = [
  [0, "none"],
  [30, "30 s"],
  [60, "60 s"],
  [120, "2 min"],
] as const;

/** The "Turn timer" choice of the table and challenge forms; 0 is no timer. */
export function TurnTimerSelect({
  seconds,
  onChange,
}: {
  seconds: number;
  onChange: (seconds: number) => void;
}) {
  return (
    <label>
      Turn timer{" "}
      <select value={seconds} onChange={(e) => onChange(Number(e.target.value))}>
        {TURN_TIMERS.map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
