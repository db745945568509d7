import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { AccountSettings } from "~/components/account/account-settings";
import { HydrateClient, prefetch, trpc, whoIsAsking } from "~/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account");
  return { title: t("title") };
}

// Rendered with who is asking and, for an account, its settings in it.
export default async function AccountPage() {
  const me = await whoIsAsking();
  if (me?.guest === false) await prefetch(trpc.account.mine.queryOptions());
  return (
    <HydrateClient>
      <main className="narrow">
        <AccountSettings />
      </main>
    </HydrateClient>
  );
}
