"use client";

import type { DehydratedState } from "@tanstack/react-query";
import dynamic from "next/dynamic";

import { partOf } from "~/components/part-of";

// The table page's one client component in its first load (issue #65, first paint):
// the table itself (table-live.tsx, with TanStack Query, the tRPC client, superjson,
// @3u3d/ui and the engine) comes in a chunk of its own, as the home page's parts do
// (components/home/home-islands.tsx). It is still rendered on the server, so the
// HTML has the whole table and nothing moves when the chunk arrives; the chunk is
// preloaded, not among the page's first scripts, and React takes the table over when
// it has come. Until then its move buttons are disabled (packages/ui game-table.tsx),
// so a tap cannot be lost in between. Only a type is imported from TanStack here.
// Required, not optional (part-of.tsx): without it there is no table to play at, so a
// chunk that cannot come is the page's error to say.
const TableLive = dynamic(partOf(() => import("./table-live"), "TableLive"));

export function TableIsland(props: {
  gameId: string;
  /** Lets a spectator watch an invite-only table. */
  inviteCode: string | null;
  /** What the server prefetched for this request (the caller's snapshot of the game). */
  state: DehydratedState;
}) {
  return <TableLive {...props} />;
}
