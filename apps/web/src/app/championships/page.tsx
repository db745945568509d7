import type { Metadata } from "next";

import { CreateChampionship } from "~/components/championships/create-championship";
import { MyChampionships } from "~/components/championships/my-championships";

export const metadata: Metadata = { title: "Championships" };

export default function ChampionshipsPage() {
  return (
    <main>
      <h1>Championships</h1>
      <p>
        Several games with the same seats. Cards left in your hand at the end of each game
        count against you; the lowest total wins the championship.
      </p>
      <h2>Yours</h2>
      <MyChampionships />
      <h2>Start one</h2>
      <CreateChampionship />
    </main>
  );
}
