import { ChampionshipStandings } from "~/components/championships/championship-standings";

export default async function ChampionshipPage({
  params,
}: {
  params: Promise<{ id: string }>;
}) {
  const { id } = await params;
  return (
    <main>
      <ChampionshipStandings id={id} />
    </main>
  );
}
