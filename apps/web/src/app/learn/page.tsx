import type { Metadata } from "next";

import { Learn } from "~/components/learn/learn";

export const metadata: Metadata = { title: "Learn to play" };

export default function LearnPage() {
  return (
    <main>
      <Learn />
    </main>
  );
}
