import { PageLink } from "~/components/common/page-link";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

import { CardFace, cardLabel, type CardProps } from "@3u3d/ui/card-face";

import { getSay } from "~/i18n/server-say";

// "Play now" asks the API: it comes with the home page's other such parts.
import { PlayNow } from "~/components/home/home-islands";

// The first screen of the home page: what the game looks like, one line on what it is,
// and the ways in as big buttons. A server component: the picture is the table's
// own SVG cards (CardFace) rendered into the HTML, so it shows before any JavaScript
// runs and adds none (only "Play now" is a client component, in its own chunk:
// components/home/home-islands.tsx).

const RULESET = "3up3down";

type Say = Awaited<ReturnType<typeof getSay>>;

/** A card of the picture, drawn on the server and named in the reader's language. */
function Card({ say, ...card }: CardProps & { say: Say }) {
  return <CardFace {...card} label={say(cardLabel(card))} />;
}

/**
 * A small table, as a still picture: an opponent's face-down cards under their face-up
 * ones, the draw pile and the pile (two 7s on a 5: one more 7 clears it), your own
 * table cards, and your hand as a fan with the third 7 in it.
 */
/** A seat's three table cards: each face up on its face-down card. */
function TableCards({
  className,
  codes,
  say,
}: {
  className: string;
  codes: string[];
  say: Say;
}) {
  return (
    <div className={`scene-row ${className}`} aria-hidden="true">
      {codes.map((code) => (
        <span key={code} className="scene-stack">
          <Card say={say} ruleset={RULESET} hidden picture />
          <Card say={say} ruleset={RULESET} code={code} picture />
        </span>
      ))}
    </div>
  );
}

function TableScene({ label, say }: { label: string; say: Say }) {
  return (
    <div className="hero-scene" role="img" aria-label={label}>
      <TableCards className="scene-opponent" codes={["3b", "8p", "Ck"]} say={say} />
      <div className="scene-row scene-centre" aria-hidden="true">
        <span className="scene-draw">
          <Card say={say} ruleset={RULESET} hidden picture />
          <Card say={say} ruleset={RULESET} hidden picture />
          <Card say={say} ruleset={RULESET} hidden picture />
        </span>
        <span className="scene-pile">
          <Card say={say} ruleset={RULESET} code="5o" picture />
          <Card say={say} ruleset={RULESET} code="7r" picture />
          <Card say={say} ruleset={RULESET} code="7b" picture />
        </span>
      </div>
      <TableCards className="scene-yours" codes={["4g", "10y", "C1p"]} say={say} />
      <div className="scene-hand" aria-hidden="true">
        <Card say={say} ruleset={RULESET} code="7g" picture />
        <Card say={say} ruleset={RULESET} code="Cr" picture />
        <Card say={say} ruleset={RULESET} code="9k" picture />
      </div>
    </div>
  );
}

export async function HomeHero({ nameField }: { nameField: ReactNode }) {
  const t = await getTranslations("home");
  return (
    <section className="hero" aria-labelledby="home-title">
      <h1 id="home-title">3UP 3DOWN</h1>
      <p className="hero-line">{t("heroLine")}</p>
      <TableScene label={t("sceneLabel")} say={await getSay()} />
      <div className="hero-actions">
        <PlayNow />
        <a className="button big" href="#play-a-person">
          {t("playAPerson")}
        </a>
        <a className="button big" href="#new-table">
          {t("playWithFriends")}
        </a>
        {/* A plain link: the rules are not an App Router page (src/pages/rules.tsx), so
            Link's prefetch rendered the whole page for nothing on every visit here. */}
        <a className="button big" href="/rules">
          {t("learnRules")}
        </a>
        <PageLink className="button big" href="/practice">
          {t("practiceOffline")}
        </PageLink>
      </div>
      <div className="hero-name">{nameField}</div>
    </section>
  );
}
