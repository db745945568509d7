"use client";

import { useTranslations } from "next-intl";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";

import type { GameSnapshot, TalkLine } from "@3u3d/api";
import { REACTIONS, TALK_MAX_CHARS } from "@3u3d/api/talk";

import { useErrorWords } from "~/trpc/use-error-words";
import { useTRPC } from "~/trpc/react";

import { ReactionIcon } from "./reaction-icons";
import { TableFollows } from "./table-follows";
import { useMutedSeats } from "./use-muted-seats";

const byId = new Map<string, (typeof REACTIONS)[number]>(REACTIONS.map((r) => [r.id, r]));

/**
 * The table's talk: the latest messages and reactions, a box to write in and the quick
 * reactions for the people seated there (spectators read) — before, during and after
 * the game — a mute per person, kept on this device, and Follow for the accounts
 * seated with you. Fed by the same snapshots as
 * the table.
 */
export function TableTalk({ game }: { game: GameSnapshot }) {
  const { errorWordsOrNull } = useErrorWords();
  const t = useTranslations("table.talk");
  const { gameId, talk } = game;
  const trpc = useTRPC();
  const { muted, toggle } = useMutedSeats(gameId);
  const [text, setText] = useState("");
  // What is said arrives over the table's stream, like everything else at the table.
  const say = useMutation(
    trpc.game.say.mutationOptions({ onSuccess: () => setText("") }),
  );
  const react = useMutation(trpc.game.react.mutationOptions());
  const sending = say.isPending || react.isPending;
  // The newest attempt's refusal, if it was refused.
  const [last, setLast] = useState<"say" | "react">("say");
  const error = errorWordsOrNull(last === "say" ? say.error : react.error);
  const log = useRef<HTMLDivElement>(null);

  const shown = (talk ?? []).filter((l) => !muted.includes(l.seat));
  const hidden = (talk?.length ?? 0) - shown.length;
  const newest = shown.at(-1)?.seq;
  // The newest line stays in sight as messages come in.
  useEffect(() => {
    const list = log.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [newest]);

  if (talk === null) return null;
  const canTalk = game.seat !== null;
  const people = game.seats.filter(
    (s) => s.seat !== game.seat && s.taken && (s.bot === null || s.botControlled),
  );

  return (
    <section className="talk" aria-label={t("region")}>
      <h2>{t("heading")}</h2>
      {/* The log is there from the start, so the first message is announced too. */}
      <div
        ref={log}
        className="talk-log"
        role="log"
        aria-label={t("messages")}
        tabIndex={shown.length > 0 ? 0 : undefined}
      >
        {shown.length === 0 ? (
          <p className="empty">{t(canTalk ? "emptyCanTalk" : "empty")}</p>
        ) : (
          <ol>
            {shown.map((line) => (
              <Line key={line.seq} line={line} />
            ))}
          </ol>
        )}
      </div>
      {hidden > 0 && <p className="note">{t("hidden", { count: hidden })}</p>}
      {canTalk && (
        <>
          <form
            className="talk-form"
            onSubmit={(e) => {
              e.preventDefault();
              const said = text.trim();
              if (!said || sending) return;
              setLast("say");
              say.mutate({ gameId, text: said });
            }}
          >
            <input
              aria-label={t("input")}
              placeholder={t("placeholder")}
              value={text}
              maxLength={TALK_MAX_CHARS}
              onChange={(e) => setText(e.target.value)}
            />
            <button type="submit" disabled={sending || text.trim() === ""}>
              {t("send")}
            </button>
          </form>
          <div className="talk-reactions" role="group" aria-label={t("reactions")}>
            {REACTIONS.map((r) => (
              <button
                key={r.id}
                type="button"
                aria-label={t(`reaction.${r.id}`)}
                title={t(`reaction.${r.id}`)}
                disabled={sending}
                onClick={() => {
                  setLast("react");
                  react.mutate({ gameId, reaction: r.id });
                }}
              >
                <ReactionIcon id={r.id} />
              </button>
            ))}
          </div>
        </>
      )}
      {error && <p role="alert">{error}</p>}
      {people.length > 0 && (
        <div className="talk-mutes" role="group" aria-label={t("mutePeople")}>
          {people.map((s) => {
            const off = muted.includes(s.seat);
            return (
              <button
                key={s.seat}
                type="button"
                aria-pressed={off}
                onClick={() => toggle(s.seat)}
              >
                {t(off ? "unmute" : "mute", { name: s.name })}
              </button>
            );
          })}
        </div>
      )}
      <TableFollows game={game} />
    </section>
  );
}

function Line({ line }: { line: TalkLine }) {
  const t = useTranslations("table.talk");
  const reaction = line.kind === "reaction" ? byId.get(line.body) : undefined;
  return (
    <li>
      <strong>{line.name}:</strong>{" "}
      {reaction ? (
        <span
          className="talk-reaction"
          role="img"
          aria-label={t(`reaction.${reaction.id}`)}
        >
          <ReactionIcon id={reaction.id} />
        </span>
      ) : (
        line.body
      )}
    </li>
  );
}
