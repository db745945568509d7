"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";

import { PushSetting } from "~/components/push/push-setting";
import { useTRPC } from "~/trpc/react";

import { AccountDanger } from "./account-danger";
import { ForgetGuest } from "./forget-guest";
import { LinkedLogins } from "./linked-logins";
import { NameForm } from "./name-form";
import { PasswordForm } from "./password-form";

/**
 * The account page: a guest's name and forgetting it on this device, or an account's
 * name, password, logins, this device's notifications, data and exit.
 */
export function AccountSettings() {
  const trpc = useTRPC();
  const me = useQuery(trpc.session.me.queryOptions());
  const signedIn = me.data?.guest === false;
  const account = useQuery(
    trpc.account.mine.queryOptions(undefined, { enabled: signedIn }),
  );
  if (me.isPending) return <p>Loading…</p>;
  if (!me.data)
    return (
      <p>
        <Link href="/signin">Sign in</Link>, or play a game as a guest first.
      </p>
    );
  return (
    <>
      <h1>{me.data.guest ? "You, as a guest" : "Your account"}</h1>
      <NameForm current={me.data.name} />
      {me.data.guest ? (
        <>
          <p>
            Guests are not on the leaderboard and lose their games with their
            browser&apos;s cookies. <Link href="/signup">Create an account</Link> to keep
            them: your games come with you.
          </p>
          <section aria-labelledby="guest-push-heading">
            <h2 id="guest-push-heading">Notifications</h2>
            <p>
              Notifications are for accounts: a guest lives in this browser only, so we
              would have nobody to tell. With an account we can let you know when it is
              your turn, even with this site closed.
            </p>
          </section>
          <ForgetGuest />
        </>
      ) : (
        account.data && (
          <>
            <p>
              Signed in as <strong>{account.data.username ?? me.data.name}</strong>.{" "}
              <Link href={`/players/${account.data.playerId}`}>Your public profile</Link>
            </p>
            {account.data.hasPassword && account.data.username && (
              <PasswordForm
                username={account.data.username}
                linked={account.data.linked.length > 0}
              />
            )}
            <LinkedLogins
              linked={account.data.linked}
              providers={account.data.providers}
              hasPassword={account.data.hasPassword}
            />
            <PushSetting />
            <AccountDanger hasPassword={account.data.hasPassword} />
          </>
        )
      )}
    </>
  );
}
