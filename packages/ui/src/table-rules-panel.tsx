import type { Ruleset } from "@3u3d/engine";

import { Card } from "./card";
import {
  RULES_AT_A_GLANCE,
  SWAP_CHOICES,
  optionsOf,
  rulesSummary,
  type TableRules,
} from "./table-rules";

// "Rules at this table": the one-line summary, opening onto every option the ruleset
// offers with its setting, so nobody has to ask the host what was chosen; then the
// rules at a glance (RulesAtAGlance, also the top of the rules page), one tap away.

export function TableRulesPanel({
  rules,
  open = false,
}: {
  rules: TableRules;
  /** Open from the start (the table's Rules tab, where it is all there is). */
  open?: boolean;
}) {
  const { options } = rules;
  const setting = (key: string): string => {
    if (key === "swap") return SWAP_CHOICES[options.swap].name;
    if (key === "colors")
      return options.colors.length === 7 ? "all seven" : options.colors.join(", ");
    return options[key as keyof typeof options] ? "on" : "off";
  };
  return (
    <details className="table-rules" open={open}>
      <summary>
        Rules at this table:{" "}
        <span data-testid="rules-summary">{rulesSummary(rules)}</span>
      </summary>
      <dl>
        {optionsOf(rules.ruleset).map((o) => (
          <div key={o.key}>
            <dt>{o.name}</dt>
            <dd>{setting(o.key)}</dd>
          </div>
        ))}
        <div>
          <dt>Decks</dt>
          <dd>{rules.decks === 2 ? "two, shuffled together" : "one"}</dd>
        </div>
      </dl>
      <RulesAtAGlance ruleset={rules.ruleset} headingLevel={3} />
    </details>
  );
}

/**
 * The rules in thirty seconds and a cheat-sheet of the special cards
 * (RULES_AT_A_GLANCE), with the full rules a link away.
 */
export function RulesAtAGlance({
  ruleset,
  headingLevel = 2,
  fullRules = "/rules",
}: {
  ruleset: Ruleset;
  headingLevel?: 2 | 3;
  /** Where the full rules are (null: this page is them). */
  fullRules?: string | null;
}) {
  const { summary, cheatSheet } = RULES_AT_A_GLANCE[ruleset];
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="rules-glance" aria-label="the rules at a glance">
      <Heading>The rules in 30 seconds</Heading>
      <ol className="rules-summary">
        {summary.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
      <Heading>Special cards</Heading>
      <dl className="cheat-sheet">
        {cheatSheet.map((entry) => (
          <div key={entry.name}>
            <dt>
              <span className="cards inline-cards">
                {entry.cards.map((code, i) => (
                  <Card key={`${code}${i}`} ruleset={ruleset} code={code} />
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
          <a href={fullRules}>All the rules</a>
        </p>
      )}
    </section>
  );
}
