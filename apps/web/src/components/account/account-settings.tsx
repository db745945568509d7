"use client";

import Link from "next/link";

import { api } from "~/trpc/client";

import { AccountDanger } from "./account-danger";
import { LinkedLogins } from "./linked-logins";
import { NameForm } from "./name-form";
import { PasswordForm } from "./password-form";
import { useQuery } from "~/components/data/use-query";

/** The account page: a guest's name, or an account's name, password, logins, data and exit. */
export function AccountSettings() {
  const me = useQuery("me", () => api.session.me.query());
  const account = useQuery(`account:${me.data?.playerId}`, () =>
    me.data && !me.data.guest ? api.account.mine.query() : Promise.resolve(null),
  );
  if (me.loading) return <p>Loading…</p>;
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
        <p>
          Guests are not on the leaderboard and lose their games with their browser&apos;s
          cookies. <Link href="/signup">Create an account</Link> to keep them: your games
          come with you.
        </p>
      ) : (
        account.data && (
          <>
            <p>
              Signed in as <strong>{account.data.username ?? me.data.name}</strong>.{" "}
              <Link href={`/players/${account.data.playerId}`}>Your public profile</Link>
            </p>
            {account.data.hasPassword && account.data.username && (
              <PasswordForm username={account.data.username} />
            )}
            <LinkedLogins
              linked={account.data.linked}
              providers={account.data.providers}
            />
            <AccountDanger hasPassword={account.data.hasPassword} />
          </>
        )
      )}
    </>
  );
}
