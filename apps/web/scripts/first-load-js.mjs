// The JavaScript a page makes the browser download on its first load, gzipped: every
// <script src> in the server's HTML for that page, fetched and compressed with gzip's
// default level (what the production server sends). `noModule` scripts (Next's
// polyfills for old browsers) are left out: browsers that run modules never fetch
// them. Chunks loaded later (next/dynamic, a click) are not counted: they are not in
// the first load. Needs a running production server:
//   node scripts/first-load-js.mjs http://127.0.0.1:3000 /table/any-id /
//   node scripts/first-load-js.mjs http://127.0.0.1:3000 --check    (against the budgets)
//   node scripts/first-load-js.mjs http://127.0.0.1:3000 --record   (writes the figures)
// --check and --record use first-load-budgets.json (next to package.json): each route's
// budget in kB gzip, the target, and the figure last recorded. --check exits 1
// when a route is over its budget; the browser tests run it (e2e/first-load.spec.ts).
import { readFile, writeFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";

const BUDGETS = new URL("../first-load-budgets.json", import.meta.url);

/** The scripts of `path`'s first load: how many, their bytes raw and gzipped. */
export async function firstLoad(base, path) {
  const page = await fetch(new URL(path, base));
  if (!page.ok && page.status !== 404) throw new Error(`${path}: HTTP ${page.status}`);
  const html = await page.text();
  const tags = [...html.matchAll(/<script[^>]+>/g)].map((m) => m[0]);
  const sources = [
    ...new Set(
      tags
        .filter((tag) => !/nomodule/i.test(tag))
        .map((tag) => tag.match(/src="([^"]+)"/)?.[1])
        .filter(Boolean),
    ),
  ];
  let raw = 0;
  let gzip = 0;
  for (const src of sources) {
    const res = await fetch(new URL(src, base));
    if (!res.ok) throw new Error(`${path}: ${src} answered ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  return { scripts: sources.length, raw, gzip };
}

const kB = (n) => Math.round(n / 100) / 10;

async function main() {
  const [base = "http://127.0.0.1:3000", ...rest] = process.argv.slice(2);
  const mode = rest.find((a) => a.startsWith("--"));
  if (!mode) {
    for (const path of rest.length ? rest : ["/table/x"]) {
      const { scripts, raw, gzip } = await firstLoad(base, path);
      console.log(`${path}: ${scripts} scripts, ${kB(raw)} kB raw, ${kB(gzip)} kB gzip`);
    }
    return;
  }
  if (mode !== "--check" && mode !== "--record")
    throw new Error(`unknown option ${mode}: --check or --record`);
  const file = JSON.parse(await readFile(BUDGETS, "utf8"));
  const over = [];
  for (const route of file.routes) {
    const { gzip } = await firstLoad(base, route.path);
    const figure = kB(gzip);
    const mark = figure > route.budgetKB ? "OVER" : "ok";
    console.log(
      `${route.path.padEnd(12)} ${String(figure).padStart(6)} kB gzip, budget ${route.budgetKB}, target ${route.targetKB ?? "-"}: ${mark}`,
    );
    if (figure > route.budgetKB)
      over.push(`${route.path} ${figure} kB > ${route.budgetKB} kB`);
    route.measuredKB = figure;
  }
  if (mode === "--record") {
    file.measuredOn = new Date().toISOString().slice(0, 10);
    await writeFile(BUDGETS, `${JSON.stringify(file, null, 2)}\n`);
  }
  if (mode === "--check" && over.length) {
    console.error(`first-load JavaScript over budget: ${over.join("; ")}`);
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
