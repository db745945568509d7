import { CreateTable } from "~/components/create-table";
import { GuestNameField } from "~/components/guest-name-field";
import { HomeHero } from "~/components/home-hero";
import { LIVE_LIMIT, OPEN_LIMIT } from "~/components/lobby-limits";
import { OpenTables } from "~/components/open-tables";
import { YourGames } from "~/components/your-games";
import { serverCaller } from "~/server/caller";

// The home page, rendered per request with the visitor's data in it (server/caller.ts):
// the hero (a picture of the game and the ways in) first, then the player's games, the
// open tables and the create-table form that "Play with friends" jumps to. Nothing on
// the first screen waits for JavaScript or moves when it arrives.
export default async function HomePage() {
  const api = await serverCaller();
  const [me, suggestion, mine, open, live] = await Promise.all([
    api.session.me(),
    api.session.suggestName(),
    api.lobby.mine(),
    api.lobby.open({ limit: OPEN_LIMIT }),
    api.lobby.live({ limit: LIVE_LIMIT }),
  ]);
  return (
    <main className="home">
      <HomeHero
        nameField={<GuestNameField initial={{ me, suggestion: suggestion.name }} />}
      />
      <YourGames initial={mine} />
      <div className="home-grid">
        <section id="new-table" aria-labelledby="new-table-title">
          <h2 id="new-table-title">Play with friends</h2>
          <CreateTable />
        </section>
        <OpenTables initial={{ open, live }} />
      </div>
    </main>
  );
}
