import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { PuzzleSolution } from "~/components/puzzle/puzzle-solution";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("puzzle");
  return { title: t("solution") };
}

/** A past day's puzzle and its solution: /puzzle/yesterday, or /puzzle/2026-12-01. */
export default async function PuzzleDayPage({
  params,
}: {
  params: Promise<{ day: string }>;
}) {
  const { day } = await params;
  if (day !== "yesterday" && !/^\d{4}-\d{2}-\d{2}$/.test(day)) notFound();
  return (
    <main>
      <PuzzleSolution day={day} />
    </main>
  );
}
