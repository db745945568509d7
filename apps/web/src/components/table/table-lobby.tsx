"use client";

import { useTranslations } from "next-intl";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";

import type { GameSnapshot } from "@3u3d/api";
import { TableRulesPanel, tableRules } from "@3u3d/ui";

import { useEnsurePlayer } from "~/trpc/ensure-player";
import { useErrorWords } from "~/trpc/use-error-words";
import { useTRPC, useTRPCClient } from "~/trpc/react";
import { useSeatsChanged } from "~/trpc/use-seats-changed";

import { RULESET_NAMES } from "~/components/common/ruleset-names";

/**
 * Before the deal: the rules, who sits where, the invite link, taking a seat, starting. Changes
 * arrive over the table's event stream; `onSeated` opens it again after sitting down,
 * since a first visitor becomes a guest player then and sees the table from a seat.
 */
export function TableLobby({
  game,
  onSeated,
}: {
  game: GameSnapshot;
  onSeated: () => void;
}) {
  const { errorWords } = useErrorWords();
  const t = useTranslations("table.lobby");
  const trpc = useTRPC();
  const client = useTRPCClient();
  const ensurePlayer = useEnsurePlayer();
  const seatsChanged = useSeatsChanged();
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const link =
    game.inviteCode && typeof window !== "undefined"
      ? `${window.location.origin}/join/${game.inviteCode}`
      : null;
  // Each changes who sits where ("Your games", open tables); a refusal is said in words.
  const seatActions = {
    onMutate: () => setError(null),
    onSuccess: () => void seatsChanged(),
    onError: (e: unknown) => setError(errorWords(e)),
  };
  const takeSeat = useMutation({
    ...seatActions,
    mutationFn: async ({ seat }: { seat: number; watching: boolean }) => {
      await ensurePlayer();
      await client.lobby.takeSeat.mutate({ gameId: game.gameId, seat });
    },
    onSuccess: (_, { watching }) => {
      seatActions.onSuccess();
      if (watching) onSeated();
    },
  });
  const start = useMutation(trpc.lobby.start.mutationOptions(seatActions));
  const leave = useMutation(trpc.lobby.leave.mutationOptions(seatActions));
  const open = game.seats.filter((s) => !s.taken).length;
  const { rules } = tableRules(game.ruleset, game.seats.length, game.options);

  return (
    <section className="lobby" aria-label={t("region")}>
      <h1>{t("heading")}</h1>
      <p>
        {t("summary", { ruleset: RULESET_NAMES[game.ruleset], seats: game.seats.length })}
      </p>
      {rules && <TableRulesPanel rules={rules} />}
      {link && (
        <p>
          {t("inviteLink")} <code data-testid="invite-link">{link}</code>{" "}
          <button
            type="button"
            onClick={() => {
              void navigator.clipboard?.writeText(link).then(() => setCopied(true));
            }}
          >
            {t(copied ? "copied" : "copy")}
          </button>
          <br />
          {t("orCode")} <strong>{game.inviteCode}</strong>
        </p>
      )}
      <ol className="lobby-seats">
        {game.seats.map((s) => (
          <li key={s.seat}>
            {s.seat === game.seat ? (
              <strong>{t("you")}</strong>
            ) : s.taken ? (
              // A bot's name already says its level: "Chloe (Beginner)".
              <span>{s.name}</span>
            ) : (
              <span className="empty">{t("openSeat")}</span>
            )}
            {!s.taken && (
              <button
                type="button"
                onClick={() =>
                  takeSeat.mutate({ seat: s.seat, watching: game.seat === null })
                }
              >
                {t(game.seat === null ? "sitHere" : "moveHere")}
              </button>
            )}
          </li>
        ))}
      </ol>
      {game.isHost ? (
        <button
          type="button"
          className="primary"
          disabled={open > 0}
          onClick={() => start.mutate({ gameId: game.gameId })}
        >
          {open > 0 ? t("waitingFor", { count: open }) : t("deal")}
        </button>
      ) : (
        <p>{t(open > 0 ? "waitingForPlayers" : "waitingForHost")}</p>
      )}
      {game.seat !== null && !game.isHost && (
        <button type="button" onClick={() => leave.mutate({ gameId: game.gameId })}>
          {t("leave")}
        </button>
      )}
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
