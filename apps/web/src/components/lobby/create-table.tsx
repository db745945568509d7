"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import { useGoToNewTable } from "~/trpc/use-go-to-new-table";

import { SeatChoices } from "~/components/table-setup/seat-choices";
import { RulesetSelect } from "~/components/table-setup/ruleset-select";
import { TableOptionsFields } from "~/components/table-setup/table-options-fields";
import { TurnTimerSelect } from "~/components/table-setup/turn-timer-select";
import { useTableChoices } from "~/components/table-setup/use-table-choices";
import { ActionError } from "~/components/common/action-error";
import { useHydrated } from "~/components/site/use-hydrated";

/** A table of your own: ruleset, seats (friends or bots), options, public or by invite. */
export function CreateTable() {
  const t = useTranslations("lobby.create");
  const choices = useTableChoices(["human", "heuristic"]);
  // The form is in the page's HTML before its code has come (home-islands.tsx): until
  // then a click would send it as the browser's own GET and reload the page.
  const hydrated = useHydrated();
  const [isPublic, setPublic] = useState(false);
  const [timer, setTimer] = useState<number | null>(null);
  // A table of bots only is dealt in the same request; friends first gather in the lobby.
  const { go, busy, error } = useGoToNewTable(async (client) => {
    const table = await client.lobby.create.mutate({
      ruleset: choices.ruleset,
      seats: choices.seats,
      options: choices.options,
      isPublic,
      turnTimerSeconds: timer,
      deal: choices.botsOnly,
    });
    return table.id;
  });

  return (
    <form
      className="create-table"
      aria-label={t("formLabel")}
      onSubmit={(e) => {
        e.preventDefault();
        go();
      }}
    >
      {/* Its choices and its button wait for its code (home-islands.tsx): before it,
          a choice was undone when React took the form over, and a click sent it as
          the browser's own GET. */}
      <fieldset className="until-ready" disabled={!hydrated}>
        <RulesetSelect choices={choices} />
        <SeatChoices choices={choices} />
        <TableOptionsFields choices={choices} />
        <label>
          <input
            type="checkbox"
            checked={isPublic}
            onChange={(e) => setPublic(e.target.checked)}
          />{" "}
          {t("public")}
        </label>
        <TurnTimerSelect value={timer} onChange={setTimer} />
        <div className="action-row">
          <button
            type="submit"
            className="primary"
            disabled={busy || !choices.dealable}
            aria-describedby={error ? "create-table-error" : undefined}
          >
            {busy ? t("creating") : t("create")}
          </button>
          <ActionError id="create-table-error" error={error} />
        </div>
      </fieldset>
    </form>
  );
}
