"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import { useHydrated } from "./use-hydrated";
import { useOnline } from "./use-online";
import { ChallengeBadge } from "~/components/friends/challenge-badge";

import { LanguageSwitcher } from "./language-switcher";
import { FriendsLink, MyGamesLink, Who } from "./who";

/** The pages everyone can open, in the header's order, with their names' keys. */
const PAGES = [
  ["/rules", "rules"],
  ["/leaderboard", "leaderboard"],
  ["/championships", "championships"],
  ["/practice", "practice"],
] as const;

/**
 * The header on every page: where to go, and who you are. One row at every width: on a
 * small screen the links fold into a menu, so a table keeps the height for the game.
 * Who you are shows once the page is the browser's (see useHydrated). The language
 * switcher ends the row (or the menu).
 */
export function SiteNav() {
  const t = useTranslations("site.nav");
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  // Going somewhere closes the menu.
  useEffect(() => setOpen(false), [pathname]);
  const hydrated = useHydrated();
  const prefetch = useOnline() ? undefined : false;

  return (
    <header className="site-nav">
      <Link prefetch={prefetch} href="/" className="brand">
        3UP 3DOWN
      </Link>
      {/* Outside the menu, so a challenge shows on a phone too. */}
      {hydrated && <ChallengeBadge />}
      <button
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls="site-menu"
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d={open ? "M6 6l12 12M18 6L6 18" : "M4 7h16M4 12h16M4 17h16"}
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
        </svg>
        {t("menu")}
      </button>
      <div id="site-menu" className={`site-menu${open ? " open" : ""}`}>
        <nav aria-label={t("main")}>
          {PAGES.map(([href, name]) => (
            <Link key={href} prefetch={prefetch} href={href}>
              {t(name)}
            </Link>
          ))}
          {hydrated && <MyGamesLink prefetch={prefetch} />}
          {hydrated && <FriendsLink prefetch={prefetch} />}
        </nav>
        <div className="who">
          {hydrated && <Who prefetch={prefetch} />}
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  );
}
