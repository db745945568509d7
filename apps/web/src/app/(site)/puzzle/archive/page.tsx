import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { PuzzleArchive } from "~/components/puzzle/puzzle-archive";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("puzzle");
  return { title: t("archive") };
}

export default async function PuzzleArchivePage() {
  const t = await getTranslations("puzzle");
  return (
    <main className="narrow">
      <h1>{t("archive")}</h1>
      <PuzzleArchive />
    </main>
  );
}
