// Lighthouse (mobile, performance only) on the home page as a new visitor and on a
// table as its seated player, several runs each, with the median of each number.
// The table is made over HTTP first (seated-table.mjs), its guest's session cookie then
// sent with every Lighthouse request. Lighthouse itself comes from npm through npx (not a project dependency);
// it drives Debian's Chromium. Needs running production servers:
//   node scripts/lighthouse.mjs http://127.0.0.1:3400 [runs=3] [out=../../.reports/lighthouse]
// Several builds side by side, and the page floor (bench/page-floor: a bare Next.js page
// on the app's Next and React) beside them, alternating page by page in each round and
// reversing the order every other round, so a machine that slows down mid-run slows
// every page alike:
//   node scripts/lighthouse.mjs --server old=http://127.0.0.1:3401 --server new=http://127.0.0.1:3402 \
//     --floor http://127.0.0.1:3490 --runs 6 [--out DIR]
// Timing numbers mean something only on a quiet machine: the load average is printed
// beside each run.
import { execFile } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { parseArgs, promisify } from "node:util";

import { seatedTable } from "./seated-table.mjs";

const run = promisify(execFile);
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    server: { type: "string", multiple: true },
    floor: { type: "string" },
    runs: { type: "string" },
    out: { type: "string" },
  },
});
const [
  base = "http://127.0.0.1:3400",
  runsArg = "3",
  outArg = "../../.reports/lighthouse",
] = positionals;
const runs = Number(values.runs ?? runsArg);
const out = resolve(values.out ?? outArg);
await mkdir(out, { recursive: true });

/** "name=url" → [name, url]; a bare url is the one server, named after nothing. */
const servers = (values.server ?? [base]).map((s) => {
  const at = s.indexOf("=");
  return at > 0 ? [s.slice(0, at), s.slice(at + 1)] : ["", s];
});

const pages = [];
for (const [name, url] of servers) {
  const prefix = name ? `${name} ` : "";
  const table = await seatedTable(url, "Lighthouse");
  const headersFile = join(out, `cookie-headers${name ? `-${name}` : ""}.json`);
  await writeFile(headersFile, JSON.stringify({ Cookie: table.cookie }));
  pages.push({ name: `${prefix}home`, url: new URL("/", url).href, headers: null });
  pages.push({ name: `${prefix}table`, url: table.url, headers: headersFile });
}
if (values.floor) {
  pages.push({
    name: "floor static",
    url: new URL("/", values.floor).href,
    headers: null,
  });
  pages.push({
    name: "floor button",
    url: new URL("/button", values.floor).href,
    headers: null,
  });
}

/** The median; of an even count, the mean of the middle two. */
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const audit = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
const fileName = (page, i) => `${page.name.replaceAll(" ", "-")}-${i}.json`;

const rows = new Map(pages.map((p) => [p, []]));
for (let i = 1; i <= runs; i++) {
  for (const page of i % 2 ? pages : [...pages].reverse()) {
    const file = join(out, fileName(page, i));
    await run(
      "npx",
      [
        "-y",
        "lighthouse@13",
        page.url,
        "--only-categories=performance",
        "--form-factor=mobile",
        "--chrome-flags=--headless --no-sandbox --disable-gpu",
        "--output=json",
        `--output-path=${file}`,
        "--quiet",
        ...(page.headers ? [`--extra-headers=${page.headers}`] : []),
      ],
      {
        env: {
          ...process.env,
          CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium",
        },
        maxBuffer: 64 << 20,
      },
    );
    const lhr = JSON.parse(await readFile(file, "utf8"));
    const r = {
      score: Math.round(lhr.categories.performance.score * 100),
      fcp: audit(lhr, "first-contentful-paint"),
      lcp: audit(lhr, "largest-contentful-paint"),
      tbt: audit(lhr, "total-blocking-time"),
      cls: audit(lhr, "cumulative-layout-shift"),
      si: audit(lhr, "speed-index"),
    };
    rows.get(page).push(r);
    const load = (await readFile("/proc/loadavg", "utf8")).split(" ")[0];
    console.log(
      `${page.name} run ${i}: score ${r.score}, FCP ${Math.round(r.fcp)} ms, LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}, SI ${Math.round(r.si)} ms (load ${load})`,
    );
  }
}
console.log("");
for (const page of pages) {
  const m = (k) => median(rows.get(page).map((r) => r[k]));
  const tbts = rows.get(page).map((r) => Math.round(r.tbt));
  console.log(
    `${page.name} median of ${runs}: score ${m("score")}, FCP ${Math.round(m("fcp"))} ms, LCP ${Math.round(m("lcp"))} ms, TBT ${Math.round(m("tbt"))} ms (${Math.min(...tbts)}–${Math.max(...tbts)}), CLS ${m("cls").toFixed(3)}, SI ${Math.round(m("si"))} ms`,
  );
}
