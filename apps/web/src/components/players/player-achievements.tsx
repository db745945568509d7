"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import { useTRPC } from "~/trpc/react";

/**
 * A player's achievements on a profile (profile.achievements): how many of the
 * catalogue they hold, then every one, earned ones with the day and the rest marked
 * "Not yet". Nothing for a guest's profile seen by someone else (theirs are private).
 */
export function PlayerAchievements({
  playerId,
  guest = false,
}: {
  playerId: string;
  /** The page is the guest's own: say that signing up keeps them. */
  guest?: boolean;
}) {
  const t = useTranslations("achievements");
  const trpc = useTRPC();
  const list = useQuery(trpc.profile.achievements.queryOptions({ playerId }));
  if (!list.data) return null;
  const held = list.data.filter((a) => a.earnedAt !== null).length;
  return (
    <section aria-labelledby="achievements-heading" className="achievements">
      <h2 id="achievements-heading">{t("heading")}</h2>
      <p className="note">
        {t("summary", { count: held, total: list.data.length })}
        {guest && <> · {t("guestNote")}</>}
      </p>
      <ul className="achievement-list">
        {list.data.map(({ key, earnedAt }) => (
          <li
            key={key}
            className={earnedAt ? "earned" : "not-yet"}
            data-achievement={key}
          >
            <span className="medal" aria-hidden="true" />
            <span>
              <strong>{t(`list.${key}.name`)}</strong>{" "}
              <span className="about">{t(`list.${key}.about`)}</span>
              <small className="when">
                {earnedAt ? t("earnedOn", { when: new Date(earnedAt) }) : t("notYet")}
              </small>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
