// Bundles the bot worker into one self-contained ES module (engine and bots inside), so
// a worker thread can load it from plain Node whatever bundled the server around it.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
await build({
  entryPoints: [path.join(root, "src/thinker/bot-worker.ts")],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  outfile: path.join(root, "dist/bot-worker.mjs"),
  logLevel: "warning",
});
