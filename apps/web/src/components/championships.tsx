"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { rulesSummary, tableRules } from "@3u3d/ui";

import { api } from "~/trpc/client";
import { ensurePlayer } from "~/trpc/ensure-player";
import { errorWords } from "~/trpc/error-words";

import { RULESET_NAMES } from "./ruleset-names";
import { SeatChoices, seatsFor } from "./seat-choices";
import { RulesetSelect } from "./ruleset-select";
import { TableOptionsFields } from "./table-options-fields";
import { useAction } from "./use-action";
import { useLiveQuery } from "./use-live-query";
import { useTableChoices } from "./use-table-choices";
import { useQuery } from "./use-query";

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

/** Standings (lowest total first), the games so far, and the next deal. */
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
  const next = async () => {
    setError(null);
    try {
      const { gameId } = await api.championship.nextGame.mutate({ championshipId: id });
      await api.lobby.start.mutate({ gameId }).catch(() => undefined); // humans may still gather
      router.push(`/table/${gameId}`);
    } catch (e) {
      setError(errorWords(e));
    }
  };
  return (
    <>
      <h1>{s.name}</h1>
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
      <table className="board" aria-label="standings">
        <thead>
          <tr>
            <th>Place</th>
            <th>Player</th>
            <th>Penalty points</th>
            <th>Games won</th>
          </tr>
        </thead>
        <tbody>
          {s.rows.map((r) => (
            <tr key={r.seat}>
              <td>{r.place}</td>
              <td>{r.name}</td>
              <td>{r.total}</td>
              <td>{r.wins}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Games</h2>
      <ol>
        {s.games.map((g) => (
          <li key={g.index}>
            {g.scores
              ? `${g.scores.join(" / ")}${g.status === "ABANDONED" ? " (everyone left: ended early)" : ""}`
              : g.status === "LOBBY"
                ? "waiting for everyone to sit down"
                : "being played"}
            {/* Game links are for the championship's players (its tables are invite-only). */}
            {g.gameId !== null &&
              (g.scores ? (
                <>
                  {" "}
                  · <Link href={`/replay/${g.gameId}`}>Replay</Link>
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
