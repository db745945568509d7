"use client";

import { useTranslations } from "next-intl";

import { ActionError } from "~/components/common/action-error";
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
  return (
    <div className="action-row">
      <button
        type="button"
        className="primary"
        onClick={() => go()}
        disabled={busy}
        aria-describedby={error ? "play-now-error" : undefined}
      >
        {busy ? t("dealing") : t("playNow")}
      </button>
      <ActionError id="play-now-error" error={error} />
    </div>
  );
}
