import { TableIsland } from "~/components/table/table-island";
import { prefetch, requestState, trpc } from "~/trpc/server-state";

// A table, rendered on the server with the caller's snapshot of it (their seat's view,
// or a spectator's), so the cards are on the first paint; the event stream then keeps
// it live, writing each frame into the same cached query (trpc/use-game-snapshot.ts).
// A game the caller may not see (or that does not exist, or a database that cannot
// answer now) renders as before, and the stream's answer says why. The table's code,
// with the data layer, is hydrated from a chunk of its own that comes after the
// page's first scripts (components/table/table-island.tsx; issue #65, first paint):
// what the server prefetched is handed to it as a prop, not through TanStack's
// HydrationBoundary, which would put TanStack Query back in the first load.
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
  const inviteCode = typeof code === "string" ? code : null;
  await prefetch(trpc.game.view.queryOptions({ gameId: id, inviteCode }));
  return <TableIsland gameId={id} inviteCode={inviteCode} state={requestState()} />;
}
