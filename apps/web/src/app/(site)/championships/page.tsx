import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CreateChampionship } from "~/components/championships/create-championship";
import { MyChampionships } from "~/components/championships/my-championships";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("championships.page");
  return { title: t("title") };
}

export default async function ChampionshipsPage() {
  const t = await getTranslations("championships.page");
  return (
    <main>
      <h1>{t("title")}</h1>
      <p>{t("intro")}</p>
      <h2>{t("yours")}</h2>
      <MyChampionships />
      <h2>{t("startOne")}</h2>
      <CreateChampionship />
    </main>
  );
}
