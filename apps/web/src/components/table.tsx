"use client";

import Link from "next/link";
import { useCallback, useEffect, useRef, useState } from "react";

import type { RouterOutputs } from "@3u3d/api";
import type { Move } from "@3u3d/engine";
import { GameTable } from "@3u3d/ui";

import { api } from "~/trpc/client";
import { followGame } from "~/trpc/game-events";

import { TableLobby } from "./table-lobby";

type Game = RouterOutputs["game"]["view"];
type Legal = RouterOutputs["game"]["legalMoves"];

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** A table: its lobby until the game starts, then the game, kept live over SSE. */
export function Table({ gameId }: { gameId: string }) {
  const [game, setGame] = useState<Game | null>(null);
  const [legal, setLegal] = useState<Legal | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [connection, setConnection] = useState<"live" | "reconnecting">("live");
  const [sending, setSending] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  const refresh = useCallback(async () => {
    const [g, l] = await Promise.all([
      api.game.view.query({ gameId }),
      api.game.legalMoves.query({ gameId }),
    ]);
    // Answers can arrive out of order (the event stream and our own move both refresh):
    // never go back to an older version of the game than the one on screen.
    setGame((prev) => (prev && prev.version > g.version ? prev : g));
    setLegal((prev) => (prev && prev.version > l.version ? prev : l));
  }, [gameId]);

  const status = game?.status;
  useEffect(() => {
    void refresh().catch((e: unknown) => setError(message(e)));
  }, [refresh]);

  // In the lobby people come and go: look again every couple of seconds.
  useEffect(() => {
    if (status !== "LOBBY") return;
    const timer = setInterval(() => void refresh().catch(() => undefined), 1500);
    return () => clearInterval(timer);
  }, [status, refresh]);

  // Once dealt, every move arrives over the event stream (which resumes by itself).
  useEffect(() => {
    if (status !== "PLAYING") return;
    // A frame is the position as our seat sees it and, on our turn, our legal moves: it
    // needs no request. The finished game is read again in full (seats, result).
    return followGame(gameId, {
      onFrame: (frame) => {
        setGame((prev) =>
          prev && prev.version < frame.version
            ? {
                ...prev,
                version: frame.version,
                status: frame.status,
                view: frame.view,
                turnDeadline: frame.turnDeadline,
              }
            : prev,
        );
        setLegal((prev) =>
          prev && prev.version > frame.legal.version ? prev : frame.legal,
        );
        if (frame.status !== "PLAYING") void refresh().catch(() => undefined);
      },
      onOpen: (resumed) => {
        setConnection("live");
        // Seats may have changed hands while we were away (frames carry positions only).
        if (resumed) void refresh().catch(() => undefined);
      },
      onLost: () => setConnection("reconnecting"),
    });
  }, [gameId, status, refresh]);

  // The turn timer ticks on screen once a second while there is one.
  const deadline = game?.turnDeadline ? new Date(game.turnDeadline).getTime() : null;
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  // A second click can land before React re-renders the disabled buttons: the ref
  // drops it, so one intent is sent once (the server would refuse the copy anyway).
  const inFlight = useRef(false);
  const send = async (move: Move) => {
    if (!legal || inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setError(null);
    try {
      const applied = await api.game.move.mutate({
        gameId,
        version: legal.version,
        move,
      });
      // Those moves are spent: offer nothing until the position after ours arrives over
      // the event stream (which may already have brought it, or a newer one).
      setLegal((prev) =>
        prev && prev.version >= applied.version
          ? prev
          : { version: applied.version, seat: null, moves: [] },
      );
    } catch (e) {
      setError(`That move was refused: ${message(e)}`);
      await refresh().catch(() => undefined);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const act = (run: () => Promise<unknown>) => async () => {
    setError(null);
    try {
      await run();
    } catch (e) {
      setError(message(e));
    }
    await refresh().catch(() => undefined);
  };

  if (!game)
    return <main>{error ? <p role="alert">{error}</p> : <p>Loading the table…</p>}</main>;

  if (game.status === "LOBBY")
    return (
      <main>
        <TableLobby game={game} onChange={() => void refresh()} />
      </main>
    );

  if (!game.view) return <main>This table was closed before the game started.</main>;
  const mine = game.seat === null ? undefined : game.seats[game.seat];

  return (
    <main className="table">
      {connection === "reconnecting" && (
        <p className="banner" role="status">
          Connection lost — reconnecting. The table will catch up by itself.
        </p>
      )}
      {game.seat === null && <p className="banner">You are watching this game.</p>}
      <GameTable
        view={game.view}
        seats={game.seats}
        legal={mine?.botControlled ? [] : (legal?.moves ?? [])}
        onMove={(m) => void send(m)}
        busy={sending}
        secondsLeft={
          deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000))
        }
      />
      {error && <p role="alert">{error}</p>}
      <div className="table-actions">
        {mine?.botControlled && game.status === "PLAYING" && (
          <button
            type="button"
            onClick={() => void act(() => api.game.takeBack.mutate({ gameId }))()}
          >
            A bot is playing for you — take your seat back
          </button>
        )}
        {mine && !mine.botControlled && game.status === "PLAYING" && (
          <button
            type="button"
            onClick={() => {
              if (window.confirm("Leave the game? A bot will play your seat."))
                void act(() => api.game.resign.mutate({ gameId }))();
            }}
          >
            Leave (a bot takes over)
          </button>
        )}
        {game.status === "FINISHED" && (
          <>
            <Link href={`/replay/${gameId}?seat=${game.seat ?? ""}`}>
              Watch the replay
            </Link>
            {game.championshipId && (
              <Link href={`/championships/${game.championshipId}`}>
                Championship standings and next game
              </Link>
            )}
            <Link href="/">Play again</Link>
          </>
        )}
      </div>
    </main>
  );
}
