// How a championship's end is said, on its page and under its last game's result.
import type { useFormatter, useTranslations } from "next-intl";

interface Row {
  seat: number;
  name: string;
  place: number;
}

/**
 * "Ann wins the championship!", "You win the championship!", or a shared title ("You
 * and Ann share the championship!"), in the catalogue's words (`championships.winner`).
 */
export function championshipWinner(
  t: ReturnType<typeof useTranslations<"championships.winner">>,
  format: ReturnType<typeof useFormatter>,
  rows: readonly Row[],
  mySeat: number | null,
): string {
  const first = rows.filter((r) => r.place === 1);
  const mine = first.some((r) => r.seat === mySeat);
  const others = first.filter((r) => r.seat !== mySeat).map((r) => r.name);
  if (first.length === 0) return t("over");
  if (first.length === 1) return mine ? t("you") : t("one", { name: others[0] ?? "" });
  return mine
    ? t("sharedWithYou", { others: format.list(others) })
    : t("shared", { names: format.list(others) });
}
