"use client";

import { PageLink } from "~/components/common/page-link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";

import { forgetOnSignOut } from "~/components/push/push-device";
import { useTRPCClient } from "~/trpc/react";

import { TableAuthDialog } from "./table-auth-dialog";
import { useMe } from "./use-me";

/** "My games", once the browser has a player. */
export function MyGamesLink() {
  const me = useMe();
  const t = useTranslations("site.nav");
  return me ? <PageLink href="/profile">{t("myGames")}</PageLink> : null;
}

/** "Friends", for an account (guests are offered it on the page itself, as a reason to sign up). */
export function FriendsLink() {
  const me = useMe();
  const t = useTranslations("site.nav");
  return me && !me.guest ? <PageLink href="/friends">{t("friends")}</PageLink> : null;
}

/** The header's right-hand side: your name and signing out, or the ways in. */
export function Who() {
  const me = useMe();
  // At a table, signing up or in happens over it: leaving would let the turns run out.
  const tableId = /^\/table\/([^/?#]+)/.exec(usePathname() ?? "")?.[1] ?? null;
  const t = useTranslations("site.who");
  const client = useTRPCClient();
  const leave = async () => {
    // This device stops getting the account's notifications (while still signed in,
    // so the server knows whose device it forgets).
    await forgetOnSignOut((endpoint) => client.push.unsubscribe.mutate({ endpoint }));
    // Loaded on the click: Auth.js's browser client is not needed to show any page.
    const { signOut } = await import("next-auth/react");
    await signOut({ redirect: false });
    window.location.href = "/";
  };
  if (me === undefined) return null;
  if (me && !me.guest)
    return (
      <>
        <PageLink href="/account" title={t("yourAccount")}>
          {me.name}
        </PageLink>
        <button type="button" onClick={() => void leave()}>
          {t("signOut")}
        </button>
      </>
    );
  return (
    <>
      {me?.guest && (
        <PageLink href="/account" title={t("changeName")}>
          {t("guestName", { name: me.name })}
        </PageLink>
      )}
      {tableId ? (
        <>
          <TableAuthDialog mode="signIn" label={t("signIn")} gameId={tableId} />
          <TableAuthDialog mode="signUp" label={t("signUp")} gameId={tableId} />
        </>
      ) : (
        <>
          <PageLink href="/signin">{t("signIn")}</PageLink>
          <PageLink href="/signup">{t("signUp")}</PageLink>
        </>
      )}
    </>
  );
}
