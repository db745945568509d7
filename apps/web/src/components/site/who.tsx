"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";

import { useTRPC } from "~/trpc/react";

import { useOnline } from "./use-online";

/**
 * Who the browser is: undefined until known, null for nobody yet (and offline, where
 * there is nobody to ask, or when the server cannot answer: the way in is shown). The
 * cached `session.me`, so renaming yourself or signing in shows here at once (those
 * mutations invalidate it).
 */
export function useMe() {
  const trpc = useTRPC();
  const online = useOnline();
  const session = useQuery({ ...trpc.session.me.queryOptions(), enabled: online });
  return !online || session.isError ? null : session.data;
}

type Prefetch = false | undefined;

/** "My games", once the browser has a player. */
export function MyGamesLink({ prefetch }: { prefetch: Prefetch }) {
  const me = useMe();
  return me ? (
    <Link prefetch={prefetch} href="/profile">
      My games
    </Link>
  ) : null;
}

/** "Friends", for an account (guests are offered it on the page itself, as a reason to sign up). */
export function FriendsLink({ prefetch }: { prefetch: Prefetch }) {
  const me = useMe();
  return me && !me.guest ? (
    <Link prefetch={prefetch} href="/friends">
      Friends
    </Link>
  ) : null;
}

/** The header's right-hand side: your name and signing out, or the ways in. */
export function Who({ prefetch }: { prefetch: Prefetch }) {
  const me = useMe();
  const leave = async () => {
    // Loaded on the click: Auth.js's browser client is not needed to show any page.
    const { signOut } = await import("next-auth/react");
    await signOut({ redirect: false });
    window.location.href = "/";
  };
  if (me === undefined) return null;
  if (me && !me.guest)
    return (
      <>
        <Link prefetch={prefetch} href="/account" title="Your account">
          {me.name}
        </Link>
        <button type="button" onClick={() => void leave()}>
          Sign out
        </button>
      </>
    );
  return (
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
  );
}
