import { ChampionshipStandings } from "~/components/championships/championships";

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
