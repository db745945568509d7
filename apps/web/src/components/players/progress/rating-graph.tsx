// The rating graph of one ruleset, drawn on the server as SVG: no JavaScript reaches
// the browser for it. d3-scale places the points and picks round ticks, d3-shape
// writes the line and the area under it (well-kept, small, pure functions that run
// anywhere; a charting library with React components of its own would either need the
// browser or bring far more than one line needs).
//
// Readable at any width: the plot stretches to its box (preserveAspectRatio="none",
// strokes that keep their width, dots drawn as round caps of zero-length strokes so
// they stay round), while the numbers are HTML beside it, never scaled with it. The
// figure's title and description say what it shows; a table under it lists each
// game for those who cannot see the line.
import { scaleLinear } from "d3-scale";
import { area, line } from "d3-shape";
import { getFormatter, getTranslations } from "next-intl/server";

import type { RouterOutputs } from "@3u3d/api";

import { rulesetName } from "~/components/common/ruleset-names";

type Ruleset = RouterOutputs["profile"]["progress"]["rulesets"][number];

/** The plot's own units: x 0–1000, y 0–100 (so a y is also a percentage of the height). */
const WIDTH = 1000;
const HEIGHT = 100;

export async function RatingGraph({ progress }: { progress: Ruleset }) {
  const t = await getTranslations("progress.graph");
  const format = await getFormatter();
  const points = progress.ratings;
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  // The rating before the first game drawn, then after each.
  const values = [first.before, ...points.map((p) => p.after)];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const x = scaleLinear([0, values.length - 1], [0, WIDTH]);
  // A flat line still gets a scale of some height: ±10 around it.
  const y = scaleLinear(low === high ? [low - 10, high + 10] : [low, high], [HEIGHT, 0])
    .nice(4)
    .clamp(true);
  const ticks = y.ticks(4);
  const path = line<number>((_, i) => x(i), y)(values) ?? "";
  const under = area<number>((_, i) => x(i), HEIGHT, y)(values) ?? "";
  const dots = values.map((v, i) => `M${x(i)},${y(v)}h0`).join("");
  const shown = (n: number) => format.number(n, { useGrouping: false });
  const day = (d: Date) => format.dateTime(new Date(d), { dateStyle: "medium" });
  const id = `rating-graph-${progress.ruleset}`;
  return (
    <figure className="rating-graph">
      <div className="rating-graph-frame">
        <ol className="rating-graph-ticks" aria-hidden="true">
          {ticks.map((tick) => (
            <li key={tick} style={{ top: `${y(tick)}%` }}>
              {shown(tick)}
            </li>
          ))}
        </ol>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
        >
          <title id={`${id}-title`}>
            {t("title", { ruleset: rulesetName(progress.ruleset) })}
          </title>
          <desc id={`${id}-desc`}>
            {t("summary", {
              count: points.length,
              from: shown(first.before),
              to: shown(last.after),
              high: shown(high),
              low: shown(low),
            })}
          </desc>
          {ticks.map((tick) => (
            <path key={tick} className="grid" d={`M0,${y(tick)}H${WIDTH}`} />
          ))}
          <path className="area" d={under} />
          <path className="line" d={path} />
          <path className="dots" d={dots} />
        </svg>
      </div>
      <figcaption className="rating-graph-dates">
        <span>{day(first.finishedAt)}</span>
        {day(last.finishedAt) !== day(first.finishedAt) && (
          <span>{day(last.finishedAt)}</span>
        )}
      </figcaption>
      {progress.ratedGames > points.length && (
        <p className="rating-graph-more">
          {t("onlyLast", { count: points.length, total: progress.ratedGames })}
        </p>
      )}
      <details className="rating-graph-table">
        <summary>{t("tableSummary")}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{t("date")}</th>
              <th scope="col">{t("before")}</th>
              <th scope="col">{t("after")}</th>
              <th scope="col">{t("change")}</th>
            </tr>
          </thead>
          <tbody>
            {points
              .map((p, i) => (
                <tr key={i}>
                  <td>{day(p.finishedAt)}</td>
                  <td>{shown(p.before)}</td>
                  <td>{shown(p.after)}</td>
                  <td>
                    {format.number(p.after - p.before, { signDisplay: "exceptZero" })}
                  </td>
                </tr>
              ))
              .reverse()}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
