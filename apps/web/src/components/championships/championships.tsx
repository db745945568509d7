"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { ordinal, rulesSummary, tableRules } from "@3u3d/ui";

import { api } from "~/trpc/client";
import { ensurePlayer } from "~/trpc/ensure-player";
import { errorWords } from "~/trpc/error-words";

import { dealNextGame } from "./championship-next";
import { championshipWinner } from "./championship-words";
import { RULESET_NAMES } from "~/components/common/ruleset-names";
import { SeatChoices, seatsFor } from "~/components/table-setup/seat-choices";
import { RulesetSelect } from "~/components/table-setup/ruleset-select";
import { TableOptionsFields } from "~/components/table-setup/table-options-fields";
import { useAction } from "~/components/data/use-action";
import { useLiveQuery } from "~/components/data/use-live-query";
import { useTableChoices } from "~/components/table-setup/use-table-choices";
import { useQuery } from "~/components/data/use-query";

/**
 * Start a championship: the same seats and rules for every game, by number of games or a
 * target score.
 */
export function CreateChampionship() {
  const router = useRouter();
  const [name, setName] = useState("Friday night");
  const [length, setLength] = useState<"games" | "target">("games");
  const [amount, setAmount] = useState(3);
  const choices = useTableChoices(["heuristic"]);
  const { ruleset, others, options } = choices;
  const { busy, error, run } = useAction();
  const create = () =>
    run(async () => {
      await ensurePlayer();
      const created = await api.championship.create.mutate({
        name,
        seats: seatsFor(others),
        ruleset,
        options,
        ...(length === "games" ? { games: amount } : { targetScore: amount }),
      });
      // Bots only: dealt at once. With friends, the first game's lobby gathers them
      // (its invite link brings them in); every later game seats them by itself.
      if (others.every((o) => o !== "human"))
        await api.lobby.start.mutate({ gameId: created.gameId });
      router.push(`/table/${created.gameId}`);
    });
  return (
    <form
      className="create-table"
      aria-label="create a championship"
      onSubmit={(e) => {
        e.preventDefault();
        void create();
      }}
    >
      <label>
        Name{" "}
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={60}
          required
        />
      </label>
      <RulesetSelect choices={choices} />
      <SeatChoices
        ruleset={ruleset}
        others={others}
        onChange={choices.setOthers}
        maxSeats={choices.maxSeats}
      />
      <label>
        Length{" "}
        <select
          value={length}
          onChange={(e) => setLength(e.target.value as typeof length)}
        >
          <option value="games">a number of games</option>
          <option value="target">until someone reaches a score</option>
        </select>{" "}
        <input
          type="number"
          aria-label={length === "games" ? "number of games" : "target score"}
          min={length === "games" ? 1 : 10}
          max={length === "games" ? 50 : 10000}
          value={amount}
          onChange={(e) => setAmount(Number(e.target.value))}
        />
      </label>
      <TableOptionsFields
        ruleset={ruleset}
        players={choices.players}
        options={options}
        onChange={choices.setOptions}
      />
      <button type="submit" className="primary" disabled={busy || !choices.dealable}>
        {busy ? "Dealing the first game…" : "Start the championship"}
      </button>
      {error && <p role="alert">{error}</p>}
    </form>
  );
}

export function MyChampionships() {
  const mine = useQuery("mine", async () =>
    (await api.session.me.query()) ? api.championship.mine.query() : [],
  );
  if (!mine.data?.length) return <p>No championships yet.</p>;
  return (
    <ul>
      {mine.data.map((c) => (
        <li key={c.id}>
          <Link href={`/championships/${c.id}`}>{c.name}</Link> ·{" "}
          {c.targetGames ? `${c.targetGames} games` : `to ${c.targetScore} points`} ·{" "}
          {c.games} dealt{c.finished ? " · finished" : ""}
        </li>
      ))}
    </ul>
  );
}

/**
 * Standings (lowest total first) with every game's points as a column, the games so far
 * with their replays or tables, the next deal, and at the end the winner.
 */
export function ChampionshipStandings({ id }: { id: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  // Live for every member: a game ending elsewhere moves the standings, and the host
  // dealing the next game brings its "Go to the table" link.
  const data = useLiveQuery(
    `standings:${id}`,
    () => api.championship.standings.query({ championshipId: id }),
    5_000,
  );
  if (data.error) return <p role="alert">{data.error}</p>;
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
  const next = async () => {
    setError(null);
    try {
      router.push(`/table/${await dealNextGame(id)}`);
    } catch (e) {
      setError(errorWords(e));
    }
  };
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
        <button type="button" className="primary" onClick={() => void next()}>
          Deal the next game
        </button>
      )}
      {!s.isHost && member && !s.over && !running && (
        <p>The host deals the next game: its table appears here when they do.</p>
      )}
      {error && <p role="alert">{error}</p>}
    </>
  );
}
