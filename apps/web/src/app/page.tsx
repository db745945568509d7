import { CreateTable } from "~/components/lobby/create-table";
import { GuestNameField } from "~/components/lobby/guest-name-field";
import { HomeHero } from "~/components/lobby/home-hero";
import { LIVE_LIMIT, OPEN_LIMIT } from "~/components/lobby/lobby-limits";
import { OpenTables } from "~/components/lobby/open-tables";
import { YourGames } from "~/components/lobby/your-games";
import { serverCaller } from "~/server/caller";

// The home page, rendered per request with the visitor's data in it (server/caller.ts):
// the hero (a picture of the game and the ways in) first, then the player's games, the
// open tables and the create-table form that "Play with friends" jumps to. Nothing on
// the first screen waits for JavaScript or moves when it arrives. A list the server
// could not read (the database restarting) is left to the browser to ask for, as
// before: the page itself always renders.
export default async function HomePage() {
  const api = await serverCaller().catch(() => null);
  const [me, suggestion, mine, open, live] = await Promise.all([
    settle(api?.session.me()),
    settle(api?.session.suggestName()),
    settle(api?.lobby.mine()),
    settle(api?.lobby.open({ limit: OPEN_LIMIT })),
    settle(api?.lobby.live({ limit: LIVE_LIMIT })),
  ]);
  return (
    <main className="home">
      <HomeHero
        nameField={
          <GuestNameField
            initial={
              me !== undefined && suggestion
                ? { me, suggestion: suggestion.name }
                : undefined
            }
          />
        }
      />
      <YourGames initial={mine} />
      <div className="home-grid">
        <section id="new-table" aria-labelledby="new-table-title">
          <h2 id="new-table-title">Play with friends</h2>
          <CreateTable />
        </section>
        <OpenTables initial={open && live ? { open, live } : undefined} />
      </div>
    </main>
  );
}

/** The answer, or undefined when there is none (no caller, or the call failed). */
function settle<T>(call: Promise<T> | undefined): Promise<T | undefined> {
  return call ? call.catch(() => undefined) : Promise.resolve(undefined);
}
