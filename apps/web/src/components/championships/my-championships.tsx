"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";

import { useTRPC } from "~/trpc/react";

/** The player's championships; a visitor who has not played yet has none. */
export function MyChampionships() {
  const trpc = useTRPC();
  const me = useQuery(trpc.session.me.queryOptions());
  const mine = useQuery(
    trpc.championship.mine.queryOptions(undefined, { enabled: Boolean(me.data) }),
  );
  if (!mine.data?.length) return <p>No championships yet.</p>;
  return (
    <ul>
      {mine.data.map((c) => (
        <li key={c.id}>
          <Link href={`/championships/${c.id}`}>{c.name}</Link> ·{" "}
          {c.targetGames ? `${c.targetGames} games` : `to ${c.targetScore} points`} ·{" "}
          {c.games} dealt{c.finished ? " · finished" : ""}
        </li>
      ))}
    </ul>
  );
}
