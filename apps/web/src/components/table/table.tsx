"use client";

import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { PageLink } from "~/components/common/page-link";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import type { GameSnapshot } from "@3u3d/api";
import { REACTIONS } from "@3u3d/api/talk";
import { GameTable, PACES, useTableSettings } from "@3u3d/ui";

import { useTRPC } from "~/trpc/react";
import { useGameSnapshot } from "~/trpc/use-game-snapshot";

import { ReactionIcon } from "./reaction-icons";
import { useGameHistory } from "./use-game-history";
import { useMutedSeats } from "./use-muted-seats";
import { usePacedSnapshot } from "./use-paced-snapshot";
import { useReactionBubbles } from "./use-reaction-bubbles";
import { useTableActions } from "./use-table-actions";
import { useTurnNotice } from "./use-turn-notice";

// What only some tables show is loaded when one does: the lobby (before the deal), talk
// (tables with other people), the championship bar and its next game, the rematch
// offer (after the game). A game against a bot starts without their code.
const ChampionshipBar = dynamic(() =>
  import("~/components/championships/championship-bar").then((m) => m.ChampionshipBar),
);
const ChampionshipNext = dynamic(() =>
  import("~/components/championships/championship-next").then((m) => m.ChampionshipNext),
);
const RematchOffer = dynamic(() => import("./rematch-offer").then((m) => m.RematchOffer));
const TableLobby = dynamic(() => import("./table-lobby").then((m) => m.TableLobby));
const TableTalk = dynamic(() => import("./table-talk").then((m) => m.TableTalk));

/**
 * A table: its lobby until the game starts, then the game, all fed by the event stream.
 * The page renders with the caller's snapshot when the server could read it.
 */
