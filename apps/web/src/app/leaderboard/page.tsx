import type { Metadata } from "next";

import { Leaderboard } from "~/components/players/leaderboard";

export const metadata: Metadata = { title: "Leaderboard" };

export default function LeaderboardPage() {
  return (
    <main>
      <h1>Leaderboard</h1>
      <Leaderboard />
    </main>
  );
}
