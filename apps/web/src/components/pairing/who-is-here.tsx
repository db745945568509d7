"use client";

import { useQuery } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";

import { rulesetName } from "~/components/common/ruleset-names";
import { useTRPC } from "~/trpc/react";

/** Asked again this often while the home page is on screen. */
const REFRESH_MS = 5_000;

/**
 * One fact a line: "5 people online", "2 games being played", "Looking for a game:
 * 3UP 3DOWN (2), Palace (1)" (the count in brackets: after a ruleset's name a bare
 * number read as part of it), kept fresh while the page is on screen (the server
 * counts at most every 2 s).
 */
export function WhoIsHere() {
  const t = useTranslations("pairing.whoIsHere");
  const format = useFormatter();
  const trpc = useTRPC();
  const who = useQuery(
    trpc.presence.counts.queryOptions(undefined, {
      refetchInterval: REFRESH_MS,
      refetchIntervalInBackground: false,
      staleTime: REFRESH_MS,
    }),
  );
  if (!who.data) return null;
  const { online, playing, looking } = who.data;
  return (
    <p className="who-is-here" data-testid="who-is-here">
      <span data-testid="online">{t("online", { count: online })}</span>
      <span>{t("playing", { count: playing })}</span>
      <span>
        {looking.length === 0
          ? t("nobodyLooking")
          : t("looking", {
              pools: format.list(
                looking.map((l) =>
                  t("pool", { ruleset: rulesetName(l.ruleset), count: l.waiting }),
                ),
                { type: "unit" },
              ),
            })}
      </span>
    </p>
  );
}
