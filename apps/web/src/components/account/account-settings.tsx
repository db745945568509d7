"use client";

import { useQuery } from "@tanstack/react-query";
import { PageLink } from "~/components/common/page-link";
import { useTranslations } from "next-intl";

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
  const t = useTranslations("account");
  const trpc = useTRPC();
  const me = useQuery(trpc.session.me.queryOptions());
  const signedIn = me.data?.guest === false;
  const account = useQuery(
    trpc.account.mine.queryOptions(undefined, { enabled: signedIn }),
  );
  if (me.isPending) return <p>{t("loading")}</p>;
  if (!me.data)
    return (
      <p>
        {t.rich("nobody", {
          signIn: (words) => <PageLink href="/signin">{words}</PageLink>,
        })}
      </p>
    );
  return (
    <>
      <h1>{me.data.guest ? t("guestTitle") : t("title")}</h1>
      <NameForm current={me.data.name} />
      {me.data.guest ? (
        <>
          <p>
            {t.rich("guestNote", {
              signUp: (words) => <PageLink href="/signup">{words}</PageLink>,
            })}
          </p>
          <section aria-labelledby="guest-push-heading">
            <h2 id="guest-push-heading">{t("notifications")}</h2>
            <p>{t("guestNotifications")}</p>
          </section>
          <ForgetGuest />
        </>
      ) : (
        account.data && (
          <>
            <p>
              {t.rich("signedInAs", {
                name: account.data.username ?? me.data.name,
                strong: (words) => <strong>{words}</strong>,
              })}{" "}
              <PageLink href={`/players/${account.data.playerId}`}>
                {t("publicProfile")}
              </PageLink>
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
