"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";

import { api } from "~/trpc/client";

import { useOnline } from "./use-online";

type Me = Awaited<ReturnType<typeof api.session.me.query>>;

/** The pages everyone can open, in the header's order. */
const PAGES = [
  ["/rules", "Rules"],
  ["/leaderboard", "Leaderboard"],
  ["/championships", "Championships"],
  ["/practice", "Practice"],
] as const;

/**
 * The header on every page: where to go, and who you are. One row at every width: on a
 * small screen the links fold into a menu, so a table keeps the height for the game.
 */
export function SiteNav() {
  const [me, setMe] = useState<Me | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  // Going somewhere closes the menu.
  useEffect(() => setOpen(false), [pathname]);
  const prefetch = useOnline() ? undefined : false;
  useEffect(() => {
    // Offline (practising) there is nobody to ask, and a failed request would be noise.
    if (!navigator.onLine) return setMe(null);
    void api.session.me.query().then(setMe, () => setMe(null));
  }, [pathname]);

  const leave = async () => {
    // Loaded on the click: Auth.js's browser client is not needed to show any page.
    const { signOut } = await import("next-auth/react");
    await signOut({ redirect: false });
    window.location.href = "/";
  };

  return (
    <header className="site-nav">
      <Link prefetch={prefetch} href="/" className="brand">
        3UP 3DOWN
      </Link>
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
        Menu
      </button>
      <div id="site-menu" className={`site-menu${open ? " open" : ""}`}>
        <nav aria-label="main">
          {PAGES.map(([href, name]) => (
            <Link key={href} prefetch={prefetch} href={href}>
              {name}
            </Link>
          ))}
          {me && (
            <Link prefetch={prefetch} href="/profile">
              My games
            </Link>
          )}
        </nav>
        <div className="who">
          {me === undefined ? null : me && !me.guest ? (
            <>
              <Link prefetch={prefetch} href="/account" title="Your account">
                {me.name}
              </Link>
              <button type="button" onClick={() => void leave()}>
                Sign out
              </button>
            </>
          ) : (
            <>
              {me?.guest && (
                <Link prefetch={prefetch} href="/account" title="Change your name">
                  {me.name} (guest)
                </Link>
              )}
              <Link prefetch={prefetch} href="/signin">
                Sign in
              </Link>
              <Link prefetch={prefetch} href="/signup">
                Sign up
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
