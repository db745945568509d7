import { Table } from "~/components/table";

export default async function TablePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ code?: string | string[] }>;
}) {
  const { id } = await params;
  // An invite-only table can be watched with its invite code (`?code=`).
  const { code } = await searchParams;
  return <Table gameId={id} inviteCode={typeof code === "string" ? code : null} />;
}
