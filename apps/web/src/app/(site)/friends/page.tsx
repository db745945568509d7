import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { FriendsPage } from "~/components/friends/friends-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("friends");
  return { title: t("title") };
}

export default function Friends() {
  return (
    <main className="friends">
      <FriendsPage />
    </main>
  );
}
