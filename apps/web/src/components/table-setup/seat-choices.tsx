"use client";

import { BOT_LEVELS, botRating, type BotLevel } from "@3u3d/ai/levels";
import type { Ruleset } from "@3u3d/engine";

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
  ruleset,
  others,
  onChange,
  maxSeats,
}: {
  /** The bots' strengths are shown for this ruleset. */
  ruleset: Ruleset;
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
                  Bot: {b.name} ({botRating(ruleset, b.level)})
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
      <BotGuide ruleset={ruleset} />
    </fieldset>
  );
}

/**
 * What each bot level does and how strong it is: its rating on the leaderboard's scale,
 * measured by playing every level against every other (the bot ladder).
 */
export function BotGuide({ ruleset }: { ruleset: Ruleset }) {
  return (
    <details className="bot-guide">
      <summary>About the bots</summary>
      <p>
        Each bot&apos;s rating is on the leaderboard&apos;s scale (a new player starts at
        1500), measured in thousands of one-on-one games between the bots. With more
        players at the table, luck counts for more and the bots are closer together, so
        your rating changes less for beating them.
      </p>
      <dl>
        {BOT_LEVELS.map((b) => (
          <div key={b.level}>
            <dt>
              {b.name} · {botRating(ruleset, b.level)}
            </dt>
            <dd>{b.description}</dd>
          </div>
        ))}
      </dl>
      <p>
        If a game goes round in circles, with the same cards passing back and forth for
        hundreds of turns, the bots now and then play something unexpected so that the
        game ends instead of stopping at the turn limit.
      </p>
    </details>
  );
}
