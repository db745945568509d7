"use client";

import { useQuery } from "@tanstack/react-query";
import { PageLink } from "~/components/common/page-link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

import { useTRPC } from "~/trpc/react";

import { PlayerAchievements } from "./player-achievements";
import { PlayerRecord } from "./player-record";
import { YourGames } from "~/components/lobby/your-games";

/**
 * The signed-in (or guest) player's own page: their progress first (rendered on the
 * server, components/players/progress), then the tables they sit at and their games.
 */
export function Profile({ progress }: { progress: ReactNode }) {
  const t = useTranslations("players.profile");
  const trpc = useTRPC();
  const me = useQuery(trpc.session.me.queryOptions());
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
      <h1>{me.data.name}</h1>
      {me.data.guest ? (
        <p className="note">
          {t.rich("guest", {
            signUp: (words) => <PageLink href="/signup">{words}</PageLink>,
          })}
        </p>
      ) : (
        <p className="note">
          <PageLink href={`/players/${me.data.playerId}`}>{t("publicProfile")}</PageLink>{" "}
          · <PageLink href="/account">{t("accountSettings")}</PageLink>
        </p>
      )}
      {progress}
      <YourGames
        whenEmpty={
          <>
            <h2>{t("yourGames")}</h2>
            <p>{t("notSeated")}</p>
          </>
        }
      />
      <PlayerRecord playerId={me.data.playerId} />
      <PlayerAchievements playerId={me.data.playerId} guest={me.data.guest} />
    </>
  );
}
