import { PageLink } from "~/components/common/page-link";
import { getTranslations } from "next-intl/server";

import "./puzzle.css";

/** The home page's way to the daily puzzle: one line, the same for everyone. */
export async function PuzzleOffer() {
  const t = await getTranslations("puzzle");
  return (
    <aside className="puzzle-offer" aria-label={t("title")}>
      <p>
        <strong>{t("title")}</strong> {t("homeBlurb")}
      </p>
      <PageLink className="button" href="/puzzle">
        {t("homeLink")}
      </PageLink>
    </aside>
  );
}
