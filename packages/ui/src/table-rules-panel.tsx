import { useTranslations } from "use-intl";

import type { Ruleset } from "@3u3d/engine";

import { Card } from "./card";
import {
  SWAP_CHOICES,
  glanceText,
  optionsOf,
  rulesSummary,
  type GlanceText,
  type TableRules,
} from "./table-rules";
import { useSay } from "./use-say";

// "Rules at this table": the one-line summary, opening onto every option the ruleset
// offers with its setting, so nobody has to ask the host what was chosen; then the
// rules at a glance (RulesAtAGlance, also the top of the rules page), one tap away,
// said for this table's options (glanceText) so every line is true where it is read.

export function TableRulesPanel({
  rules,
  open = false,
}: {
  rules: TableRules;
  /** Open from the start (the table's Rules tab, where it is all there is). */
  open?: boolean;
}) {
  const { options } = rules;
  const say = useSay();
  const t = useTranslations("options.panel");
  const glance = useTranslations("rules.glance");
  const colours = useTranslations("tableSetup.options.colour");
  const setting = (key: string): string => {
    if (key === "swap") return say(SWAP_CHOICES[options.swap].name);
    if (key === "colors")
      return options.colors.length === 7
        ? t("allColours")
        : options.colors.map((c) => colours(c as never)).join(", ");
    return options[key as keyof typeof options] ? t("on") : t("off");
  };
  return (
    <details className="table-rules" open={open}>
      <summary>
        {t("title")} <span data-testid="rules-summary">{say(rulesSummary(rules))}</span>
      </summary>
      <dl>
        {optionsOf(rules.ruleset).map((o) => (
          <div key={o.key}>
            <dt>{say(o.name)}</dt>
            <dd>{setting(o.key)}</dd>
          </div>
        ))}
        <div>
          <dt>{t("decks")}</dt>
          <dd>{rules.decks === 2 ? t("twoDecks") : t("oneDeck")}</dd>
        </div>
      </dl>
      <RulesAtAGlance
        ruleset={rules.ruleset}
        text={glanceText(rules.ruleset, (key) => glance(key as never), options)}
        headingLevel={3}
      />
    </details>
  );
}

/**
 * The rules in thirty seconds and a cheat-sheet of the special cards (table-rules.ts:
 * summaryLines, cheatSheet; the words from the `rules` catalogue's `glance`), with
 * the full rules a link away.
 */
export function RulesAtAGlance({
  ruleset,
  text,
  headingLevel = 2,
  fullRules = "/rules",
}: {
  ruleset: Ruleset;
  text: GlanceText;
  headingLevel?: 2 | 3;
  /** Where the full rules are (null: this page is them). */
  fullRules?: string | null;
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
                  <Card key={`${code}${i}`} ruleset={ruleset} code={code} picture />
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
