import type { Metadata } from "next";

import { Profile } from "~/components/players/profile";

export const metadata: Metadata = { title: "My games" };

export default function ProfilePage() {
  return (
    <main>
      <Profile />
    </main>
  );
}
