"use client";

import { useQuery } from "@tanstack/react-query";
import { PageLink } from "~/components/common/page-link";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { RULESETS, type Ruleset } from "@3u3d/engine";

import { ActionError } from "~/components/common/action-error";
import { RULESET_NAMES } from "~/components/common/ruleset-names";
import { useHydrated } from "~/components/site/use-hydrated";
import { useMe } from "~/components/site/use-me";
import { useTRPC } from "~/trpc/react";

import { BOT_FILL_CHOICES } from "./pairing-words";
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
  const t = useTranslations("pairing");
  const trpc = useTRPC();
  const me = useMe();
  const guest = !me || me.guest;
  // In the page's HTML before its code has come (home-islands.tsx): until then a click
  // would send the form as the browser's own GET and reload the page.
  const hydrated = useHydrated();
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
      aria-label={t("formLabel")}
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
      {/* Its choices and its button wait for its code (home-islands.tsx): before it,
          a choice was undone when React took the form over, and a click sent it as
          the browser's own GET. */}
      <fieldset className="until-ready" disabled={!hydrated}>
        <label>
          {t("rules")}{" "}
          <select value={ruleset} onChange={(e) => setRuleset(e.target.value as Ruleset)}>
            {RULESETS.map((r) => (
              <option key={r} value={r}>
                {RULESET_NAMES[r]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("players")}{" "}
          <select value={players} onChange={(e) => setPlayers(Number(e.target.value))}>
            {PLAYER_COUNTS.map((n) => (
              <option key={n} value={n}>
                {t("playerCount", { count: n })}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="choice-row">
          <legend>{t("game")}</legend>
          <label>
            <input
              type="radio"
              name="rated"
              checked={!rated}
              onChange={() => setRated(false)}
            />{" "}
            {t("casual")}
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
            {t("rated")}
          </label>
          {guest && (
            <p id="rated-needs-account" className="hint">
              {t.rich("ratedNeedsAccount", {
                signUp: (words) => <PageLink href="/signup">{words}</PageLink>,
                signIn: (words) => <PageLink href="/signin">{words}</PageLink>,
              })}
            </p>
          )}
        </fieldset>
        {!rated && (
          <label>
            {t("botFillLabel")}{" "}
            <select
              value={botFill ?? ""}
              onChange={(e) => setBotFill(e.target.value ? Number(e.target.value) : null)}
            >
              {BOT_FILL_CHOICES.map((seconds) => (
                <option key={seconds ?? "never"} value={seconds ?? ""}>
                  {seconds === null ? t("botFillNever") : t("botFill", { seconds })}
                </option>
              ))}
            </select>
          </label>
        )}
        <p className="pool-count" data-testid="pool-count">
          {t("poolCount", {
            count: waiting,
            rated: String(rated),
            players,
            ruleset: RULESET_NAMES[ruleset],
          })}
        </p>
        <div className="action-row">
          <button
            type="submit"
            className="primary"
            disabled={pairing.asking}
            aria-describedby={pairing.error ? "play-a-person-error" : undefined}
          >
            {pairing.asking ? t("asking") : t("find")}
          </button>
          <ActionError id="play-a-person-error" error={pairing.error} />
        </div>
      </fieldset>
    </form>
  );
}
