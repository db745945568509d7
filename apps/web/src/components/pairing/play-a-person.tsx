"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";

import { RULESETS, type Ruleset } from "@3u3d/engine";

import { ActionError } from "~/components/common/action-error";
import { RULESET_NAMES } from "~/components/common/ruleset-names";
import { useMe } from "~/components/site/use-me";
import { useTRPC } from "~/trpc/react";

import { BOT_FILL_CHOICES, gameWords, peopleAre } from "./pairing-words";
import { usePairing } from "./use-pairing";
import { WaitingForPeople } from "./waiting-for-people";

/** The pools' counts are asked again this often while the form is on screen. */
const POOLS_MS = 3_000;
const PLAYER_COUNTS = [2, 3, 4, 5, 6] as const;

/**
 * "Play a person": choose the game (rules, players, rated or casual, bots for empty
 * seats after a wait), see how many look for that same game now, and wait with them
 * until a table is dealt. Rated needs an account; bots fill casual games only.
 */
export function PlayAPerson() {
  const pairing = usePairing();
  const status = pairing.status;
  if (status?.state === "waiting" || pairing.paired)
    return <WaitingForPeople pairing={pairing} />;
  return <SeekForm pairing={pairing} />;
}

function SeekForm({ pairing }: { pairing: ReturnType<typeof usePairing> }) {
  const trpc = useTRPC();
  const me = useMe();
  const guest = !me || me.guest;
  const [ruleset, setRuleset] = useState<Ruleset>("3up3down");
  const [players, setPlayers] = useState(2);
  const [ratedChoice, setRated] = useState(false);
  const [botFill, setBotFill] = useState<number | null>(null);
  const rated = ratedChoice && !guest;
  const pools = useQuery(
    trpc.pairing.pools.queryOptions(undefined, {
      refetchInterval: POOLS_MS,
      refetchIntervalInBackground: false,
    }),
  );
  const waiting =
    pools.data?.find(
      (p) => p.ruleset === ruleset && p.players === players && p.rated === rated,
    )?.waiting ?? 0;

  return (
    <form
      className="create-table play-a-person"
      aria-label="find a game with people"
      onSubmit={(e) => {
        e.preventDefault();
        pairing.seek({
          ruleset,
          players,
          rated,
          botFillAfterSeconds: rated ? null : botFill,
        });
      }}
    >
      <label>
        Rules{" "}
        <select value={ruleset} onChange={(e) => setRuleset(e.target.value as Ruleset)}>
          {RULESETS.map((r) => (
            <option key={r} value={r}>
              {RULESET_NAMES[r]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Players{" "}
        <select value={players} onChange={(e) => setPlayers(Number(e.target.value))}>
          {PLAYER_COUNTS.map((n) => (
            <option key={n} value={n}>
              {n} players
            </option>
          ))}
        </select>
      </label>
      <fieldset className="choice-row">
        <legend>Game</legend>
        <label>
          <input
            type="radio"
            name="rated"
            checked={!rated}
            onChange={() => setRated(false)}
          />{" "}
          Casual
        </label>
        <label>
          <input
            type="radio"
            name="rated"
            checked={rated}
            disabled={guest}
            onChange={() => setRated(true)}
            aria-describedby={guest ? "rated-needs-account" : undefined}
          />{" "}
          Rated
        </label>
        {guest && (
          <p id="rated-needs-account" className="hint">
            Rated games need an account: <Link href="/signup">sign up</Link> or{" "}
            <Link href="/signin">sign in</Link>.
          </p>
        )}
      </fieldset>
      {!rated && (
        <label>
          Bots take the empty seats{" "}
          <select
            value={botFill ?? ""}
            onChange={(e) => setBotFill(e.target.value ? Number(e.target.value) : null)}
          >
            {BOT_FILL_CHOICES.map((c) => (
              <option key={c.label} value={c.value ?? ""}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
      )}
      <p className="pool-count" data-testid="pool-count">
        {waiting === 0
          ? `Nobody is looking for ${gameWords({ ruleset, players, rated })} right now: be the first.`
          : `${peopleAre(waiting)} looking for ${gameWords({ ruleset, players, rated })} right now.`}
      </p>
      <div className="action-row">
        <button
          type="submit"
          className="primary"
          disabled={pairing.asking}
          aria-describedby={pairing.error ? "play-a-person-error" : undefined}
        >
          {pairing.asking ? "Asking…" : "Find a game"}
        </button>
        <ActionError id="play-a-person-error" error={pairing.error} />
      </div>
    </form>
  );
}
