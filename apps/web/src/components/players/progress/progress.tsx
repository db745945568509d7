// A player's progress on their profile, per ruleset: the rating and its graph, the
// stats of every game with a result, and the record against each bot level. A server
// component (rendered with the page, no JavaScript of its own): own and public
// profiles pass it to their client components to show, the own page first of all.
import "server-only";

import { getFormatter, getTranslations } from "next-intl/server";

import type { RouterOutputs } from "@3u3d/api";

import { rulesetName } from "~/components/common/ruleset-names";
import { requestQueryClient, trpc } from "~/trpc/server";

import { RatingGraph } from "./rating-graph";
import "./progress.css";

type Ruleset = RouterOutputs["profile"]["progress"]["rulesets"][number];

export async function Progress({ playerId }: { playerId: string }) {
  const t = await getTranslations("progress");
  const answer = await requestQueryClient()
    .fetchQuery(trpc.profile.progress.queryOptions({ playerId }))
    // The page renders without it when the server cannot answer (a database restart).
    .catch(() => null);
  return (
    <section className="progress" aria-labelledby="progress-title">
      <h2 id="progress-title">{t("title")}</h2>
      {!answer ? (
        <p>{t("failed")}</p>
      ) : answer.rulesets.length === 0 ? (
        <p>{t("none")}</p>
      ) : (
        <>
          {answer.rulesets.map((r) => (
            <RulesetProgress key={r.ruleset} progress={r} />
          ))}
          <p className="note">{t("counted")}</p>
        </>
      )}
    </section>
  );
}

async function RulesetProgress({ progress: r }: { progress: Ruleset }) {
  const t = await getTranslations("progress");
  const bots = await getTranslations("bots");
  const format = await getFormatter();
  const oneDecimal = (n: number) => format.number(n, { maximumFractionDigits: 1 });
  const name = rulesetName(r.ruleset);
  const stats = [
    ["games", format.number(r.games)],
    ["wins", format.number(r.wins)],
    ["averagePlace", oneDecimal(r.averagePlace)],
    ["averagePenalty", oneDecimal(r.averagePenalty)],
    ["bestStreak", format.number(r.bestStreak)],
    ["currentStreak", format.number(r.currentStreak)],
  ] as const;
  return (
    <section className="ruleset-progress" aria-labelledby={`progress-${r.ruleset}`}>
      <h3 id={`progress-${r.ruleset}`}>{name}</h3>
      {r.rating ? (
        <p className="progress-rating">
          <strong>
            {t("rating", {
              rating: format.number(r.rating.rating, { useGrouping: false }),
              deviation: format.number(r.rating.deviation, { useGrouping: false }),
            })}
          </strong>
          {r.rating.provisional && <> {t("provisional")}</>} ·{" "}
          {t("ratedGames", { count: r.ratedGames })}
        </p>
      ) : (
        <p className="progress-rating">{t("notRated")}</p>
      )}
      <RatingGraph progress={r} />
      <dl className="progress-stats">
        {stats.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`stats.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h4>{t("levels.title")}</h4>
      {r.levels.length > 0 ? (
        <ul className="progress-levels">
          {r.levels.map((l) => (
            <li key={l.level}>
              {t("levels.record", {
                level: bots(`${l.level}.name`),
                wins: l.wins,
                games: l.games,
              })}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("levels.none")}</p>
      )}
    </section>
  );
}
