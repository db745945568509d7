"use client";

import { useQuery } from "@tanstack/react-query";
import { PageLink } from "~/components/common/page-link";
import { useTranslations } from "next-intl";

import { useErrorWords } from "~/trpc/use-error-words";
import { useTRPC } from "~/trpc/react";

import { useMe } from "~/components/site/use-me";

import { BlockedList } from "./blocked-list";
import { FindPeople } from "./find-people";
import { FollowMeLink } from "./follow-me-link";
import { FollowingList } from "./following-list";
import { IncomingChallenges } from "./incoming-challenges";
import { OutgoingChallenges } from "./outgoing-challenges";
import { RecentPlayers } from "./recent-players";
import { useIsAccount } from "./use-friends";

/** How often the list of friends (online, playing) is asked again while on screen. */
const LIST_EVERY_MS = 15_000;

/** The reader's own follow link, once their handle is known. */
function OwnFollowLink({ playerId }: { playerId: string }) {
  const trpc = useTRPC();
  const handle = useQuery(trpc.profile.stats.queryOptions({ playerId })).data?.handle;
  return handle ? <FollowMeLink handle={handle} /> : null;
}

/**
 * The friends page: challenges to you and yours, finding a player by name, the people
 * you follow (online or playing, with Challenge), the people you played with lately
 * (with Follow), your follow link to share, and the people you blocked. Following is
 * for accounts: a guest is told how to become one (and may still search).
 */
export function FriendsPage() {
  const { errorWords } = useErrorWords();
  const t = useTranslations("friends");
  const trpc = useTRPC();
  const account = useIsAccount();
  const me = useMe();
  const list = useQuery(
    trpc.friends.list.queryOptions(undefined, {
      enabled: account === true,
      // The header's friend news keeps this answer too (friend-notice.tsx): opening the
      // page asks afresh rather than showing what the header saw up to 30 s ago.
      refetchOnMount: "always",
      refetchInterval: LIST_EVERY_MS,
      refetchIntervalInBackground: false,
    }),
  );
  if (account === undefined) return <p>{t("loading")}</p>;
  if (!account)
    return (
      <>
        <h1>{t("title")}</h1>
        <p className="note">
          {t.rich("needAccount", {
            signUp: (words) => <PageLink href="/signup">{words}</PageLink>,
            signIn: (words) => <PageLink href="/signin">{words}</PageLink>,
          })}
        </p>
        <FindPeople canFollow={false} />
      </>
    );
  return (
    <>
      <h1>{t("title")}</h1>
      <IncomingChallenges />
      <OutgoingChallenges />
      <FindPeople canFollow />
      <section aria-labelledby="following-heading">
        <h2 id="following-heading">{t("following")}</h2>
        {list.isPending ? (
          <p>{t("loading")}</p>
        ) : list.isError ? (
          <p role="alert">{errorWords(list.error)}</p>
        ) : (
          <FollowingList following={list.data.following} />
        )}
      </section>
      <RecentPlayers />
      {me && <OwnFollowLink playerId={me.playerId} />}
      {list.data && <BlockedList blocked={list.data.blocked} />}
    </>
  );
}
