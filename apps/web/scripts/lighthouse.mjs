// Lighthouse (mobile, performance only) on the home page as a new visitor and on a
// table as its seated player, several runs each, with the median of each number.
// The table is made over HTTP first (seated-table.mjs), its guest's session cookie then
// sent with every Lighthouse request. Lighthouse itself comes from npm through npx (not a project dependency);
// it drives Debian's Chromium. Needs a running production server:
//   node scripts/lighthouse.mjs http://127.0.0.1:3400 [runs=3] [out=../../.reports/lighthouse]
// Timing numbers mean something only on a quiet machine: check `uptime` first.
import { execFile } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";

import { seatedTable } from "./seated-table.mjs";

const run = promisify(execFile);
const [
  base = "http://127.0.0.1:3400",
  runsArg = "3",
  outArg = "../../.reports/lighthouse",
] = process.argv.slice(2);
const runs = Number(runsArg);
const out = resolve(outArg);
await mkdir(out, { recursive: true });

const table = await seatedTable(base, "Lighthouse");
const headersFile = join(out, "cookie-headers.json");
await writeFile(headersFile, JSON.stringify({ Cookie: table.cookie }));

const pages = [
  { name: "home", url: new URL("/", base).href, headers: null },
  { name: "table", url: table.url, headers: headersFile },
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const audit = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;

for (const page of pages) {
  const rows = [];
  for (let i = 1; i <= runs; i++) {
    const file = join(out, `${page.name}-${i}.json`);
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
    rows.push({
      score: Math.round(lhr.categories.performance.score * 100),
      fcp: audit(lhr, "first-contentful-paint"),
      lcp: audit(lhr, "largest-contentful-paint"),
      tbt: audit(lhr, "total-blocking-time"),
      cls: audit(lhr, "cumulative-layout-shift"),
      si: audit(lhr, "speed-index"),
    });
    const r = rows.at(-1);
    console.log(
      `${page.name} run ${i}: score ${r.score}, FCP ${Math.round(r.fcp)} ms, LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}, SI ${Math.round(r.si)} ms`,
    );
  }
  const m = (k) => median(rows.map((r) => r[k]));
  console.log(
    `${page.name} median of ${runs}: score ${m("score")}, FCP ${Math.round(m("fcp"))} ms, LCP ${Math.round(m("lcp"))} ms, TBT ${Math.round(m("tbt"))} ms, CLS ${m("cls").toFixed(3)}, SI ${Math.round(m("si"))} ms`,
  );
}
