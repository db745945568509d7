"use client";

// "Your games" is kept fresh by polling while it is on screen: asked every few seconds
// while the page is visible, and at once when the tab comes back. Its rows change when
// other people (or bots) move at tables the player is not watching. Polling rather than
// an event stream per table: the list is short, a turn that shows up a few seconds late
// is fine on a list, a hidden tab asks nothing, and the server keeps one live stream
// per open table, not per row. Sitting down or leaving (useSeatsChanged) and a game
// ending at the player's table (use-game-snapshot.ts) ask at once.
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import type { ReactNode } from "react";

import type { RouterOutputs } from "@3u3d/api";
import { timeLeftWords } from "@3u3d/ui/time-left";

import { rulesetName } from "~/components/common/ruleset-names";
import { useHydrated } from "~/components/site/use-hydrated";
import { useTRPC } from "~/trpc/react";

type YourGamesList = RouterOutputs["lobby"]["mine"];
type YourTable = YourGamesList["tables"][number];
type YourChampionship = YourGamesList["championships"][number];

/** How often the list asks again while it is on screen. */
const REFRESH_MS = 5000;

/** "Ann", "Ann and Bob", "Ann, Bob and Cy". */
function listed(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** Where the table stands, from the player's side, in a few words. */
function tableState(t: YourTable): string {
  if (t.status === "LOBBY")
    return t.seatsTaken < t.seatCount
      ? `Waiting to start: ${t.seatsTaken} of ${t.seatCount} seats taken`
      : "Everyone is seated: waiting for the deal";
  if (t.botPlaying) return "A bot is playing for you";
  if (t.yourTurn) return "Your turn";
  if (t.waitingFor.length > 0) return `Waiting for ${listed(t.waitingFor)}`;
  return "Being played";
}

/**
 * "· 23 hours left" on a table with a turn timer. Only in the browser: the server's
 * clock and the browser's would name different seconds, and the page would not match
 * the HTML it was rendered from.
 */
function timeLeft(t: YourTable, now: number | null): string {
  if (now === null || !t.deadline || t.status !== "PLAYING" || t.botPlaying) return "";
  return ` · ${timeLeftWords(t.deadline.getTime() - now)} left`;
}

function championshipLength(c: YourChampionship): string {
  return c.targetGames
    ? `game ${c.gamesDealt} of ${c.targetGames}`
    : `game ${c.gamesDealt}, to ${c.targetScore} points`;
}

/**
 * The tables the player sits at (those waiting for them first, the soonest to time
 * out first) and their championships still being played, each a click from its
 * table; kept fresh while on screen. Shows `whenEmpty` (nothing by default) when
 * there is nothing to list.
 */
export function YourGames({ whenEmpty = null }: { whenEmpty?: ReactNode }) {
  const trpc = useTRPC();
  const hydrated = useHydrated();
  const mine = useQuery(
    trpc.lobby.mine.queryOptions(undefined, {
      refetchInterval: REFRESH_MS,
      refetchIntervalInBackground: false,
      refetchOnWindowFocus: true,
      // Fresh for one tick: a list the server rendered moments ago waits for it.
      staleTime: REFRESH_MS,
    }),
  );
  const tables = mine.data?.tables ?? [];
  const championships = mine.data?.championships ?? [];
  if (tables.length === 0 && championships.length === 0)
    return mine.isPending ? null : whenEmpty;
  return (
    <section aria-labelledby="your-games" className="your-games">
      <h2 id="your-games">Your games</h2>
      {tables.length > 0 && (
        <ul className="your-tables">
          {tables.map((t) => (
            <li key={t.gameId} className={t.yourTurn ? "your-turn" : undefined}>
              <Link href={`/table/${t.gameId}`}>
                {rulesetName(t.ruleset)}
                {t.opponents.length > 0 ? ` with ${listed(t.opponents)}` : ""}
              </Link>
              <span className="game-state">
                {tableState(t)}
                {timeLeft(t, hydrated ? Date.now() : null)}
              </span>
              {t.championship && (
                <span className="game-note">
                  {t.championship.name}, game {t.championship.game}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {championships.length > 0 && (
        <>
          <h3>Championships in progress</h3>
          <ul className="your-tables">
            {championships.map((c) => (
              <li key={c.id}>
                <Link href={c.gameId ? `/table/${c.gameId}` : `/championships/${c.id}`}>
                  {c.name}
                </Link>
                <span className="game-state">
                  {c.gameId ? "" : "Between games · "}
                  {rulesetName(c.ruleset)}, {championshipLength(c)}
                </span>
                <Link
                  className="game-note"
                  href={`/championships/${c.id}`}
                  aria-label={`${c.name}: standings`}
                >
                  Standings
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
