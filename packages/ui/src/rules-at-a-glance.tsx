import { Fragment, type ReactNode } from "react";

import type { GlanceText } from "./table-rules";

// The rules at a glance: no hooks, no "use client" and no card code of its own, so
// the rules page renders it on the server and the table's Rules tab in the browser
// (table-rules-panel.tsx), each drawing the cards its own way (cardPicture).

/**
 * The rules in thirty seconds and a cheat-sheet of the special cards (table-rules.ts:
 * summaryLines, cheatSheet; the words from the `rules` catalogue's `glance`), with
 * the full rules a link away.
 */
export function RulesAtAGlance({
  text,
  headingLevel = 2,
  fullRules = "/rules",
  cardPicture,
}: {
  text: GlanceText;
  headingLevel?: 2 | 3;
  /** Where the full rules are (null: this page is them). */
  fullRules?: string | null;
  /**
   * Draws a card of the cheat-sheet: the client component Card at the table, CardFace
   * with its label on the server (the rules page), so that page ships no card code.
   */
  cardPicture: (code: string) => ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="rules-glance" aria-label={text.label}>
      <Heading>{text.summaryTitle}</Heading>
      <ol className="rules-summary">
        {text.summary.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
      <Heading>{text.cheatTitle}</Heading>
      <dl className="cheat-sheet">
        {text.cheatSheet.map((entry) => (
          <div key={entry.name}>
            <dt>
              <span className="cards inline-cards">
                {/* Pictures, not cards in play: a player's own cards are found by data-card. */}
                {entry.cards.map((code, i) => (
                  <Fragment key={`${code}${i}`}>{cardPicture(code)}</Fragment>
                ))}
              </span>
              <span className="cheat-name">{entry.name}</span>
            </dt>
            <dd>{entry.does}</dd>
          </div>
        ))}
      </dl>
      {fullRules && (
        <p>
          <a href={fullRules}>{text.allRules}</a>
        </p>
      )}
    </section>
  );
}
