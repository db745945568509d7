import type { Metadata } from "next";

import { PublicProfile } from "~/components/players/public-profile";

export const metadata: Metadata = { title: "Player" };

export default async function PlayerPage({
  params,
}: {
  params: Promise<{ id: string }>;
}) {
  const { id } = await params;
  return (
    <main>
      <PublicProfile playerId={id} />
    </main>
  );
}
