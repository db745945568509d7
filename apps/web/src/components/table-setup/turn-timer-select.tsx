"use client";

import { useFormatter, useTranslations } from "next-intl";

import {
  DEFAULT_TURN_TIMER_SECONDS,
  TURN_TIMERS,
  waitsForMoves,
} from "@3u3d/api/turn-timer-choices";

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
  const t = useTranslations("tableSetup.timer");
  const format = useFormatter();
  const live = TURN_TIMERS.filter((t) => !waitsForMoves(t.seconds));
  const waiting = TURN_TIMERS.filter((t) => waitsForMoves(t.seconds));
  // "5 minutes", "1 day": the number and unit in the reader's language.
  const label = ({ seconds }: (typeof TURN_TIMERS)[number]) => {
    const [amount, unit] =
      seconds % 86_400 === 0
        ? [seconds / 86_400, "day"]
        : seconds % 3600 === 0
          ? [seconds / 3600, "hour"]
          : seconds % 60 === 0
            ? [seconds / 60, "minute"]
            : [seconds, "second"];
    const words = format.number(amount, { style: "unit", unit, unitDisplay: "long" });
    return seconds === DEFAULT_TURN_TIMER_SECONDS ? t("default", { time: words }) : words;
  };
  return (
    <label>
      {t("label")}{" "}
      <select
        value={value ?? DEFAULT_TURN_TIMER_SECONDS}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        <optgroup label={t("live")}>
          {live.map((t) => (
            <option key={t.seconds} value={t.seconds}>
              {label(t)}
            </option>
          ))}
        </optgroup>
        <optgroup label={t("waiting")}>
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
