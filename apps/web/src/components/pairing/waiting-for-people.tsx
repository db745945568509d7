"use client";

import { ActionError } from "~/components/common/action-error";

import { botFillWords, clockWords, gameWords, peopleAre } from "./pairing-words";
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
  const status = pairing.status;
  if (pairing.paired || status?.state !== "waiting")
    return (
      <div className="waiting-box" role="status">
        <p className="waiting-title">Found a table! Taking you there…</p>
      </div>
    );
  return (
    <div className="waiting-box" aria-labelledby="waiting-title">
      <p id="waiting-title" className="waiting-title" role="status">
        Looking for {gameWords(status)}…
      </p>
      <ul className="waiting-facts">
        <li data-testid="waiting-count">
          {status.waiting === 1
            ? "You are the only one looking for this game so far."
            : `${peopleAre(status.waiting)} looking for this game, you included.`}
        </li>
        <li>
          You have waited{" "}
          <span className="waiting-clock">{clockWords(status.waitedSeconds)}</span>
        </li>
        {status.rated && (
          <li>
            {status.ratingWindow === null
              ? "Any rating is welcome now."
              : `Opponents within ${status.ratingWindow} points of your rating (it widens as you wait).`}
          </li>
        )}
        {status.botFillAfterSeconds !== null && (
          <li>Bots take any empty seats {botFillWords(status.botFillAfterSeconds)}.</li>
        )}
      </ul>
      <div className="action-row">
        <button
          type="button"
          onClick={pairing.cancel}
          disabled={pairing.cancelling}
          aria-describedby={pairing.error ? "waiting-error" : undefined}
        >
          {pairing.cancelling ? "Cancelling…" : "Cancel"}
        </button>
        <ActionError id="waiting-error" error={pairing.error} />
      </div>
    </div>
  );
}
