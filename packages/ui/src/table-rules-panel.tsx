import { useTranslations } from "use-intl";

import { Card } from "./card";
import {
  SWAP_CHOICES,
  glanceText,
  optionsOf,
  rulesSummary,
  type TableRules,
} from "./table-rules";
import { RulesAtAGlance } from "./rules-at-a-glance";
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
        text={glanceText(rules.ruleset, (key) => glance(key as never), options)}
        headingLevel={3}
        cardPicture={(code) => <Card ruleset={rules.ruleset} code={code} picture />}
      />
    </details>
  );
}
