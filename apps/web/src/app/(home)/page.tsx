import { getTranslations } from "next-intl/server";

import { LearnOffer } from "~/components/learn/learn-offer";
import { PuzzleOffer } from "~/components/puzzle/puzzle-offer";
import {
  CreateTable,
  GuestNameField,
  OpenTables,
  PlayAPerson,
  WhoIsHere,
  YourGames,
} from "~/components/home/home-islands";
import { HomeState } from "~/components/home/home-state";
import { HomeHero } from "~/components/lobby/home-hero";
import { LIVE_LIMIT, OPEN_LIMIT } from "~/components/lobby/lobby-limits";
import { prefetch, requestState, trpc } from "~/trpc/server-state";

// The home page, rendered per request with the visitor's data in it (prefetched into
// the request's cache and handed to the client components: trpc/server-state.ts, and
// components/home/home-state.tsx): the hero
// (a picture of the game and the ways in) first, the daily puzzle's link, then the player's games, quick
// pairing ("Play a person", with who is here), the create-table form that "Play with
// friends" jumps to, and the open tables. Nothing on the first screen waits for
// JavaScript or moves when it arrives: the parts that ask the API are rendered here and
// hydrated once their chunk has come (components/home/home-islands.tsx), so the
// page's first load has no data layer (issue #65). A list the server could
// not read (the database restarting) is left to the browser to ask for: the page itself
// always renders.
export default async function HomePage() {
  const t = await getTranslations("home");
  await Promise.all([
    prefetch(trpc.session.me.queryOptions()),
    prefetch(trpc.session.suggestName.queryOptions()),
    prefetch(trpc.lobby.mine.queryOptions()),
    prefetch(trpc.lobby.open.queryOptions({ limit: OPEN_LIMIT })),
    prefetch(trpc.lobby.live.queryOptions({ limit: LIVE_LIMIT })),
    prefetch(trpc.presence.counts.queryOptions()),
    prefetch(trpc.pairing.pools.queryOptions()),
  ]);
  return (
    <HomeState state={requestState()}>
      <main className="home">
        <HomeHero nameField={<GuestNameField />} />
        <LearnOffer />
        <PuzzleOffer />
        <YourGames />
        <div className="home-grid">
          <section id="play-a-person" aria-labelledby="play-a-person-title">
            <h2 id="play-a-person-title">{t("playAPerson")}</h2>
            <WhoIsHere />
            <PlayAPerson />
          </section>
          <section id="new-table" aria-labelledby="new-table-title">
            <h2 id="new-table-title">{t("playWithFriends")}</h2>
            <CreateTable />
          </section>
          <OpenTables />
        </div>
      </main>
    </HomeState>
  );
}
