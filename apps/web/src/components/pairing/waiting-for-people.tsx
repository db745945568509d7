"use client";

import { useTranslations } from "next-intl";

import { RULESET_NAMES } from "~/components/common/ruleset-names";
import { ActionError } from "~/components/common/action-error";

import { clockWords } from "./pairing-words";
import type { usePairing } from "./use-pairing";

/**
 * The wait: which game, how many look for it now, how long it has been, how far the
 * rating range reaches (it widens as the wait goes on), and Cancel. Once paired it
 * says so while the page moves to the table.
 */
export function WaitingForPeople({
  pairing,
}: {
  pairing: ReturnType<typeof usePairing>;
}) {
  const t = useTranslations("pairing");
  const status = pairing.status;
  if (pairing.paired || status?.state !== "waiting")
    return (
      <div className="waiting-box" role="status">
        <p className="waiting-title">{t("found")}</p>
      </div>
    );
  return (
    <div className="waiting-box" aria-labelledby="waiting-title">
      <p id="waiting-title" className="waiting-title" role="status">
        {t("lookingFor", {
          rated: String(status.rated),
          players: status.players,
          ruleset: RULESET_NAMES[status.ruleset],
        })}
      </p>
      <ul className="waiting-facts">
        <li data-testid="waiting-count">
          {t("waitingCount", { count: status.waiting })}
        </li>
        <li>
          {t.rich("waited", {
            clock: () => (
              <span className="waiting-clock">{clockWords(status.waitedSeconds)}</span>
            ),
          })}
        </li>
        {status.rated && (
          <li>
            {status.ratingWindow === null
              ? t("anyRating")
              : t("ratingWindow", { points: status.ratingWindow })}
          </li>
        )}
        {status.botFillAfterSeconds !== null && (
          <li>{t("botsWillFill", { seconds: status.botFillAfterSeconds })}</li>
        )}
      </ul>
      <div className="action-row">
        <button
          type="button"
          onClick={pairing.cancel}
          disabled={pairing.cancelling}
          aria-describedby={pairing.error ? "waiting-error" : undefined}
        >
          {pairing.cancelling ? t("cancelling") : t("cancel")}
        </button>
        <ActionError id="waiting-error" error={pairing.error} />
      </div>
    </div>
  );
}
