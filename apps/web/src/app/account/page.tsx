import type { Metadata } from "next";

import { AccountSettings } from "~/components/account/account-settings";

export const metadata: Metadata = { title: "Your account" };

export default function AccountPage() {
  return (
    <main className="narrow">
      <AccountSettings />
    </main>
  );
}
