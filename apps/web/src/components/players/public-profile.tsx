"use client";

import { api } from "~/trpc/client";

import { PlayerRecord } from "./player-record";
import { useQuery } from "~/components/data/use-query";

/** Anyone's profile, as the leaderboard links to it: name, ratings, games, replays. */
export function PublicProfile({ playerId }: { playerId: string }) {
  const player = useQuery(`player:${playerId}`, () =>
    api.profile.stats.query({ playerId }),
  );
  if (player.loading) return <p>Loading…</p>;
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
      <PlayerRecord playerId={playerId} />
    </>
  );
}
