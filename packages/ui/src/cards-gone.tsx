"use client";

import { useState } from "react";

import { cardInfo } from "@3u3d/engine";
import type { PlayerView } from "@3u3d/engine";

import { useTranslations } from "use-intl";

import { Card } from "./card";
import { handOrder } from "./hand";

// Every card that has left the game, by rank: the bots remember them all, so the table
// shows them to everyone (fair memory).

export function CardsGone({ view }: { view: PlayerView }) {
  // Drawn only while open: a long game removes dozens of cards.
  const t = useTranslations("table");
  const [open, setOpen] = useState(false);
  const removed = view.removed;
  const order = handOrder(view.ruleset, removed);
  const rows = new Map<number, string[]>();
  for (const i of order) {
    const code = removed[i] ?? "";
    const group = cardInfo(view.ruleset, code)?.group ?? 0;
    rows.set(group, [...(rows.get(group) ?? []), code]);
  }
  return (
    <details
      className="cards-gone"
      id="cards-gone"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary>{t("cardsGone.summary", { count: removed.length })}</summary>
      {!open ? null : removed.length === 0 ? (
        <p>{t("cardsGone.none")}</p>
      ) : (
        <ul>
          {[...rows.values()].map((codes) => (
            <li key={codes[0]} className="cards mini">
              {codes.map((c, i) => (
                <Card key={`${c}${i}`} ruleset={view.ruleset} code={c} picture />
              ))}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
