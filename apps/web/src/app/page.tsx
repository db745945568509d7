import Link from "next/link";

import { CreateTable } from "~/components/create-table";
import { GuestNameField } from "~/components/guest-name-field";
import { OpenTables } from "~/components/open-tables";
import { PlayNow } from "~/components/play-now";
import { YourGames } from "~/components/your-games";

export default function HomePage() {
  return (
    <main>
      <h1>3UP 3DOWN</h1>
      <p className="pitch">
        Empty your hand, then your three face-up cards, then three cards you have never
        seen. Play equal or higher, wipe the pile with a Clear, chain extra plays with
        Clear +1 and +2 — and if you cannot play, the whole pile is yours.{" "}
        <Link href="/rules">Read the rules</Link>.
      </p>
      <GuestNameField />
      <PlayNow />
      <p>
        No connection? <Link href="/practice">Practise against bots</Link> right in your
        browser, even offline.
      </p>
      <YourGames />
      <div className="home-grid">
        <section aria-label="new table">
          <h2>Play with friends</h2>
          <CreateTable />
        </section>
        <OpenTables />
      </div>
    </main>
  );
}
