"use client";

import { useCallback, useEffect, useState } from "react";

import type { RouterOutputs } from "@3u3d/api";
import type { Move, PlayerView } from "@3u3d/engine";
import { Card, cardLabel, moveLabel } from "@3u3d/ui";

import { api } from "~/trpc/client";

type Game = RouterOutputs["game"]["view"];
type Legal = RouterOutputs["game"]["legalMoves"];

/** The table as one seat sees it, kept live by the game's event stream. */
export function Table({ gameId }: { gameId: string }) {
  const [game, setGame] = useState<Game | null>(null);
  const [legal, setLegal] = useState<Legal | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const refresh = useCallback(async () => {
    const [g, l] = await Promise.all([
      api.game.view.query({ gameId }),
      api.game.legalMoves.query({ gameId }),
    ]);
    setGame(g);
    setLegal(l);
  }, [gameId]);

  useEffect(() => {
    void refresh().catch((e: unknown) =>
      setError(e instanceof Error ? e.message : String(e)),
    );
    const sub = api.game.subscribe.subscribe(
      { gameId },
      {
        onData: () => void refresh(),
        onError: (e) => setError(e.message),
      },
    );
    return () => sub.unsubscribe();
  }, [gameId, refresh]);

  const send = async (move: Move) => {
    if (!legal) return;
    setSending(true);
    setError(null);
    try {
      await api.game.move.mutate({ gameId, version: legal.version, move });
      await refresh();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      await refresh();
    } finally {
      setSending(false);
    }
  };

  if (!game?.view)
    return <main>{error ? <p role="alert">{error}</p> : <p>Loading the table…</p>}</main>;
  const view: PlayerView = game.view;
  const nameOf = (seat: number) => game.seats[seat]?.name ?? `Seat ${seat + 1}`;
  const me = view.seat;
  const myTurn = (legal?.moves.length ?? 0) > 0;

  return (
    <main className="table">
      <p aria-live="polite" className="status">
        {view.phase === "over"
          ? "Game over"
          : view.phase === "setup"
            ? "Choose your three face-up cards"
            : myTurn
              ? "Your turn"
              : `Waiting for ${nameOf(view.current)}`}
      </p>
      <section aria-label="opponents" className="seats">
        {view.seats
          .filter((s) => s.seat !== me)
          .map((s) => (
            <div key={s.seat} className="seat">
              <strong>{nameOf(s.seat)}</strong>
              <span>
                {s.handCount} in hand · {s.faceDownCount} face down{s.out ? " · out" : ""}
              </span>
              <div className="cards">
                {s.faceUp.map((c, i) => (
                  <Card key={`${c}${i}`} ruleset={view.ruleset} code={c} />
                ))}
              </div>
            </div>
          ))}
      </section>
      <section aria-label="pile" className="pile">
        <div className="cards">
          {view.pile.length === 0 ? <span className="empty">empty pile</span> : null}
          {view.pile.slice(-4).map((c, i) => (
            <Card key={`${c}${i}`} ruleset={view.ruleset} code={c} />
          ))}
        </div>
        <span>
          Draw pile {view.drawPileCount} · out of the game {view.removedCount}
          {view.owedPlays > 0 ? ` · ${view.owedPlays} extra play(s) owed` : ""}
        </span>
      </section>
      {me !== null && (
        <section aria-label="your cards" className="mine">
          <div className="cards">
            {view.seats[me]?.faceUp.map((c, i) => (
              <Card key={`u${c}${i}`} ruleset={view.ruleset} code={c} />
            ))}
            {Array.from({ length: view.seats[me]?.faceDownCount ?? 0 }, (_, i) => (
              <Card key={`d${i}`} ruleset={view.ruleset} hidden />
            ))}
          </div>
          <div className="cards hand" aria-label="your hand">
            {view.seats[me]?.hand?.map((c, i) => (
              <Card key={`h${c}${i}`} ruleset={view.ruleset} code={c} />
            ))}
          </div>
        </section>
      )}
      {error && <p role="alert">{error}</p>}
      {view.phase !== "over" && myTurn && (
        <section aria-label="your moves" className="moves">
          {legal?.moves.map((m, i) => (
            <button key={i} type="button" disabled={sending} onClick={() => void send(m)}>
              {moveLabel(view.ruleset, m)}
            </button>
          ))}
        </section>
      )}
      {view.phase === "over" && view.final && (
        <section aria-label="result" className="result">
          <h2>
            {view.winner === null
              ? "Stalemate: 2,000 turns and nobody won"
              : view.winner === me
                ? "You won!"
                : `${nameOf(view.winner)} won`}
          </h2>
          <ul>
            {view.final.scores.map((score, seat) => (
              <li key={seat}>
                {nameOf(seat)}: {score} penalty points
                {view.final?.cards[seat]?.length
                  ? ` (${view.final.cards[seat]?.map((c) => cardLabel(view.ruleset, c)).join(", ")})`
                  : ""}
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
