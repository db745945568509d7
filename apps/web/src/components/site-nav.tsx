"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { signOut } from "next-auth/react";
import { useEffect, useState } from "react";

import { api } from "~/trpc/client";

type Me = Awaited<ReturnType<typeof api.session.me.query>>;

/** The header on every page: where to go, and who you are. */
export function SiteNav() {
  const [me, setMe] = useState<Me | undefined>(undefined);
  const pathname = usePathname();
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
        <Link href="/" className="brand">
          3UP 3DOWN
        </Link>
        <Link href="/rules">Rules</Link>
        <Link href="/leaderboard">Leaderboard</Link>
        <Link href="/championships">Championships</Link>
        <Link href="/practice">Practice</Link>
        {me && <Link href="/profile">My games</Link>}
      </nav>
      <div className="who">
        {me === undefined ? null : me && !me.guest ? (
          <>
            <Link href="/account" title="Your account">
              {me.name}
            </Link>
            <button type="button" onClick={() => void leave()}>
              Sign out
            </button>
          </>
        ) : (
          <>
            {me?.guest && (
              <Link href="/account" title="Change your name">
                {me.name} (guest)
              </Link>
            )}
            <Link href="/signin">Sign in</Link>
            <Link href="/signup">Sign up</Link>
          </>
        )}
      </div>
    </header>
  );
}
