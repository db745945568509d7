// Runs a benchmark the way production runs the engine: bundled into one ES module
// (as Next.js bundles it), not through tsx's per-file transform, whose export
// getters would add overhead the real app never pays.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const entry = process.argv[2] ?? "bench/engine-bench.ts";
// The bundled script sees its own arguments only, as if run directly.
if (process.argv.length > 2) process.argv.splice(2, 1);
const outfile = path.resolve(".cache/bench", `${path.basename(entry, ".ts")}.mjs`);
mkdirSync(path.dirname(outfile), { recursive: true });
await build({
  entryPoints: [entry],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  outfile,
  logLevel: "warning",
});
await import(pathToFileURL(outfile).href);
