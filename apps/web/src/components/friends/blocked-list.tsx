"use client";

import { useMutation } from "@tanstack/react-query";
import { PageLink } from "~/components/common/page-link";
import { useTranslations } from "next-intl";

import type { RouterOutputs } from "@3u3d/api";

import { ActionError } from "~/components/common/action-error";
import { useErrorWords } from "~/trpc/use-error-words";
import { useTRPC } from "~/trpc/react";

import { useFriendsChanged } from "./use-friends";

type Blocked = RouterOutputs["friends"]["list"]["blocked"][number];

/** The people the player blocked, each with Unblock; nothing when there are none. */
export function BlockedList({ blocked }: { blocked: Blocked[] }) {
  const { errorWordsOrNull } = useErrorWords();
  const t = useTranslations("friends");
  const trpc = useTRPC();
  const changed = useFriendsChanged();
  const unblock = useMutation(
    trpc.friends.unblock.mutationOptions({ onSettled: () => void changed() }),
  );
  if (blocked.length === 0) return null;
  const error = errorWordsOrNull(unblock.error);
  return (
    <section aria-labelledby="blocked-heading">
      <h2 id="blocked-heading">{t("blocked")}</h2>
      <p className="note">{t("blockedNote", { does: t("blockDoes") })}</p>
      <ul className="friends-list">
        {blocked.map((b) => (
          <li key={b.playerId}>
            <div className="friend">
              <PageLink className="friend-name" href={`/players/${b.playerId}`}>
                {b.name}
              </PageLink>
            </div>
            <div className="action-row">
              <button
                type="button"
                disabled={unblock.isPending}
                onClick={() => unblock.mutate({ playerId: b.playerId })}
              >
                {t.rich("unblockName", {
                  name: b.name,
                  hidden: (words) => <span className="sr-only">{words}</span>,
                })}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <ActionError id="unblock-error" error={error} />
    </section>
  );
}
