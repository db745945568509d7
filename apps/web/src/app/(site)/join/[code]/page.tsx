import { JoinTable } from "~/components/lobby/join-table";

export default async function JoinPage({
  params,
}: {
  params: Promise<{ code: string }>;
}) {
  const { code } = await params;
  return (
    <main>
      <JoinTable code={code} />
    </main>
  );
}
