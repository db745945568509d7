"use client";

import { useQuery } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";

import { useTRPC } from "~/trpc/react";

import { FriendButtons } from "./friend-buttons";
import { PlayerAchievements } from "./player-achievements";
import { PlayerRecord } from "./player-record";

/**
 * Anyone's profile, as the leaderboard links to it: name, progress (rendered on the
 * server, components/players/progress), games, replays. `invited`: opened by a follow
 * link (?follow), which puts Follow to the fore.
 */
export function PublicProfile({
  playerId,
  progress,
  invited = false,
}: {
  playerId: string;
  progress: ReactNode;
  invited?: boolean;
}) {
  const t = useTranslations("players.public");
  const format = useFormatter();
  const trpc = useTRPC();
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
        <FriendButtons
          playerId={playerId}
          name={player.data.name}
          handle={player.data.handle}
          invited={invited}
        />
      )}
      {progress}
      <PlayerRecord playerId={playerId} />
      {player.data.account && <PlayerAchievements playerId={playerId} />}
    </>
  );
}
