"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { ActionError } from "~/components/common/action-error";
import { RulesetSelect } from "~/components/table-setup/ruleset-select";
import { TableOptionsFields } from "~/components/table-setup/table-options-fields";
import { TurnTimerSelect } from "~/components/table-setup/turn-timer-select";
import { useTableChoices } from "~/components/table-setup/use-table-choices";
import { useErrorWords } from "~/trpc/use-error-words";
import { useTRPC } from "~/trpc/react";

import { useFriendsChanged } from "./use-friends";

/**
 * A challenge to one player: the rules, the table options and a turn timer, chosen
 * with the same fields as a new table ("Play with friends"); the two of you sit at it.
 */
export function ChallengeForm({
  playerId,
  name,
  onSent,
}: {
  playerId: string;
  name: string;
  onSent?: () => void;
}) {
  const { errorWordsOrNull } = useErrorWords();
  const t = useTranslations("friends.challenge");
  const trpc = useTRPC();
  const changed = useFriendsChanged();
  // One other seat: the person challenged.
  const choices = useTableChoices(["human"]);
  const [timer, setTimer] = useState<number | null>(null);
  const send = useMutation(
    trpc.friends.challenge.mutationOptions({
      onSuccess: () => {
        void changed();
        onSent?.();
      },
    }),
  );
  const errorId = `challenge-${playerId}-error`;
  const error = errorWordsOrNull(send.error);
  return (
    <form
      className="create-table challenge-form"
      aria-label={t("formLabel", { name })}
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate({
          playerId,
          ruleset: choices.ruleset,
          options: choices.options,
          turnTimerSeconds: timer,
        });
      }}
    >
      <RulesetSelect choices={choices} />
      <TableOptionsFields choices={choices} />
      <TurnTimerSelect value={timer} onChange={setTimer} />
      <div className="action-row">
        <button
          type="submit"
          className="primary"
          disabled={send.isPending || !choices.dealable}
          aria-describedby={error ? errorId : undefined}
        >
          {send.isPending ? t("sending") : t("send", { name })}
        </button>
        <ActionError id={errorId} error={error} />
      </div>
    </form>
  );
}
