"use client";

import { useQuery } from "@tanstack/react-query";

import { useTRPC } from "~/trpc/react";

import { FriendButtons } from "./friend-buttons";
import { PlayerRecord } from "./player-record";

/** Anyone's profile, as the leaderboard links to it: name, ratings, games, replays. */
export function PublicProfile({ playerId }: { playerId: string }) {
  const trpc = useTRPC();
  // The same answer PlayerRecord shows the ratings from: asked once for both.
  const player = useQuery(trpc.profile.stats.queryOptions({ playerId }));
  if (player.isPending) return <p>Loading…</p>;
  if (!player.data) return <p role="alert">There is no such player.</p>;
  return (
    <>
      <h1>{player.data.name}</h1>
      <p className="note">
        {player.data.account ? "Playing" : "A guest, playing"} since{" "}
        {new Date(player.data.since).toLocaleDateString("en-GB", {
          month: "long",
          year: "numeric",
        })}
        .
      </p>
      {player.data.account && (
        <FriendButtons playerId={playerId} name={player.data.name} />
      )}
      <PlayerRecord playerId={playerId} />
    </>
  );
}
