import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { Leaderboard } from "~/components/players/leaderboard";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("players.leaderboard");
  return { title: t("title") };
}

export default async function LeaderboardPage() {
  const t = await getTranslations("players.leaderboard");
  return (
    <main>
      <h1>{t("title")}</h1>
      <Leaderboard />
    </main>
  );
}
