"use client";

import Link from "next/link";
import type { ReactNode } from "react";

import type { RouterOutputs } from "@3u3d/api";

import { api } from "~/trpc/client";

import { rulesetName } from "~/components/common/ruleset-names";
import { useLiveQuery } from "~/components/data/use-live-query";

type YourGamesList = RouterOutputs["lobby"]["mine"];
type YourTable = YourGamesList["tables"][number];
type YourChampionship = YourGamesList["championships"][number];

/** How often the list asks again while it is on screen (see use-live-query.ts). */
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

function championshipLength(c: YourChampionship): string {
  return c.targetGames
    ? `game ${c.gamesDealt} of ${c.targetGames}`
    : `game ${c.gamesDealt}, to ${c.targetScore} points`;
}

/**
 * The tables the player sits at (their turn first) and their championships still being
 * played, each a click from its table; kept fresh while on screen. Shows `whenEmpty`
 * (nothing by default) when there is nothing to list.
 */
export function YourGames({
  whenEmpty = null,
  initial,
}: {
  whenEmpty?: ReactNode;
  /** The list the server rendered the page with (asked again on the first tick). */
  initial?: YourGamesList;
}) {
  const mine = useLiveQuery(
    "your-games",
    () => api.lobby.mine.query(),
    REFRESH_MS,
    initial,
  );
  const tables = mine.data?.tables ?? [];
  const championships = mine.data?.championships ?? [];
  if (tables.length === 0 && championships.length === 0)
    return mine.loading ? null : whenEmpty;
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
              <span className="game-state">{tableState(t)}</span>
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
