import type { SiteNavWords } from "./site-nav";

/** The `site` catalogue's keys the header says. */
type NavKey = `nav.${keyof Omit<SiteNavWords, "language">}` | "language";

/**
 * The header's own words (SiteNav's `words`), said with the `site` namespace's
 * translator: the App Router's root layout and the rules page (Pages Router) say them
 * alike.
 */
export const navWords = (t: (key: NavKey) => string): SiteNavWords => ({
  main: t("nav.main"),
  menu: t("nav.menu"),
  rules: t("nav.rules"),
  leaderboard: t("nav.leaderboard"),
  championships: t("nav.championships"),
  practice: t("nav.practice"),
  puzzle: t("nav.puzzle"),
  language: t("language"),
});
