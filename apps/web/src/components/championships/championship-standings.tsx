"use client";

import Link from "next/link";

import { ordinal, rulesSummary, tableRules } from "@3u3d/ui";

import { RULESET_NAMES } from "~/components/common/ruleset-names";
import { errorWordsOrNull } from "~/trpc/error-words";

import { championshipWinner } from "./championship-words";
import { useDealNextGame } from "./use-deal-next-game";
import { useStandings } from "./use-standings";

/**
 * Standings (lowest total first) with every game's points as a column, the games so far
 * with their replays or tables, the next deal, and at the end the winner.
 */
export function ChampionshipStandings({ id }: { id: string }) {
  // Live for every member: a game ending elsewhere moves the standings, and the host
  // dealing the next game brings its "Go to the table" link.
  const data = useStandings(id, 5_000);
  const next = useDealNextGame(id);
  // A failed refresh keeps the standings shown; only a first failure is said.
  if (data.isError && !data.data)
    return <p role="alert">{errorWordsOrNull(data.error)}</p>;
  const s = data.data;
  if (!s) return <p>Loading…</p>;
  // A game has scores once it ended: finished, or abandoned when everyone left.
  const running = s.games.find((g) => g.scores === null);
  // Game links come only to the championship's players (its tables are invite-only).
  const member = s.games.some((g) => g.gameId !== null);
  const { rules } = tableRules(s.ruleset, s.players, s.options);
  const played = s.games.filter((g) => g.scores !== null);
  const nameOf = (seat: number) =>
    seat === s.mySeat
      ? "You"
      : (s.rows.find((r) => r.seat === seat)?.name ?? `Seat ${seat + 1}`);
  return (
    <>
      <h1>{s.name}</h1>
      {/* Always there, so the end arriving live is announced. */}
      <p role="status" className={s.over ? "championship-winner" : undefined}>
        {s.over ? `${championshipWinner(s.rows, s.mySeat)}!` : ""}
      </p>
      <p>
        {s.rules.games
          ? `${s.rules.games} games`
          : `Until someone reaches ${s.rules.targetScore} points`}{" "}
        · {s.gamesPlayed} played{s.over ? " · the championship is over" : ""}
      </p>
      {rules && (
        <p data-testid="championship-rules">
          {RULESET_NAMES[s.ruleset]} · {rulesSummary(rules)}
        </p>
      )}
      {/* Many games scroll sideways inside the box (reachable by keyboard), not the page. */}
      <div
        className="per-game"
        role="region"
        aria-label="standings and points per game"
        tabIndex={0}
      >
        <table className="board" aria-label="standings">
          <thead>
            <tr>
              <th scope="col">Place</th>
              <th scope="col">Player</th>
              {played.map((g) => (
                <th scope="col" key={g.index}>
                  <span aria-hidden="true">G{g.index + 1}</span>
                  <span className="sr-only">Game {g.index + 1}</span>
                </th>
              ))}
              <th scope="col">{played.length > 0 ? "Total" : "Penalty points"}</th>
              <th scope="col">
                <abbr title="games won">Won</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {s.rows.map((r) => (
              <tr key={r.seat}>
                <td>{ordinal(r.place)}</td>
                <td>{r.seat === s.mySeat ? `${r.name} (you)` : r.name}</td>
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
      <h2>Games</h2>
      <ol className="championship-games">
        {s.games.map((g) => (
          <li key={g.index}>
            Game {g.index + 1}:{" "}
            {g.scores
              ? g.status === "ABANDONED"
                ? "everyone left, so it ended early"
                : g.winner === null
                  ? "a stalemate"
                  : `${nameOf(g.winner)} won`
              : g.status === "LOBBY"
                ? "waiting for everyone to sit down"
                : "being played"}
            {/* Game links are for the championship's players (its tables are invite-only). */}
            {g.gameId !== null &&
              (g.scores ? (
                <>
                  {" "}
                  · <Link href={`/replay/${g.gameId}`}>Replay of game {g.index + 1}</Link>
                </>
              ) : (
                <>
                  {" "}
                  · <Link href={`/table/${g.gameId}`}>Go to the table</Link>
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
          Deal the next game
        </button>
      )}
      {!s.isHost && member && !s.over && !running && (
        <p>The host deals the next game: its table appears here when they do.</p>
      )}
      {next.error && <p role="alert">{next.error}</p>}
    </>
  );
}
