import type { useTranslations } from "next-intl";

/** A history row's outcome as profile.history gives it. */
interface Outcome {
  abandoned: boolean;
  won: boolean;
  place: number | null;
  ending: "played" | "resigned" | "timedOut" | "tookBack";
}

type RecordWords = ReturnType<typeof useTranslations<"players.record">>;

/**
 * How a game ended for the player, in words that say what happened: won, a place, or
 * that their seat went to its bot — by a resign, or by turns that ran out (stepping
 * away is not quitting) — and whether a bot played on or the game stopped there.
 */
export function outcomeWords(g: Outcome, t: RecordWords): string {
  if (g.ending === "timedOut") return t(g.abandoned ? "timedOutStopped" : "timedOut");
  if (g.ending === "resigned") return t(g.abandoned ? "resignedStopped" : "resigned");
  if (g.abandoned) return t("leftEarly");
  if (g.won) return t("won");
  return g.place ? t("place", { place: g.place }) : t("played");
}
