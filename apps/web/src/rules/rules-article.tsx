import type { ReactNode } from "react";
import { createTranslator } from "next-intl";

import type { Locale, Messages } from "@3u3d/i18n";
import { listJoiner, say, type Speaker } from "@3u3d/i18n/msg";
import { RulesAtAGlance } from "@3u3d/ui/rules-at-a-glance";
import { glanceText } from "@3u3d/ui/table-rules";
import { CardFace, cardLabel } from "@3u3d/ui/card-face";

import { houseChoicesIn, type HouseChoice } from "./house-choices";

/** Card pictures inside a sentence: the message's `<cards>6r 6g</cards>` names them. */
const Cards = ({
  codes,
  ruleset = "3up3down",
  label,
}: {
  codes: string[];
  ruleset?: "3up3down" | "palace";
  label: (ruleset: "3up3down" | "palace", code: string) => string;
}) => (
  <span className="cards inline-cards">
    {codes.map((c, i) => (
      <CardFace key={`${c}${i}`} ruleset={ruleset} code={c} label={label(ruleset, c)} />
    ))}
  </span>
);

// t.rich hands a tag's content over as its chunks: here only the card codes, as text.
const codesIn = (chunks: ReactNode) =>
  (Array.isArray(chunks) ? chunks : [chunks])
    .filter((chunk): chunk is string => typeof chunk === "string")
    .join(" ")
    .trim()
    .split(/\s+/);

function Rule({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className="rule">
      <h3>{title}</h3>
      {children}
    </section>
  );
}

/** The table options in docs/rules.md's order, each with its paragraph here. */
const OPTION_KEYS = [
  "continueAfterWinner",
  "drawInsteadOfPlay",
  "reverseOnOne",
  "swap",
  "colorFour",
  "colors",
  "equalAllowed",
  "scoreTableCards",
] as const;

// The rules in our own words, in the reader's language (the `rules` catalogue): at a
// glance first (the summary and cheat-sheet the table's Rules tab shows too), then in
// full, each house choice marked as ours where it applies (house-choices.ts).
// docs/rules.md is the complete version with rule ids, and the README's "How to play"
// says the same in fewer words.
// HTML only: the rules page (src/pages/rules.tsx) renders it on the server and sends no
// JavaScript with it (issue #65), so no hooks here; the cards are drawn into the HTML
// (CardFace), named with a translator made here.
export function RulesArticle({
  locale,
  messages,
}: {
  locale: Locale;
  messages: Messages;
}) {
  const t = createTranslator({ locale, messages, namespace: "rules" });
  const all = createTranslator({ locale, messages });
  const speaker: Speaker = {
    t: (id, values) => all(id as never, values as never),
    list: listJoiner(locale),
  };
  const label = (ruleset: "3up3down" | "palace", code: string) =>
    say(speaker, cardLabel({ ruleset, code }));
  const cards = (chunks: ReactNode) => <Cards codes={codesIn(chunks)} label={label} />;
  const palaceCards = (chunks: ReactNode) => (
    <Cards ruleset="palace" codes={codesIn(chunks)} label={label} />
  );
  const glance = createTranslator({ locale, messages, namespace: "rules.glance" });
  // The options' names as the table's forms say them (the `options` catalogue).
  const optionNames = createTranslator({ locale, messages, namespace: "options" });
  const optionName = (key: string) => optionNames(`${key}.name` as never);
  // Our decisions where the publisher's texts differ or are silent, marked where they
  // apply (house-choices.ts), so nobody takes them for the box's rules.
  const house = (section: HouseChoice["section"]) =>
    houseChoicesIn(section).map(({ key }) => (
      <p key={key} className="house-choice" data-house={key}>
        <span className="house-mark">{t("house.mark")}</span> {t(`house.${key}`)}
      </p>
    ));
  return (
    <main className="rules">
      <h1>{t("title")}</h1>
      <p className="pitch">{t("pitch")}</p>
      <p className="learn-link">
        {t.rich("learn", { link: (chunks) => <a href="/learn">{chunks}</a> })}
      </p>
      <RulesAtAGlance
        text={glanceText("3up3down", (key) =>
          glance(key as Parameters<typeof glance>[0]),
        )}
        fullRules={null}
        cardPicture={(code) => (
          <CardFace
            ruleset="3up3down"
            code={code}
            picture
            label={label("3up3down", code)}
          />
        )}
      />

      <h2>{t("full")}</h2>
      <Rule id="deck" title={t("deck.title")}>
        <p>{t.rich("deck.colours", { cards })}</p>
        <p>{t("deck.decks")}</p>
        {house("deck")}
      </Rule>
      <Rule id="deal" title={t("deal.title")}>
        <p>{t("deal.choose")}</p>
        <p>{t("deal.start")}</p>
      </Rule>
      <Rule id="turn" title={t("turn.title")}>
        <p>{t.rich("turn.play", { cards })}</p>
        <p>{t("turn.must")}</p>
      </Rule>
      <Rule id="clears" title={t("clears.title")}>
        <p>{t.rich("clears.cards", { cards })}</p>
        <p>{t("clears.extra")}</p>
        {house("clears")}
      </Rule>
      <Rule id="triples" title={t("triples.title")}>
        <p>{t.rich("triples.text", { cards })}</p>
      </Rule>
      <Rule id="table-cards" title={t("tableCards.title")}>
        <p>{t("tableCards.text")}</p>
      </Rule>
      <Rule id="scoring" title={t("scoring.title")}>
        <p>{t("scoring.points")}</p>
        <p>{t("scoring.championships")}</p>
        {house("scoring")}
      </Rule>
      <Rule id="leaving" title={t("leaving.title")}>
        <p>{t("leaving.text")}</p>
      </Rule>
      <Rule id="hints" title={t("hints.title")}>
        <p>{t("hints.text")}</p>
      </Rule>
      <Rule id="stalemate" title={t("stalemate.title")}>
        <p>{t("stalemate.text")}</p>
      </Rule>

      <h2>{t("palace.title")}</h2>
      <section id="palace" className="rule">
        <p>{t("palace.intro")}</p>
        <ul>
          <li>{t("palace.order")}</li>
          <li>{t.rich("palace.two", { cards: palaceCards })}</li>
          <li>{t.rich("palace.three", { cards: palaceCards })}</li>
          <li>{t.rich("palace.seven", { cards: palaceCards })}</li>
          <li>{t.rich("palace.ten", { cards: palaceCards })}</li>
          <li>{t("palace.four")}</li>
          <li>{t.rich("palace.end", { cards: palaceCards })}</li>
        </ul>
        {house("palace")}
      </section>

      <h2>{t("options.title")}</h2>
      <dl id="options">
        {OPTION_KEYS.map((key) => (
          <div key={key}>
            <dt>{optionName(key)}</dt>
            <dd>
              {t(`options.${key}`)}
              {key === "drawInsteadOfPlay" && house("options")}
            </dd>
          </div>
        ))}
      </dl>
    </main>
  );
}
