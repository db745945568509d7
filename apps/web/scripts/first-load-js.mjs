// The JavaScript a page makes the browser download on its first load, gzipped: every
// <script src> in the server's HTML for that page, fetched and compressed with gzip's
// default level (what the production server sends). `noModule` scripts (Next's
// polyfills for old browsers) are left out: browsers that run modules never fetch
// them. Needs a running server:
//   node scripts/first-load-js.mjs http://127.0.0.1:3000 /table/any-id /
import { gzipSync } from "node:zlib";

const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
for (const path of paths.length ? paths : ["/table/x"]) {
  const html = await (await fetch(new URL(path, base))).text();
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
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  const kB = (n) => `${(n / 1000).toFixed(1)} kB`;
  console.log(`${path}: ${sources.length} scripts, ${kB(raw)} raw, ${kB(gzip)} gzip`);
}
