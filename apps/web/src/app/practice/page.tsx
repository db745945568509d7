import type { Metadata } from "next";

import { Practice } from "~/components/practice/practice";

export const metadata: Metadata = { title: "Practice" };

export default function PracticePage() {
  return (
    <main>
      <Practice />
    </main>
  );
}
