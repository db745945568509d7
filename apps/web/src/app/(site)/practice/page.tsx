import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { Practice } from "~/components/practice/practice";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("table.practice");
  return { title: t("heading") };
}

export default function PracticePage() {
  return (
    <main>
      <Practice />
    </main>
  );
}
