import type { Metadata } from "next";

import { AccountSettings } from "~/components/account/account-settings";
import { HydrateClient, prefetch, trpc, whoIsAsking } from "~/trpc/server";

export const metadata: Metadata = { title: "Your account" };

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
