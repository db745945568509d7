import type { useFormatter } from "next-intl";

const UNITS = [
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
  ["second", 1],
] as const;

/**
 * A length of time in the page's language, in the largest unit it is a whole number
 * of: "5 minutes", "12 Stunden", "1 dag", "30 segundos". Intl's unit formatting words
 * and pluralises it, so no catalogue entry is needed per unit.
 */
export function durationWords(format: ReturnType<typeof useFormatter>, seconds: number) {
  const [unit, size] = UNITS.find(([, s]) => seconds % s === 0) ?? UNITS[3];
  return format.number(seconds / size, { style: "unit", unit, unitDisplay: "long" });
}
