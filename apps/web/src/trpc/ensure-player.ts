"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import { displayNameProblem } from "@3u3d/api/display-name";
import { useSay } from "@3u3d/ui";

import { PlayerWordsError } from "./error-words";
import { chosenGuestName } from "./guest-name";
import { useTRPC, useTRPCClient } from "./react";
import { usePlayerChanged } from "./use-player-changed";

/**
 * Makes sure the browser has a player before a game starts: signed in, or a guest made
 * on the spot under the name they chose.
 */
export function useEnsurePlayer(): () => Promise<void> {
  const t = useTranslations("lobby.guestName");
  const say = useSay();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const playerChanged = usePlayerChanged();
  return async () => {
    // Asked afresh: another tab may have made a guest since the page was rendered.
    const me = await queryClient.fetchQuery({
      ...trpc.session.me.queryOptions(),
      staleTime: 0,
    });
    if (me) return;
    const name = chosenGuestName();
    // The name field already shows what is wrong; the button says so too, in words.
    const problem = name === undefined ? null : displayNameProblem(name);
    if (problem) throw new PlayerWordsError(t("nameFirst", { problem: say(problem) }));
    await client.session.playAsGuest.mutate(name ? { name } : {});
    await playerChanged();
  };
}
