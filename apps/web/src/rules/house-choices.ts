// The house choices: where our rules settle or change what the publisher's texts say
// (docs/rules.md, part F), each marked "Our choice" on the rules page inside the section
// of the rule it belongs to, with a one-line reason that quotes the publisher's words
// (the `rules` catalogue's `house.<key>`). Issue #66: a player holding the box should
// never take one of our decisions for the publisher's.

export interface HouseChoice {
  /** The reason's key: `rules.house.<key>`. */
  key: "colours" | "clearsOne" | "refill" | "palaceFour" | "tieBreaks" | "drawInstead";
  /** The rules page's section (its element id) that the mark stands in. */
  section: "deck" | "clears" | "scoring" | "palace" | "options";
  /** The rule in docs/rules.md. */
  rule: string;
}

export const HOUSE_CHOICES: readonly HouseChoice[] = [
  { key: "colours", section: "deck", rule: "R-DECK" },
  { key: "clearsOne", section: "clears", rule: "R-CLEAR" },
  { key: "refill", section: "clears", rule: "R-BONUS" },
  { key: "tieBreaks", section: "scoring", rule: "R-CHAMP" },
  { key: "palaceFour", section: "palace", rule: "R-P-FOUR" },
  { key: "drawInstead", section: "options", rule: "E-DRAW" },
];

/** The house choices that belong in one section of the page, in order. */
export const houseChoicesIn = (section: HouseChoice["section"]) =>
  HOUSE_CHOICES.filter((choice) => choice.section === section);
