import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { Learn } from "~/components/learn/learn";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("tutorial");
  return { title: t("title") };
}

export default function LearnPage() {
  return (
    <main>
      <Learn />
    </main>
  );
}
