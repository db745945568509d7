"use client";

import { PageLink } from "~/components/common/page-link";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import { lessonSeen, markLessonSeen } from "./lesson-seen";

import "./learn.css";

/**
 * The home page's offer to a first-time visitor: the guided first game, or no thanks.
 * Shown only once the browser has said this visitor has not seen it (nothing on the
 * server's first render, so nothing jumps for everyone else).
 */
export function LearnOffer() {
  const t = useTranslations("tutorial.offer");
  const [show, setShow] = useState(false);
  useEffect(() => setShow(!lessonSeen()), []);
  if (!show) return null;
  return (
    <aside className="learn-offer banner" aria-label={t("label")}>
      <p>
        <strong>{t("label")}</strong> {t("text")}
      </p>
      <PageLink className="button primary" href="/learn">
        {t("start")}
      </PageLink>
      <button
        type="button"
        onClick={() => {
          markLessonSeen();
          setShow(false);
        }}
      >
        {t("dismiss")}
      </button>
    </aside>
  );
}
