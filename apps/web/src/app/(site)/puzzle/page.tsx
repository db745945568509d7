import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { PuzzleToday } from "~/components/puzzle/puzzle-today";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("puzzle");
  return { title: t("title") };
}

export default async function PuzzlePage() {
  const t = await getTranslations("puzzle");
  return (
    <main>
      <h1 className="sr-only">{t("title")}</h1>
      <PuzzleToday />
    </main>
  );
}
