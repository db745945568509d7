// What a page's first-load JavaScript is made of: every <script src> of the page's HTML
// (as first-load-js.mjs counts them), mapped through the chunks' source maps to the
// files they were built from, and summed by package (or by file, with --files). Each
// chunk's gzip size is shared among its sources in proportion to their bytes, so the
// kB are an estimate of what taking a module out would save. Needs a build with
// browser source maps (next.config.ts: ANALYZE_SOURCE_MAPS=1 at build time) and its
// server running:
//   ANALYZE_SOURCE_MAPS=1 pnpm --filter @3u3d/web build
//   node scripts/first-load-modules.mjs http://127.0.0.1:3000 / [--files] [--top 40]
import { gzipSync } from "node:zlib";

import { chunkWithMap } from "./source-maps.mjs";

/** A source's group: the npm package, or the workspace package / app folder. */
function groupOf(file) {
  const inModules = file.split("node_modules/").at(-1);
  if (inModules !== file) {
    const parts = inModules.split("/");
    return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const workspace = file.match(/(packages\/[^/]+)\//);
  if (workspace) return workspace[1];
  const app = file.match(/apps\/web\/src\/(.*)\/[^/]+$/);
  return app ? `web/${app[1]}` : file;
}

async function chunkSources(base, src) {
  const chunk = await chunkWithMap(new URL(src, base));
  const gzip = gzipSync(chunk.code).length;
  if (!chunk.parts.length)
    return { gzip, bytes: new Map([[`(no map) ${src}`, chunk.code.length]]) };
  const lines = chunk.code.split("\n");
  const bytes = new Map();
  const add = (name, n) => bytes.set(name, (bytes.get(name) ?? 0) + n);
  for (const { sources, segments: list } of chunk.parts) {
    for (let i = 0; i < list.length; i++) {
      const s = list[i];
      const next = list[i + 1];
      const end =
        next && next.line === s.line ? next.column : (lines[s.line]?.length ?? s.column);
      add(s.source >= 0 ? sources[s.source] : "(unmapped)", Math.max(0, end - s.column));
    }
  }
  return { gzip, bytes };
}

async function main() {
  const [base, path = "/", ...rest] = process.argv.slice(2);
  const byFile = rest.includes("--files");
  const top = Number(rest[rest.indexOf("--top") + 1]) || 30;
  const html = await (await fetch(new URL(path, base))).text();
  const sources = [
    ...new Set(
      [...html.matchAll(/<script[^>]+>/g)]
        .map((m) => m[0])
        .filter((tag) => !/nomodule/i.test(tag))
        .map((tag) => tag.match(/src="([^"]+)"/)?.[1])
        .filter(Boolean),
    ),
  ];
  const totals = new Map();
  let all = 0;
  for (const src of sources) {
    const { gzip, bytes } = await chunkSources(base, src);
    all += gzip;
    const raw = [...bytes.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [file, n] of bytes) {
      const key = byFile ? file : groupOf(file);
      totals.set(key, (totals.get(key) ?? 0) + (gzip * n) / raw);
    }
  }
  console.log(`${path}: ${sources.length} scripts, ${(all / 1000).toFixed(1)} kB gzip`);
  for (const [key, n] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${(n / 1000).toFixed(1).padStart(7)} kB  ${key}`);
}

await main();
