"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";

import { BOT_LEVELS, botRating, type BotLevel } from "@3u3d/ai/levels";
import type { Hint, Move, PlayerView } from "@3u3d/engine";
import type { Msg } from "@3u3d/i18n/msg";
import { GameTable, useSay, type TableSeat } from "@3u3d/ui";

import type { FromWorker, PracticeSetup, ToWorker } from "~/practice/messages";

import { BotGuide } from "~/components/table-setup/seat-choices";

/**
 * Practice against bots with no server at all: the engine and the bots run in a Web
 * Worker (practice/practice-worker.ts), the service worker keeps this page, and nothing
 * is rated or stored. The table is the same GameTable the real tables use.
 */
export function Practice() {
  const t = useTranslations("table.practice");
  const bots = useTranslations("bots");
  const say = useSay();
  const worker = useRef<Worker | null>(null);
  const [setup, setSetup] = useState<PracticeSetup>({ bots: ["beginner"], short: true });
  const [playing, setPlaying] = useState<PracticeSetup | null>(null);
  const [position, setPosition] = useState<{ view: PlayerView; legal: Move[] } | null>(
    null,
  );
  const [refused, setRefused] = useState<Msg | null>(null);
  const [hint, setHint] = useState<{ eventSeq: number; hint: Hint } | null>(null);

  // The worker starts with the page, so its script is fetched (and cached by the
  // service worker) before the network may go away.
  useEffect(() => {
    const started = new Worker(
      new URL("../../practice/practice-worker.ts", import.meta.url),
      {
        type: "module",
      },
    );
    started.onmessage = (event: MessageEvent<FromWorker>) => {
      const message = event.data;
      if (message.type === "position") {
        setPosition({ view: message.view, legal: message.legal });
        setRefused(null);
      } else if (message.type === "hint") setHint(message);
      else setRefused(message.words);
    };
    worker.current = started;
    return () => started.terminate();
  }, []);

  const send = (message: ToWorker) => worker.current?.postMessage(message);
  const start = (event?: FormEvent) => {
    event?.preventDefault();
    setPosition(null);
    setPlaying(setup);
    send({ type: "start", setup, seed: crypto.randomUUID() });
  };

  if (playing && position) {
    const seats: TableSeat[] = [
      { name: t("you"), bot: null },
      ...playing.bots.map((level) => ({ name: bots(`${level}.name`), bot: level })),
    ];
    const over = position.view.phase === "over";
    // The same one-screen table as a live game: notices over it, stopping in its
    // Settings tab, what next in its bottom bar once the game is over.
    return (
      <div className="practice-table">
        <GameTable
          view={position.view}
          seats={seats}
          play={{
            legal: position.legal,
            onMove: (move) => send({ type: "move", move }),
            onHint: () => send({ type: "hint" }),
            hint: hint?.eventSeq === position.view.eventSeq ? hint.hint : null,
          }}
          slots={{
            notices: (
              <>
                <p className="banner">{t("banner")}</p>
                {refused && <p role="alert">{t("refused", { reason: say(refused) })}</p>}
              </>
            ),
            gameControls: over ? undefined : (
              <button type="button" onClick={() => setPlaying(null)}>
                {t("stop")}
              </button>
            ),
            afterGame: over ? (
              <>
                <button type="button" className="primary" onClick={() => start()}>
                  {t("again")}
                </button>
                <button type="button" onClick={() => setPlaying(null)}>
                  {t("changeBots")}
                </button>
              </>
            ) : undefined,
          }}
        />
      </div>
    );
  }

  const setBot = (index: number, level: BotLevel) =>
    setSetup({ ...setup, bots: setup.bots.map((b, i) => (i === index ? level : b)) });
  return (
    <>
      <h1>{t("heading")}</h1>
      <p>{t("intro")}</p>
      <form aria-label={t("form")} className="practice-setup" onSubmit={start}>
        {setup.bots.map((level, index) => (
          <label key={index}>
            {t("opponent", { number: index + 1 })}
            <select
              value={level}
              onChange={(e) => setBot(index, e.target.value as BotLevel)}
            >
              {BOT_LEVELS.map((l) => (
                <option key={l.level} value={l.level}>
                  {bots(`${l.level}.name`)} ({botRating("3up3down", l.level)})
                </option>
              ))}
            </select>
          </label>
        ))}
        <div>
          {setup.bots.length < 3 && (
            <button
              type="button"
              onClick={() => setSetup({ ...setup, bots: [...setup.bots, "beginner"] })}
            >
              {t("add")}
            </button>
          )}
          {setup.bots.length > 1 && (
            <button
              type="button"
              onClick={() => setSetup({ ...setup, bots: setup.bots.slice(0, -1) })}
            >
              {t("remove")}
            </button>
          )}
        </div>
        <label className="checkbox">
          <span>
            <input
              type="checkbox"
              checked={setup.short}
              onChange={(e) => setSetup({ ...setup, short: e.target.checked })}
            />{" "}
            {t("short")}
          </span>
        </label>
        <BotGuide ruleset="3up3down" />
        <button type="submit" className="primary">
          {t("deal")}
        </button>
      </form>
    </>
  );
}
