"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";

import { useTRPC } from "~/trpc/react";

import { PlayerRecord } from "./player-record";
import { YourGames } from "~/components/lobby/your-games";

/** The signed-in (or guest) player's own stats and finished games. */
export function Profile() {
  const trpc = useTRPC();
  const me = useQuery(trpc.session.me.queryOptions());
  if (me.isPending) return <p>Loading…</p>;
  if (!me.data)
    return (
      <p>
        Play a game or <Link href="/signin">sign in</Link> to see your games here.
      </p>
    );
  return (
    <>
      <h1>{me.data.name}</h1>
      {me.data.guest ? (
        <p className="note">
          You are playing as a guest. <Link href="/signup">Create an account</Link> to
          keep these games for good and appear on the leaderboard.
        </p>
      ) : (
        <p className="note">
          <Link href={`/players/${me.data.playerId}`}>Your public profile</Link> ·{" "}
          <Link href="/account">Account settings</Link>
        </p>
      )}
      <YourGames
        whenEmpty={
          <>
            <h2>Your games</h2>
            <p>You are not seated at any table right now.</p>
          </>
        }
      />
      <PlayerRecord playerId={me.data.playerId} />
    </>
  );
}
