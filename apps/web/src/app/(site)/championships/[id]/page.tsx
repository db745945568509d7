import { ChampionshipStandings } from "~/components/championships/championship-standings";
import { HydrateClient, prefetch, trpc } from "~/trpc/server";

// Rendered with the standings in it; the page then keeps them fresh by polling.
export default async function ChampionshipPage({
  params,
}: {
  params: Promise<{ id: string }>;
}) {
  const { id } = await params;
  await prefetch(trpc.championship.standings.queryOptions({ championshipId: id }));
  return (
    <HydrateClient>
      <main>
        <ChampionshipStandings id={id} />
      </main>
    </HydrateClient>
  );
}
