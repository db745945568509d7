"use client";

import { BOT_LEVELS, type BotLevel } from "@3u3d/ai/levels";

// Who sits in the other seats of a new table or championship: a friend (who joins by
// the invite link) or a bot of a chosen level. One picker for both forms.

export type SeatChoice = "human" | BotLevel;

/** The seats as the API takes them: you first, then the others in order. */
export function seatsFor(others: readonly SeatChoice[]) {
  return [
    { kind: "human" as const },
    ...others.map((o) =>
      o === "human" ? { kind: "human" as const } : { kind: "bot" as const, level: o },
    ),
  ];
}

export function SeatChoices({
  others,
  onChange,
  maxSeats,
}: {
  others: readonly SeatChoice[];
  onChange: (others: SeatChoice[]) => void;
  /** Seats the rules allow, yours included. */
  maxSeats: number;
}) {
  return (
    <fieldset>
      <legend>Seats (you sit in the first)</legend>
      {others.map((o, i) => (
        <div key={i} className="seat-choice">
          <label>
            Seat {i + 2}{" "}
            <select
              value={o}
              onChange={(e) =>
                onChange(
                  others.map((x, j) => (j === i ? (e.target.value as SeatChoice) : x)),
                )
              }
            >
              <option value="human">A friend</option>
              {BOT_LEVELS.map((b) => (
                <option key={b.level} value={b.level}>
                  Bot: {b.name}
                </option>
              ))}
            </select>
          </label>
          {others.length > 1 && (
            <button
              type="button"
              onClick={() => onChange(others.filter((_, j) => j !== i))}
            >
              Remove
            </button>
          )}
        </div>
      ))}
      {others.length < maxSeats - 1 && (
        <button type="button" onClick={() => onChange([...others, "heuristic"])}>
          Add a seat
        </button>
      )}
    </fieldset>
  );
}
