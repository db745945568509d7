"use client";

import { useTranslations } from "next-intl";

import { ActionError } from "~/components/common/action-error";
import { useHydrated } from "~/components/site/use-hydrated";
import { useGoToNewTable } from "~/trpc/use-go-to-new-table";

/** One click to a game against a bot: becomes a guest if needed, deals, opens the table. */
export function PlayNow() {
  const t = useTranslations("home");
  // One request opens the table and deals it.
  const { go, busy, error } = useGoToNewTable(async (client) => {
    const table = await client.lobby.create.mutate({
      seats: [{ kind: "human" }, { kind: "bot", level: "heuristic" }],
      deal: true,
    });
    return table.id;
  });
  // In the page's HTML before its code has come (home-islands.tsx): a tap then did
  // nothing at all, so the button waits for it.
  const hydrated = useHydrated();
  return (
    <div className="action-row">
      <button
        type="button"
        className="primary"
        onClick={() => go()}
        disabled={!hydrated || busy}
        aria-describedby={error ? "play-now-error" : undefined}
      >
        {busy ? t("dealing") : t("playNow")}
      </button>
      <ActionError id="play-now-error" error={error} />
    </div>
  );
}
