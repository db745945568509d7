import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { HISTORY_PAGE_SIZE } from "~/components/players/history-page";
import { Profile } from "~/components/players/profile";
import { Progress } from "~/components/players/progress/progress";
import { HydrateClient, prefetch, trpc, whoIsAsking } from "~/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("players.profile");
  return { title: t("title") };
}

// Rendered with the player's progress, games and history in it.
export default async function ProfilePage() {
  const me = await whoIsAsking();
  if (me)
    await Promise.all([
      prefetch(trpc.lobby.mine.queryOptions()),
      prefetch(
        trpc.profile.history.queryOptions({
          playerId: me.playerId,
          page: 1,
          pageSize: HISTORY_PAGE_SIZE,
        }),
      ),
    ]);
  return (
    <HydrateClient>
      <main>
        <Profile progress={me && <Progress playerId={me.playerId} />} />
      </main>
    </HydrateClient>
  );
}
