"use client";

import { PageLink } from "~/components/common/page-link";
import { useFormatter, useTranslations } from "next-intl";

import { rulesSummary, tableRules, useSay } from "@3u3d/ui";

import { RULESET_NAMES } from "~/components/common/ruleset-names";
import { useErrorWords } from "~/trpc/use-error-words";

import { championshipWinner } from "./championship-words";
import { useDealNextGame } from "./use-deal-next-game";
import { useStandings } from "./use-standings";

/**
 * Standings (lowest total first) with every game's points as a column, the games so far
 * with their replays or tables, the next deal, and at the end the winner.
 */
export function ChampionshipStandings({ id }: { id: string }) {
  const { errorWordsOrNull } = useErrorWords();
  // Live for every member: a game ending elsewhere moves the standings, and the host
  // dealing the next game brings its "Go to the table" link.
  const t = useTranslations("championships.standings");
  const say = useSay();
  const winnerWords = useTranslations("championships.winner");
  const format = useFormatter();
  const data = useStandings(id, 5_000);
  const next = useDealNextGame(id);
  // A failed refresh keeps the standings shown; only a first failure is said.
  if (data.isError && !data.data)
    return <p role="alert">{errorWordsOrNull(data.error)}</p>;
  const s = data.data;
  if (!s) return <p>{t("loading")}</p>;
  // A game has scores once it ended: finished, or abandoned when everyone left.
  const running = s.games.find((g) => g.scores === null);
  // Game links come only to the championship's players (its tables are invite-only).
  const member = s.games.some((g) => g.gameId !== null);
  const { rules } = tableRules(s.ruleset, s.players, s.options);
  const played = s.games.filter((g) => g.scores !== null);
  const nameOf = (seat: number) =>
    seat === s.mySeat
      ? null
      : (s.rows.find((r) => r.seat === seat)?.name ?? t("seat", { seat: seat + 1 }));
  return (
    <>
      <h1>{s.name}</h1>
      {/* Always there, so the end arriving live is announced. */}
      <p role="status" className={s.over ? "championship-winner" : undefined}>
        {s.over ? championshipWinner(winnerWords, format, s.rows, s.mySeat) : ""}
      </p>
      <p>
        {t(s.rules.games ? "lengthGames" : "lengthPoints", {
          games: s.rules.games ?? 0,
          points: s.rules.targetScore ?? 0,
          played: s.gamesPlayed,
          over: String(s.over),
        })}
      </p>
      {rules && (
        <p data-testid="championship-rules">
          {RULESET_NAMES[s.ruleset]} · {say(rulesSummary(rules))}
        </p>
      )}
      {/* Many games scroll sideways inside the box (reachable by keyboard), not the page. */}
      <div className="per-game" role="region" aria-label={t("perGameLabel")} tabIndex={0}>
        <table className="board" aria-label={t("tableLabel")}>
          <thead>
            <tr>
              <th scope="col">{t("place")}</th>
              <th scope="col">{t("player")}</th>
              {played.map((g) => (
                <th scope="col" key={g.index}>
                  <span aria-hidden="true">{t("gameShort", { game: g.index + 1 })}</span>
                  <span className="sr-only">{t("game", { game: g.index + 1 })}</span>
                </th>
              ))}
              <th scope="col">{played.length > 0 ? t("total") : t("penaltyPoints")}</th>
              <th scope="col">
                <abbr title={t("gamesWon")}>{t("won")}</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {s.rows.map((r) => (
              <tr key={r.seat}>
                <td>{t("ordinal", { place: r.place })}</td>
                <td>{r.seat === s.mySeat ? t("you", { name: r.name }) : r.name}</td>
                {played.map((g) => (
                  <td key={g.index}>{g.scores?.[r.seat] ?? "–"}</td>
                ))}
                <td>{r.total}</td>
                <td>{r.wins}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>{t("games")}</h2>
      <ol className="championship-games">
        {s.games.map((g) => (
          <li key={g.index}>
            {g.scores
              ? g.status === "ABANDONED"
                ? t("gameAbandoned", { game: g.index + 1 })
                : g.winner === null
                  ? t("gameStalemate", { game: g.index + 1 })
                  : nameOf(g.winner) === null
                    ? t("gameYouWon", { game: g.index + 1 })
                    : t("gameWon", { game: g.index + 1, name: nameOf(g.winner) ?? "" })
              : g.status === "LOBBY"
                ? t("gameGathering", { game: g.index + 1 })
                : t("gamePlaying", { game: g.index + 1 })}
            {/* Game links are for the championship's players (its tables are invite-only). */}
            {g.gameId !== null &&
              (g.scores ? (
                <>
                  {" "}
                  ·{" "}
                  <PageLink href={`/replay/${g.gameId}`}>
                    {t("replay", { game: g.index + 1 })}
                  </PageLink>
                </>
              ) : (
                <>
                  {" "}
                  · <PageLink href={`/table/${g.gameId}`}>{t("goToTable")}</PageLink>
                </>
              ))}
          </li>
        ))}
      </ol>
      {s.isHost && !s.over && !running && (
        <button
          type="button"
          className="primary"
          disabled={next.busy}
          onClick={next.deal}
        >
          {t("dealNext")}
        </button>
      )}
      {!s.isHost && member && !s.over && !running && <p>{t("hostDeals")}</p>}
      {next.error && <p role="alert">{next.error}</p>}
    </>
  );
}
