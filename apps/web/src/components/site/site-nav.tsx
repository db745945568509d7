"use client";

import { PageLink } from "~/components/common/page-link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";

import { useHydrated } from "./use-hydrated";

import type { HeaderIntl } from "./header-messages";
import { LanguageSwitcher } from "./language-switcher";
import { HeaderLinks, HeaderNotices, HeaderWho } from "./site-live";

/** The pages everyone can open, in the header's order, with their names' keys. */
const PAGES = [
  ["/rules", "rules"],
  ["/leaderboard", "leaderboard"],
  ["/championships", "championships"],
  ["/practice", "practice"],
  ["/puzzle", "puzzle"],
] as const;

/** The header's own words, said by the server (the root layout): no formatter for them here. */
export type SiteNavWords = Record<"main" | "menu" | (typeof PAGES)[number][1], string> & {
  language: string;
};

/**
 * The header of a page served without React (the rules: src/pages/rules.tsx): its live
 * parts said once by the server (static-header.tsx) — the links and who you are as they
 * stand — and the language switcher a form.
 */
export interface WithoutReact {
  links: ReactNode;
  who: ReactNode;
  language: ReactNode;
}

/** The menu button's icons: three lines, and a cross while the menu is open. */
const MENU_ICON = "M4 7h16M4 12h16M4 17h16";
const CLOSE_ICON = "M6 6l12 12M18 6L6 18";
const ICON_STROKE = {
  stroke: "currentColor",
  strokeWidth: "2.2",
  strokeLinecap: "round",
} as const;

/** Where the header stops folding its links into a menu: not globals.css's fold. */
const WIDE = "not (max-width: 1199px)";

/** Safari before 17 has no popovers: there the button toggles a class, as it used to. */
const hasPopovers = () =>
  typeof HTMLElement !== "undefined" && "popover" in HTMLElement.prototype;

/**
 * The header on every page: where to go, and who you are. One row at every width: on a
 * small screen the links fold into a menu, so a table keeps the height for the game.
 * Who you are shows once the page is the browser's (see useHydrated), from a file
 * loaded then with the API's client (site-live.tsx), not with the page. The language
 * switcher ends the row (or the menu).
 *
 * The menu is a popover the browser opens and closes itself: a tap on Menu works
 * before React has taken over the page's HTML (a click handler did nothing then, and
 * on a slow phone that is the first seconds of every page), and Escape or a tap
 * elsewhere closes it. React only follows it, for the icon and aria-expanded (left to
 * the browser until then: it knows a popover button's state), which on a page served
 * without React (`withoutReact`) it always is.
 */
export function SiteNav({
  words,
  intl,
  withoutReact,
}: {
  words: SiteNavWords;
  intl: HeaderIntl;
  withoutReact?: WithoutReact;
}) {
  const menu = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const element = menu.current;
    if (!element || !hasPopovers()) return;
    // It may have been opened before React was there to hear it.
    setOpen(element.matches(":popover-open"));
    // Widened past the fold, the links sit in the row again: a menu left open would
    // hang over the page.
    const wide = window.matchMedia(WIDE);
    const closeWhenWide = () => {
      if (wide.matches) element.hidePopover();
    };
    wide.addEventListener("change", closeWhenWide);
    return () => wide.removeEventListener("change", closeWhenWide);
  }, []);
  // Going somewhere closes the menu. The first render is not a navigation: a menu
  // opened before hydration stays open.
  const pathname = usePathname();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (hasPopovers()) menu.current?.hidePopover();
    else setOpen(false);
  }, [pathname]);
  const hydrated = useHydrated();

  return (
    <header className="site-nav">
      <PageLink href="/" className="brand">
        3UP 3DOWN
      </PageLink>
      {/* Outside the menu, so a challenge or a friend's news shows on a phone too. */}
      {hydrated && <HeaderNotices intl={intl} />}
      <button
        type="button"
        className="menu-button"
        aria-expanded={hydrated ? open : undefined}
        aria-controls="site-menu"
        popoverTarget="site-menu"
        onClick={() => {
          if (!hasPopovers()) setOpen(!open);
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          {withoutReact ? (
            // Both icons, the browser's popover state picks one (globals.css).
            <>
              <path className="menu-closed" d={MENU_ICON} {...ICON_STROKE} />
              <path className="menu-open" d={CLOSE_ICON} {...ICON_STROKE} />
            </>
          ) : (
            <path d={open ? CLOSE_ICON : MENU_ICON} {...ICON_STROKE} />
          )}
        </svg>
        {words.menu}
      </button>
      <div
        id="site-menu"
        ref={menu}
        className={`site-menu${open ? " open" : ""}`}
        popover="auto"
        onToggle={(event) => setOpen(event.newState === "open")}
      >
        <nav aria-label={words.main}>
          {PAGES.map(([href, name]) =>
            // The rules are served by the Pages Router without React (src/pages/rules.tsx):
            // a plain link. Link prefetched it on every page (the whole page rendered for
            // nothing) and then loaded it whole anyway, after a round trip.
            href === "/rules" ? (
              <a key={href} href={href}>
                {words[name]}
              </a>
            ) : (
              <PageLink key={href} href={href}>
                {words[name]}
              </PageLink>
            ),
          )}
          {withoutReact?.links}
          {hydrated && <HeaderLinks intl={intl} />}
        </nav>
        <div className="who">
          {withoutReact?.who}
          {hydrated && <HeaderWho intl={intl} />}
          {withoutReact ? (
            withoutReact.language
          ) : (
            <LanguageSwitcher label={words.language} locale={intl.locale} />
          )}
        </div>
      </div>
    </header>
  );
}
