import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { ReplayViewer } from "~/components/replay/replay-viewer";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("replay");
  return { title: t("title") };
}

export default async function ReplayPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ seat?: string; step?: string; analyse?: string }>;
}) {
  const t = await getTranslations("replay");
  const { id } = await params;
  const { seat, step, analyse } = await searchParams;
  const parsed = seat !== undefined && /^\d{1,2}$/.test(seat) ? Number(seat) : null;
  const at = step !== undefined && /^\d{1,5}$/.test(step) ? Number(step) : 0;
  return (
    <main>
      <h1>{t("title")}</h1>
      <ReplayViewer gameId={id} seat={parsed} step={at} analyse={analyse === "1"} />
    </main>
  );
}
