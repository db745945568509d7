import type { Metadata } from "next";

import { FriendsPage } from "~/components/friends/friends-page";

export const metadata: Metadata = { title: "Friends" };

export default function Friends() {
  return (
    <main className="friends">
      <FriendsPage />
    </main>
  );
}
