"use client";

import { useTranslations } from "next-intl";

import { BOT_LEVELS, botRating, type BotLevel } from "@3u3d/ai/levels";
import type { Ruleset } from "@3u3d/engine";

import type { TableChoices } from "./use-table-choices";

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

/** The other seats of `choices`, as many as its ruleset allows; bots' strengths for it. */
export function SeatChoices({ choices }: { choices: TableChoices }) {
  const { ruleset, others, maxSeats } = choices;
  const onChange = choices.setOthers;
  const t = useTranslations("tableSetup.seats");
  const bots = useTranslations("bots");
  return (
    <fieldset>
      <legend>{t("legend")}</legend>
      {others.map((o, i) => (
        <div key={i} className="seat-choice">
          <label>
            {t("seat", { number: i + 2 })}{" "}
            <select
              value={o}
              onChange={(e) =>
                onChange(
                  others.map((x, j) => (j === i ? (e.target.value as SeatChoice) : x)),
                )
              }
            >
              <option value="human">{t("friend")}</option>
              {BOT_LEVELS.map((b) => (
                <option key={b.level} value={b.level}>
                  {t("bot", {
                    name: bots(`${b.level}.name`),
                    rating: botRating(ruleset, b.level),
                  })}
                </option>
              ))}
            </select>
          </label>
          {others.length > 1 && (
            <button
              type="button"
              onClick={() => onChange(others.filter((_, j) => j !== i))}
            >
              {t("remove")}
            </button>
          )}
        </div>
      ))}
      {others.length < maxSeats - 1 && (
        <button type="button" onClick={() => onChange([...others, "heuristic"])}>
          {t("add")}
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
  const t = useTranslations("bots.guide");
  const bots = useTranslations("bots");
  return (
    <details className="bot-guide">
      <summary>{t("summary")}</summary>
      <p>{t("ratings", { start: 1500 })}</p>
      <dl>
        {BOT_LEVELS.map((b) => (
          <div key={b.level}>
            <dt>
              {bots(`${b.level}.name`)} · {botRating(ruleset, b.level)}
            </dt>
            <dd>{bots(`${b.level}.description`)}</dd>
          </div>
        ))}
      </dl>
      <p>{t("circles")}</p>
    </details>
  );
}
