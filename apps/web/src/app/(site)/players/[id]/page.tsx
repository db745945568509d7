import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { HISTORY_PAGE_SIZE } from "~/components/players/history-page";
import { Progress } from "~/components/players/progress/progress";
import { PublicProfile } from "~/components/players/public-profile";
import {
  HydrateClient,
  playerByHandle,
  playerExists,
  prefetch,
  trpc,
} from "~/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("players.public");
  return { title: t("title") };
}

/** A player's id as the database makes them (Prisma's cuid); anything else is a handle. */
const PLAYER_ID = /^c[0-9a-z]{20,32}$/;

/** The segment as typed: a handle with letters beyond ASCII arrives percent-encoded. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The player an address names: by id (the address every link had before handles, which
 * keeps working), else by readable handle, current or old. An old handle, or one typed
 * in other capitals, redirects to the current one (after a rename, shared links land).
 */
async function playerNamed(segment: string, follow: boolean): Promise<string | null> {
  const typed = decoded(segment);
  // An id first, so no name can be made to take over an id's address; a handle that
  // merely looks like one (a long name starting with "c") is still found as a handle.
  if (PLAYER_ID.test(typed) && (await playerExists(typed))) return typed;
  const named = await playerByHandle(typed);
  if (!named) return null;
  if (named.handle !== typed)
    redirect(`/players/${encodeURIComponent(named.handle)}${follow ? "?follow" : ""}`);
  return named.playerId;
}

// Rendered with the player's name, progress and first page of games in it.
// `/players/<handle>?follow` is a follow link: the profile puts Follow first.
export default async function PlayerPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ follow?: string }>;
}) {
  const [{ id: segment }, query] = await Promise.all([params, searchParams]);
  const invited = query.follow !== undefined;
  const id = await playerNamed(segment, invited);
  if (!id) {
    const t = await getTranslations("players.public");
    return (
      <main>
        <h1>{t("title")}</h1>
        <p role="alert">{t("noSuchPlayer")}</p>
      </main>
    );
  }
  await Promise.all([
    prefetch(trpc.profile.stats.queryOptions({ playerId: id })),
    prefetch(
      trpc.profile.history.queryOptions({
        playerId: id,
        page: 1,
        pageSize: HISTORY_PAGE_SIZE,
      }),
    ),
  ]);
  return (
    <HydrateClient>
      <main>
        <PublicProfile
          playerId={id}
          invited={invited}
          progress={<Progress playerId={id} />}
        />
      </main>
    </HydrateClient>
  );
}