export function Table({
  gameId,
  inviteCode,
}: {
  gameId: string;
  /** Lets a spectator watch an invite-only table. */
  inviteCode: string | null;
}) {
  const t = useTranslations("table.page");
  const trpc = useTRPC();
  const store = useGameSnapshot(gameId, inviteCode);
  const actions = useTableActions(gameId, store);
  const { pace } = useTableSettings();
  // What the screen shows: the stream's positions one by one at the player's pace.
  const paced = usePacedSnapshot(store.snapshot, PACES[pace]);
  const game = paced.shown;
  const live = game !== null && game.version === store.snapshot?.version;
  // Face-up cards are chosen by everyone at once: another seat's choice on its way to
  // the screen changes nothing the player may choose, so their cards stay in play
  // rather than flicker "Not your turn." under a tap (the server takes a setup choice
  // made from an earlier version: game-server/moves.ts).
  const choosing =
    game?.view?.phase === "setup" && store.snapshot?.view?.phase === "setup";
  // null until the page runs in the browser: the server's clock and the browser's differ
  // by the time the page took to arrive, so seconds rendered on the server would not
  // match the first render in the browser (React error 418).
  const [now, setNow] = useState<number | null>(null);
  const history = useGameHistory(gameId, game?.view?.log, game?.events);
  // The live position, not the paced one: the tab says "Your turn" as soon as it is.
  const latest = store.snapshot;
  const turn = useTurnNotice(
    latest?.status === "PLAYING" &&
      latest.legal.seat !== null &&
      latest.seat !== null &&
      latest.seats[latest.seat]?.botControlled !== true,
  );

  const { muted } = useMutedSeats(gameId);
  const reactions = useReactionBubbles(latest?.talk, muted);

  // Once the game is over: what it did to ratings (none for a game still on). Without
  // them the result still shows places and points.
  const over = game?.status === "FINISHED" || game?.status === "ABANDONED";
  const ratings = useQuery(
    trpc.game.ratingChanges.queryOptions({ gameId, inviteCode }, { enabled: over }),
  ).data;
  // And what it earned the viewer (stored in the same ending as the ratings).
  const achievements = useQuery(
    trpc.game.achievements.queryOptions(
      { gameId, inviteCode },
      { enabled: over && store.snapshot?.seat != null },
    ),
  ).data;

  // The turn timer ticks on screen once a second while there is one. A new deadline
  // starts from the clock now, not from the last tick (which may be long ago: the
  // seconds shown were stale by that much, 61–67 of a 60-second timer).
  const deadline = game?.turnDeadline ? new Date(game.turnDeadline).getTime() : null;
  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  if (!game)
    return (
      <main>
        {store.failure ? <p role="alert">{store.failure}</p> : <p>{t("loading")}</p>}
      </main>
    );

  if (game.status === "LOBBY")
    return (
      <main>
        <TableLobby game={game} onSeated={store.reopen} />
        {latest && <TableTalk key="talk" game={latest} />}
      </main>
    );

  if (!game.view) return <main>{t("closedBeforeStart")}</main>;
  const mine = game.seat === null ? undefined : game.seats[game.seat];
  const ended = game.status === "FINISHED" || game.status === "ABANDONED";
  const turnSeconds = game.turnTimerSeconds;

  const notices = (
    <>
      {store.connection === "reconnecting" && (
        <p className="banner" role="status">
          {t("reconnecting")}
        </p>
      )}
      {game.seat === null && <p className="banner">{t("watching")}</p>}
      {game.championshipId && (
        <ChampionshipBar championshipId={game.championshipId} gameId={gameId} />
      )}
      {paced.behind > 1 && (
        <button type="button" className="skip" onClick={paced.skip}>
          {t(store.legal.length > 0 ? "skipToMyTurn" : "skipToNow", {
            count: paced.behind,
          })}
        </button>
      )}
      {actions.error && <p role="alert">{actions.error}</p>}
      {/* In sight, not in a tab: nothing else on the table is yours to do meanwhile. */}
      {/* Said up front: a seat handed to its bot ranks last, taken back or not. */}
      {mine?.botControlled && game.status === "PLAYING" && (
        <button type="button" onClick={actions.takeBack}>
          {t("takeSeatBack")}
        </button>
      )}
    </>
  );

  const gameControls = (
    <>
      {mine && !mine.botControlled && game.status === "PLAYING" && (
        <button
          type="button"
          onClick={() => {
            if (
              window.confirm(
                t(
                  othersPlaying(game.seats, mine.seat)
                    ? "leaveQuestionBot"
                    : "leaveQuestionEnds",
                  // R-SCORE as at any end: the hand, and the table cards under the house rule.
                  { tableCards: game.view?.options.scoreTableCards ? "yes" : "no" },
                ),
              )
            )
              actions.resign();
          }}
        >
          {t(othersPlaying(game.seats, mine.seat) ? "leaveBot" : "leaveEnds")}
        </button>
      )}
      {mine && game.status === "PLAYING" && turn.supported && (
        <label className="notify-toggle">
          <input
            type="checkbox"
            checked={turn.notify}
            onChange={(e) => void turn.setNotify(e.target.checked)}
          />{" "}
          {t("notifyMe")}
        </label>
      )}
      {turn.blocked && <p className="note">{t("notifyBlocked")}</p>}
    </>
  );

  const afterGame = ended ? (
    <>
      {game.status === "ABANDONED" && <p role="status">{t("everyoneLeft")}</p>}
      <RematchOffer game={game} offer={latest?.rematch ?? null} />
      {/* A championship goes on with its next game instead of a rematch. */}
      {game.championshipId && game.seat !== null && (
        <ChampionshipNext championshipId={game.championshipId} gameId={gameId} />
      )}
      {/* A spectator of an invite-only table has no replay: its code died with the game. */}
      {(game.isPublic || game.seat !== null) && (
        <PageLink className="button" href={`/replay/${gameId}?seat=${game.seat ?? ""}`}>
          {t("watchReplay")}
        </PageLink>
      )}
      {/* One tap: the replay page starts the analysis at once (analyse=1). */}
      {game.seat !== null && (
        <PageLink
          className="button"
          href={`/replay/${gameId}?seat=${game.seat}&analyse=1#analysis`}
        >
          {t("analyse")}
        </PageLink>
      )}
      {game.seat !== null && <PageLink href="/profile">{t("progress")}</PageLink>}
      {game.championshipId && (
        <PageLink className="button" href={`/championships/${game.championshipId}`}>
          {t("standings")}
        </PageLink>
      )}
      <PageLink href="/">{t("home")}</PageLink>
    </>
  ) : null;

  const bubbles = Object.fromEntries(
    Object.entries(reactions).map(([seat, id]) => [
      seat,
      <span
        key={id}
        role="img"
        aria-label={REACTION_IDS.has(id) ? t(`reaction.${id}` as never) : id}
      >
        <ReactionIcon id={id} />
      </span>,
    ]),
  );

  return (
    <main className="table live">
      <GameTable
        view={game.view}
        seats={game.seats}
        play={{
          legal: mine?.botControlled || !(live || choosing) ? [] : store.legal,
          onMove: (m) => actions.send(game, m),
          onHint: game.hints.offered && live ? () => actions.askHint(game) : undefined,
          hint: actions.hint?.version === game.version ? actions.hint.hint : null,
          busy: actions.sending,
        }}
        timer={{
          turnSeconds,
          secondsLeft:
            deadline === null || now === null
              ? null
              : // Never more than the timer itself: the clocks of two machines differ.
                Math.min(
                  turnSeconds ?? Infinity,
                  Math.max(0, Math.ceil((deadline - now) / 1000)),
                ),
        }}
        game={{
          history,
          endedEarly: game.status === "ABANDONED",
          ratings: ratings ?? null,
          achievements,
        }}
        slots={{
          notices,
          // The live snapshot, not the paced one: talk is not held back with the moves.
          talk: latest?.talk
            ? {
                content: <TableTalk key="talk" game={latest} />,
                seqs: latest.talk
                  .filter((l) => l.seat !== latest.seat && !muted.includes(l.seat))
                  .map((l) => l.seq),
              }
            : undefined,
          gameControls,
          afterGame,
          bubbles,
        }}
      />
    </main>
  );
}

const REACTION_IDS = new Set<string>(REACTIONS.map((r) => r.id));

/**
 * What leaving costs: the game goes on for the people still playing, but the last
 * person to leave ends it (the server does not play on for an empty room).
 */
/** Whether another person still plays at the table (not a bot, not handed to one). */
function othersPlaying(seats: GameSnapshot["seats"], mySeat: number): boolean {
  return seats.some(
    (s) => s.seat !== mySeat && s.taken && s.bot === null && !s.botControlled,
  );
}
