import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { HISTORY_PAGE_SIZE } from "~/components/players/history-page";
import { Progress } from "~/components/players/progress/progress";
import { PublicProfile } from "~/components/players/public-profile";
import { HydrateClient, prefetch, trpc } from "~/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("players.public");
  return { title: t("title") };
}

// Rendered with the player's name, progress and first page of games in it.
export default async function PlayerPage({
  params,
}: {
  params: Promise<{ id: string }>;
}) {
  const { id } = await params;
  await Promise.all([
    prefetch(trpc.profile.stats.queryOptions({ playerId: id })),
    prefetch(
      trpc.profile.history.queryOptions({
        playerId: id,
        page: 1,
        pageSize: HISTORY_PAGE_SIZE,
      }),
    ),
  ]);
  return (
    <HydrateClient>
      <main>
        <PublicProfile playerId={id} progress={<Progress playerId={id} />} />
      </main>
    </HydrateClient>
  );
}
