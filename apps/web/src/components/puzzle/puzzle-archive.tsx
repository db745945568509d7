"use client";

import { useQuery } from "@tanstack/react-query";
import { PageLink } from "~/components/common/page-link";
import { useFormatter, useTranslations } from "next-intl";

import { useMe } from "~/components/site/use-me";
import { useErrorWords } from "~/trpc/use-error-words";
import { useTRPC } from "~/trpc/react";

/** An account's past puzzles, newest first: solved or not, and a way to each solution. */
export function PuzzleArchive() {
  const t = useTranslations("puzzle");
  const format = useFormatter();
  const trpc = useTRPC();
  const me = useMe();
  const { errorWordsOrNull } = useErrorWords();
  const isAccount = Boolean(me && !me.guest);
  const archive = useQuery({
    ...trpc.puzzle.archive.queryOptions({}),
    enabled: isAccount,
  });

  if (me === undefined) return null;
  if (!isAccount)
    return (
      <p>
        {t("archiveSignIn")} <PageLink href="/signin">{t("signIn")}</PageLink>
      </p>
    );
  if (archive.isError) return <p role="alert">{errorWordsOrNull(archive.error)}</p>;
  if (!archive.data) return <p role="status">{t("loading")}</p>;
  return (
    <>
      <p>{t("archiveIntro")}</p>
      <p data-testid="puzzle-streak">
        <strong>{t("streak", { count: archive.data.streak })}</strong>
      </p>
      <ul className="puzzle-archive">
        {archive.data.days.map((day) => (
          <li key={day.day}>
            <PageLink href={`/puzzle/${day.day}`}>
              {format.dateTime(new Date(`${day.day}T12:00:00Z`), {
                dateStyle: "long",
                timeZone: "UTC",
              })}
            </PageLink>{" "}
            · {day.solved ? t("solvedMark") : t("openMark")} ·{" "}
            {t("wrongMoves", { count: day.wrongMoves })}
          </li>
        ))}
      </ul>
      <p>
        <PageLink href="/puzzle">{t("today")}</PageLink>
      </p>
    </>
  );
}
