"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import { RulesetSelect } from "~/components/table-setup/ruleset-select";
import { SeatChoices } from "~/components/table-setup/seat-choices";
import { TableOptionsFields } from "~/components/table-setup/table-options-fields";
import { TurnTimerSelect } from "~/components/table-setup/turn-timer-select";
import { useTableChoices } from "~/components/table-setup/use-table-choices";
import { ActionError } from "~/components/common/action-error";
import { useGoToNewTable } from "~/trpc/use-go-to-new-table";

/**
 * Start a championship: the same seats and rules for every game, by number of games or a
 * target score.
 */
export function CreateChampionship() {
  const t = useTranslations("championships.create");
  const [name, setName] = useState(() => t("defaultName"));
  const [length, setLength] = useState<"games" | "target">("games");
  const [amount, setAmount] = useState(3);
  const [timer, setTimer] = useState<number | null>(null);
  const choices = useTableChoices(["heuristic"]);
  // Bots only: dealt in the same request. With friends, the first game's lobby gathers
  // them (its invite link brings them in); every later game seats them by itself.
  const { go, busy, error } = useGoToNewTable(async (client) => {
    const created = await client.championship.create.mutate({
      name,
      seats: choices.seats,
      ruleset: choices.ruleset,
      options: choices.options,
      turnTimerSeconds: timer,
      ...(length === "games" ? { games: amount } : { targetScore: amount }),
      deal: choices.botsOnly,
    });
    return created.gameId;
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
      <label>
        {t("name")}{" "}
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={60}
          required
        />
      </label>
      <RulesetSelect choices={choices} />
      <SeatChoices choices={choices} />
      <label>
        {t("length")}{" "}
        <select
          value={length}
          onChange={(e) => setLength(e.target.value as typeof length)}
        >
          <option value="games">{t("byGames")}</option>
          <option value="target">{t("byScore")}</option>
        </select>{" "}
        <input
          type="number"
          aria-label={length === "games" ? t("numberOfGames") : t("targetScore")}
          min={length === "games" ? 1 : 10}
          max={length === "games" ? 50 : 10000}
          value={amount}
          onChange={(e) => setAmount(Number(e.target.value))}
        />
      </label>
      <TableOptionsFields choices={choices} />
      <TurnTimerSelect value={timer} onChange={setTimer} />
      <div className="action-row">
        <button
          type="submit"
          className="primary"
          disabled={busy || !choices.dealable}
          aria-describedby={error ? "create-championship-error" : undefined}
        >
          {busy ? t("starting") : t("start")}
        </button>
        <ActionError id="create-championship-error" error={error} />
      </div>
    </form>
  );
}
