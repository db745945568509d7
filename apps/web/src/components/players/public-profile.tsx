"use client";

import { useQuery } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";

import { useTRPC } from "~/trpc/react";

import { FriendButtons } from "./friend-buttons";
import { PlayerAchievements } from "./player-achievements";
import { PlayerRecord } from "./player-record";

/** Anyone's profile, as the leaderboard links to it: name, ratings, games, replays. */
export function PublicProfile({ playerId }: { playerId: string }) {
  const t = useTranslations("players.public");
  const format = useFormatter();
  const trpc = useTRPC();
  // The same answer PlayerRecord shows the ratings from: asked once for both.
  const player = useQuery(trpc.profile.stats.queryOptions({ playerId }));
  if (player.isPending) return <p>{t("loading")}</p>;
  if (!player.data) return <p role="alert">{t("noSuchPlayer")}</p>;
  return (
    <>
      <h1>{player.data.name}</h1>
      <p className="note">
        {t(player.data.account ? "playingSince" : "guestSince", {
          since: format.dateTime(new Date(player.data.since), {
            month: "long",
            year: "numeric",
          }),
        })}
      </p>
      {player.data.account && (
        <FriendButtons playerId={playerId} name={player.data.name} />
      )}
      <PlayerRecord playerId={playerId} />
      {player.data.account && <PlayerAchievements playerId={playerId} />}
    </>
  );
}
