"use client";

import { useQuery } from "@tanstack/react-query";
import { PageLink } from "~/components/common/page-link";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useRef, useState } from "react";

import { inviteCodeProblem, normalInviteCode } from "@3u3d/api/invite-code";

import type { GameOptions, Ruleset } from "@3u3d/engine";
import { useSay } from "@3u3d/ui";
import type { Msg } from "@3u3d/i18n/msg";
import { rulesSummary, tableRules } from "@3u3d/ui/table-rules";

import { useHydrated } from "~/components/site/use-hydrated";
import { useTRPC } from "~/trpc/react";

import { LIVE_LIMIT, OPEN_LIMIT } from "./lobby-limits";
import { RULESET_NAMES } from "~/components/common/ruleset-names";

/** "3UP 3DOWN · A 1 reverses play · Two decks": the ruleset and what the table changes. */
function rulesLine(
  say: (message: Msg) => string,
  ruleset: Ruleset,
  players: number,
  options: GameOptions,
) {
  const { rules } = tableRules(ruleset, players, options);
  // Stored tables passed the engine's check when created, so `rules` is always there.
  return rules
    ? `${RULESET_NAMES[ruleset]} · ${say(rulesSummary(rules))}`
    : RULESET_NAMES[ruleset];
}

/**
 * Public tables waiting for players, and joining by code. The home page renders with
 * both lists (prefetched on the server: app/(home)/page.tsx).
 */
export function OpenTables() {
  const t = useTranslations("lobby.openTables");
  const bots = useTranslations("bots");
  const say = useSay();
  const format = useFormatter();
  const trpc = useTRPC();
  const router = useRouter();
  const [code, setCode] = useState("");
  // A code that cannot be one is explained beside the box; nothing is sent.
  const [problem, setProblem] = useState<Msg | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The form is in the page's HTML before its code has come (home-islands.tsx): until
  // then typing was lost when React took the box over, and Join sent the browser's own
  // GET, reloading the page. Both wait for it.
  const hydrated = useHydrated();
  const tables = useQuery(trpc.lobby.open.queryOptions({ limit: OPEN_LIMIT }));
  const live = useQuery(trpc.lobby.live.queryOptions({ limit: LIVE_LIMIT }));
  return (
    <section aria-label={t("label")}>
      <form
        className="join-code"
        onSubmit={(e) => {
          e.preventDefault();
          const wrong = inviteCodeProblem(code);
          setProblem(wrong);
          if (wrong) input.current?.focus();
          else router.push(`/join/${encodeURIComponent(normalInviteCode(code))}`);
        }}
      >
        <label>
          {t("joinWithCode")}{" "}
          <input
            ref={input}
            value={code}
            readOnly={!hydrated}
            onChange={(e) => {
              setCode(e.target.value);
              setProblem(null);
            }}
            maxLength={16}
            // eslint-disable-next-line no-restricted-syntax -- a sample code, no words
            placeholder="ABCDE23456"
            autoCapitalize="characters"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "join-code-error" : undefined}
          />
        </label>
        <button type="submit" disabled={!hydrated}>
          {t("join")}
        </button>
        {problem && (
          <p
            id="join-code-error"
            className="field-error"
            role="alert"
            // Under the box, which may sit at the bottom of the screen: brought into
            // sight (a long first-visit page pushes it below the fold on a desktop).
            ref={(words) => words?.scrollIntoView({ block: "nearest" })}
          >
            {say(problem)}
          </p>
        )}
      </form>
      <h2>{t("title")}</h2>
      {tables.data?.length ? (
        <ul>
          {tables.data.map((table) => (
            <li key={table.id}>
              {rulesLine(say, table.ruleset, table.seatCount, table.options)} ·{" "}
              {format.list(
                table.seats.map(
                  (s) =>
                    s.player ??
                    (s.bot
                      ? t("botSeat", { bot: bots(`${s.bot}.name`) })
                      : t("openSeat")),
                ),
                { type: "unit" },
              )}{" "}
              · <PageLink href={`/table/${table.id}`}>{t("takeASeat")}</PageLink>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("none")}</p>
      )}
      {live.data?.length ? (
        <>
          <h2>{t("live")}</h2>
          <ul>
            {live.data.map((table) => (
              <li key={table.id}>
                {rulesLine(say, table.ruleset, table.players.length, table.options)} ·{" "}
                {table.players.join(" – ")} ·{" "}
                <PageLink href={`/table/${table.id}`}>{t("watch")}</PageLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
