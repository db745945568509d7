import { SWAP_CHOICES, optionsOf, rulesSummary, type TableRules } from "./table-rules";

// "Rules at this table": the one-line summary, opening onto every option the ruleset
// offers with its setting, so nobody has to ask the host what was chosen.

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
    </details>
  );
}
