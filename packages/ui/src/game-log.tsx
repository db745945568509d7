"use client";

import { memo, useEffect, useRef } from "react";

import type { GameEvent, Ruleset } from "@3u3d/engine";

import { useTranslations } from "use-intl";

import { Card } from "./card";
import { eventLabel, type Names } from "./event-label";
import { useSay } from "./use-say";

// The history of the game, newest at the bottom, numbered by the events' own sequence
// (so a line keeps its number), with small pictures of the cards each line names.

const pictured = (e: GameEvent) =>
  e.type === "play" ? e.cards : e.type === "draw" ? (e.cards ?? []) : [];

export function GameLog({
  ruleset,
  events,
  names,
}: {
  ruleset: Ruleset;
  events: readonly GameEvent[];
  names: Names;
}) {
  const t = useTranslations("table");
  const say = useSay();
  const list = useRef<HTMLOListElement>(null);
  const newest = events.at(-1)?.seq;
  // Follow the newest line, as a chat does.
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newest]);
  return (
    <section aria-label={t("log.region")} className="log">
      <h2>{t("log.heading")}</h2>
      {events.length === 0 && <p className="log-empty">{t("log.empty")}</p>}
      <ol ref={list} tabIndex={0} aria-label={t("log.list")} hidden={events.length === 0}>
        {events.map((e) => (
          <LogLine
            key={e.seq}
            event={e}
            ruleset={ruleset}
            label={say(eventLabel(ruleset, e, names))}
          />
        ))}
      </ol>
    </section>
  );
}

// A line never changes once written: re-rendering a long game's history (with its card
// pictures) for every new position is what made frames long, so lines are memoised.
const LogLine = memo(
  function LogLine({
    event,
    ruleset,
    label,
  }: {
    event: GameEvent;
    ruleset: Ruleset;
    label: string;
  }) {
    const cards = pictured(event);
    return (
      <li value={event.seq}>
        <span>{label}</span>
        {cards.length > 0 && (
          <span className="cards mini" aria-hidden="true">
            {cards.map((c, i) => (
              <Card key={`${c}${i}`} ruleset={ruleset} code={c} picture />
            ))}
          </span>
        )}
      </li>
    );
  },
  (a, b) => a.event.seq === b.event.seq && a.label === b.label && a.ruleset === b.ruleset,
);
