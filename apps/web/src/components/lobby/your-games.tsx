"use client";

// "Your games" is asked again at once when the person's news says so (a table dealt for
// them, their turn at one: site/person-news.tsx), when the tab comes back, after
// sitting down or leaving (useSeatsChanged) and when a game ends at the player's table
// (use-game-snapshot.ts). Other people's moves at the player's tables change a row
// too (whose turn, the time left); for those the list asks now and then while it is on
// screen: every 30 s, or every 5 s while the news stream is down. Not a stream per row:
// the server keeps one live stream per open table and one per person.
import { useQuery } from "@tanstack/react-query";
import { PageLink } from "~/components/common/page-link";
import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";

import type { RouterOutputs } from "@3u3d/api";

import { rulesetName } from "~/components/common/ruleset-names";
import { useNewsLive } from "~/components/site/person-news";
import { useHydrated } from "~/components/site/use-hydrated";
import { useTRPC } from "~/trpc/react";

type YourGamesList = RouterOutputs["lobby"]["mine"];
type YourTable = YourGamesList["tables"][number];
type YourChampionship = YourGamesList["championships"][number];

/** How often the list asks again while it is on screen, with the news stream open… */
const REFRESH_MS = 30_000;
/** …and while it is down. */
const REFRESH_BLIND_MS = 5_000;

type Words = ReturnType<typeof useTranslations<"lobby.yourGames">>;
type Format = ReturnType<typeof useFormatter>;

/** Where the table stands, from the player's side, in a few words. */
function tableState(t: Words, format: Format, table: YourTable): string {
  if (table.status === "LOBBY")
    return table.seatsTaken < table.seatCount
      ? t("waitingToStart", { taken: table.seatsTaken, seats: table.seatCount })
      : t("allSeated");
  if (table.botPlaying) return t("botPlaying");
  if (table.yourTurn) return t("yourTurn");
  if (table.waitingFor.length > 0)
    return t("waitingFor", { names: format.list(table.waitingFor) });
  return t("beingPlayed");
}

/**
 * "· turn ends in 23 hours" on a table with a turn timer. Only in the browser: the
 * server's clock and the browser's would name different seconds, and the page would
 * not match the HTML it was rendered from.
 */
function timeLeft(t: Words, format: Format, table: YourTable, now: number | null) {
  if (now === null || !table.deadline || table.status !== "PLAYING" || table.botPlaying)
    return "";
  return t("timeLeft", { when: format.relativeTime(table.deadline, now) });
}

function championshipLength(t: Words, c: YourChampionship): string {
  return c.targetGames
    ? t("championshipGames", { game: c.gamesDealt, games: c.targetGames })
    : t("championshipPoints", { game: c.gamesDealt, points: c.targetScore ?? 0 });
}

/**
 * The tables the player sits at (those waiting for them first, the soonest to time
 * out first) and their championships still being played, each a click from its
 * table; kept fresh while on screen. Shows `whenEmpty` (nothing by default) when
 * there is nothing to list.
 */
export function YourGames({ whenEmpty = null }: { whenEmpty?: ReactNode }) {
  const t = useTranslations("lobby.yourGames");
  const format = useFormatter();
  const trpc = useTRPC();
  const hydrated = useHydrated();
  const live = useNewsLive();
  const mine = useQuery(
    trpc.lobby.mine.queryOptions(undefined, {
      refetchInterval: live ? REFRESH_MS : REFRESH_BLIND_MS,
      refetchIntervalInBackground: false,
      refetchOnWindowFocus: true,
      // Fresh for one tick: a list the server rendered moments ago waits for it.
      staleTime: REFRESH_BLIND_MS,
    }),
  );
  const tables = mine.data?.tables ?? [];
  const championships = mine.data?.championships ?? [];
  if (tables.length === 0 && championships.length === 0)
    return mine.isPending ? null : whenEmpty;
  return (
    <section aria-labelledby="your-games" className="your-games">
      <h2 id="your-games">{t("title")}</h2>
      {tables.length > 0 && (
        <ul className="your-tables">
          {tables.map((table) => (
            <li key={table.gameId} className={table.yourTurn ? "your-turn" : undefined}>
              <PageLink href={`/table/${table.gameId}`}>
                {table.opponents.length > 0
                  ? t("tableWith", {
                      ruleset: rulesetName(table.ruleset),
                      names: format.list(table.opponents),
                    })
                  : rulesetName(table.ruleset)}
              </PageLink>
              <span className="game-state">
                {tableState(t, format, table)}
                {timeLeft(t, format, table, hydrated ? Date.now() : null)}
              </span>
              {table.championship && (
                <span className="game-note">
                  {t("championshipGame", {
                    name: table.championship.name,
                    game: table.championship.game,
                  })}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {championships.length > 0 && (
        <>
          <h3>{t("championships")}</h3>
          <ul className="your-tables">
            {championships.map((c) => (
              <li key={c.id}>
                <PageLink
                  href={c.gameId ? `/table/${c.gameId}` : `/championships/${c.id}`}
                >
                  {c.name}
                </PageLink>
                <span className="game-state">
                  {t(c.gameId ? "championshipLine" : "championshipBetween", {
                    ruleset: rulesetName(c.ruleset),
                    length: championshipLength(t, c),
                  })}
                </span>
                <PageLink
                  className="game-note"
                  href={`/championships/${c.id}`}
                  aria-label={t("standingsOf", { name: c.name })}
                >
                  {t("standings")}
                </PageLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
