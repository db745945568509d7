"use client";

import { useTranslations } from "next-intl";

/**
 * Previous / next page buttons with "Page n of m"; nothing when there is one page. A
 * list ordered by time says "Newer" / "Older" instead (`newestFirst`).
 */
export function Pager({
  page,
  pages,
  onPage,
  newestFirst = false,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  newestFirst?: boolean;
}) {
  const t = useTranslations("common.pager");
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("label")} className="pager">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {newestFirst ? t("newer") : t("previous")}
      </button>
      <span>{t("pageOf", { page, pages })}</span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {newestFirst ? t("older") : t("next")}
      </button>
    </nav>
  );
}
