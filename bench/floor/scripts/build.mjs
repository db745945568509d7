// Bundles the floor into one ES module (engine, bots and the guest token inside, pg
// outside), as the app's server runs bundled code: no per-file transform at run time.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
await build({
  entryPoints: [path.join(root, "src/server.ts")],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  external: ["pg"],
  outfile: path.join(root, "dist/server.mjs"),
  logLevel: "warning",
});
