#!/usr/bin/env node
// `pnpm bundle`: the folder that ships (dist/bundle, git-ignored), from a finished
// production build (`pnpm build`; this script builds nothing twice). It holds:
//
// - Next's standalone output (next.config.ts: output "standalone"): the compiled app
//   and the node_modules its server traced (production only), in the repository's
//   layout, plus .next/static and public, which Next leaves for the operator to copy.
//   The bot worker is among them: Turbopack emits dist/bot-worker.mjs as an asset of
//   the server (packages/ai/src/thinker/index.ts names it with new URL(…, import.meta.url)).
// - apps/web/server.mjs, compiled: our HTTP server with the TypeScript it loads through
//   tsx in the repository (the address logic, the env schema, the path check, the house
//   slot) compiled in ahead of time by esbuild. `next` stays outside, from the standalone
//   node_modules, so the house is the one Next's instrumentation hook boots, not a
//   second copy.
// - packages/db as `pnpm deploy --prod` makes it: the migrations and the Prisma CLI that
//   applies them, the embedded PostgreSQL and its native binaries, with-database's code.
// - server.mjs (scripts/bundle-server.mjs): migrate or start the database, run the app.
//
// Usage: node apps/web/scripts/bundle.mjs [--out DIR]   (default: <repo>/dist/bundle)
// Then: cd DIR && node server.mjs -p 3000   (DATABASE_URL for your PostgreSQL, or none)
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { copyFile, cp, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

import { build } from "esbuild";

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = path.resolve(webDir, "../..");
const { values } = parseArgs({ options: { out: { type: "string" } } });
const out = path.resolve(values.out ?? path.join(repoRoot, "dist/bundle"));
const started = performance.now();

const standalone = path.join(webDir, ".next/standalone");
if (!existsSync(path.join(standalone, "apps/web/.next/BUILD_ID"))) {
  console.error(
    `bundle: no standalone build in ${standalone}: run \`pnpm build\` first (or \`pnpm bundle\`, which does)`,
  );
  process.exit(1);
}

// A bundle started where it was built keeps its embedded database in .data: that
// survives the rebuild, everything else is made anew.
const data = path.join(out, ".data");
const keptData = `${out}.data-${process.pid}`;
if (existsSync(data)) await rename(data, keptData);
await rm(out, { recursive: true, force: true });
// Symlinks as they are: pnpm's layout (node_modules/.pnpm) links packages relatively.
await cp(standalone, out, { recursive: true, verbatimSymlinks: true });
// Next's own standalone server; ours (below) is the one that stamps client addresses.
await rm(path.join(out, "apps/web/server.js"));
// Next copies the app's .env files into its standalone output: a developer's secrets
// (AUTH_SECRET) must not travel in a bundle or an image. The server is configured by
// its environment.
for (const name of await readdir(path.join(out, "apps/web")))
  if (name.startsWith(".env")) await rm(path.join(out, "apps/web", name));
await cp(path.join(webDir, ".next/static"), path.join(out, "apps/web/.next/static"), {
  recursive: true,
});
await cp(path.join(webDir, "public"), path.join(out, "apps/web/public"), {
  recursive: true,
});

if (existsSync(keptData)) await rename(keptData, data);
await compileServer(path.join(out, "apps/web/server.mjs"));
await deployDatabasePackage(path.join(out, "packages/db"));
await copyFile(
  path.join(webDir, "scripts/bundle-server.mjs"),
  path.join(out, "server.mjs"),
);
await writeFile(
  path.join(out, "package.json"),
  `${JSON.stringify({ name: "3up3down-bundle", private: true, type: "module" }, null, 2)}\n`,
);

const seconds = ((performance.now() - started) / 1000).toFixed(1);
const size = spawnSync("du", ["-sh", out], { encoding: "utf8" }).stdout.split("\t")[0];
console.log(`bundle: ${out} (${size}) in ${seconds} s; start it with: node server.mjs`);

/**
 * server.mjs loads a few TypeScript modules with tsx's tsImport(specifier, import.meta.url).
 * Here every such call's specifier is found in its source and compiled in: tsx/esm/api
 * becomes a module whose tsImport hands back the compiled module. A call whose specifier
 * is not a plain string could not be compiled ahead, so it stops the bundle.
 */
async function compileServer(outfile) {
  const entry = path.join(webDir, "server.mjs");
  const source = readFileSync(entry, "utf8");
  const specifiers = [...source.matchAll(/tsImport\(\s*"([^"]+)"\s*,/g)].map((m) => m[1]);
  const calls = source.match(/tsImport\(/g)?.length ?? 0;
  if (specifiers.length !== calls)
    throw new Error(
      `server.mjs: ${calls - specifiers.length} tsImport call(s) without a string literal; the bundle compiles only literal specifiers`,
    );
  const table = specifiers
    .map((s) => `  ${JSON.stringify(s)}: () => import(${JSON.stringify(s)}),`)
    .join("\n");
  const precompiled = {
    name: "precompiled-ts-imports",
    setup(esbuild) {
      esbuild.onResolve({ filter: /^tsx\/esm\/api$/ }, () => ({
        path: "tsx-esm-api",
        namespace: "precompiled",
      }));
      esbuild.onLoad({ filter: /.*/, namespace: "precompiled" }, () => ({
        resolveDir: webDir,
        loader: "js",
        contents: `const modules = {\n${table}\n};
export function tsImport(specifier) {
  const load = modules[specifier];
  if (!load) throw new Error(specifier + " was not compiled into the bundle (apps/web/scripts/bundle.mjs)");
  return load();
}`,
      }));
    },
  };
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // Next (and what it loads) from the standalone node_modules.
    external: ["next", "next/*"],
    plugins: [precompiled],
    banner: {
      js: [
        "// Compiled by apps/web/scripts/bundle.mjs from apps/web/server.mjs: edit that.",
        // CommonJS dependencies compiled into an ES module still call require().
        'import { createRequire as __createRequire } from "node:module";',
        "const require = __createRequire(import.meta.url);",
        // What Next's generated standalone server.js does: the configuration the build
        // used (next.config.ts is not in the bundle, nor are the packages it imports).
        'import { readFileSync as __readFileSync } from "node:fs";',
        'process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= JSON.stringify(JSON.parse(__readFileSync(new URL("./.next/required-server-files.json", import.meta.url), "utf8")).config);',
      ].join("\n"),
    },
    logLevel: "warning",
  });
}

/** packages/db with its production dependencies only, as the bundle's own copy. */
async function deployDatabasePackage(target) {
  // The pnpm that runs this script (`pnpm bundle`), else the repository's own by npx.
  const execPath = process.env.npm_execpath;
  const { packageManager } = JSON.parse(
    readFileSync(path.join(repoRoot, "package.json"), "utf8"),
  );
  const [command, ...prefix] =
    execPath && /pnpm/.test(execPath)
      ? [process.execPath, execPath]
      : ["npx", "-y", packageManager];
  const result = spawnSync(
    command,
    [...prefix, "--filter", "@3u3d/db", "deploy", "--prod", "--legacy", target],
    { cwd: repoRoot, stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" },
  );
  if (result.status !== 0)
    throw new Error(
      `pnpm deploy of @3u3d/db failed (${result.error?.message ?? `exit ${result.status}`})`,
    );
  // Its tests and benchmarks are not needed to run it. Nor is Prisma's client (~75 MB):
  // the bundle's packages/db only starts and migrates the database (the Prisma CLI, the
  // migration adapter on pg); the app's client is compiled into Next's output.
  for (const name of ["test", "bench", "vitest.config.ts", "eslint.config.js"])
    await rm(path.join(target, name), { recursive: true, force: true });
  const modules = path.join(target, "node_modules");
  await rm(path.join(modules, "@prisma/client"), { force: true });
  for (const entry of await readdir(path.join(modules, ".pnpm")))
    if (entry.startsWith("@prisma+client@"))
      await rm(path.join(modules, ".pnpm", entry), { recursive: true, force: true });
}
