"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { signOut } from "next-auth/react";
import { useEffect, useState } from "react";

import { api } from "~/trpc/client";

import { useOnline } from "./use-online";

type Me = Awaited<ReturnType<typeof api.session.me.query>>;

/** The header on every page: where to go, and who you are. */
export function SiteNav() {
  const [me, setMe] = useState<Me | undefined>(undefined);
  const pathname = usePathname();
  const prefetch = useOnline() ? undefined : false;
  useEffect(() => {
    // Offline (practising) there is nobody to ask, and a failed request would be noise.
    if (!navigator.onLine) return setMe(null);
    void api.session.me.query().then(setMe, () => setMe(null));
  }, [pathname]);

  const leave = async () => {
    await signOut({ redirect: false });
    window.location.href = "/";
  };

  return (
    <header className="site-nav">
      <nav aria-label="main">
        <Link prefetch={prefetch} href="/" className="brand">
          3UP 3DOWN
        </Link>
        <Link prefetch={prefetch} href="/rules">
          Rules
        </Link>
        <Link prefetch={prefetch} href="/leaderboard">
          Leaderboard
        </Link>
        <Link prefetch={prefetch} href="/championships">
          Championships
        </Link>
        <Link prefetch={prefetch} href="/practice">
          Practice
        </Link>
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
    </header>
  );
}
