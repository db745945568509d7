import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** packages/db, wherever the repo was cloned. */
export const dbPackageDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../..",
);

/** The monorepo root: the nearest folder above packages/db with pnpm-workspace.yaml. */
export const repoRoot = (() => {
  let dir = dbPackageDir;
  while (!existsSync(path.join(dir, "pnpm-workspace.yaml"))) {
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(dbPackageDir, "../..");
    dir = parent;
  }
  return dir;
})();

/** Where `start`/`dev` keep the embedded server's data (git-ignored). */
export const defaultDataDir = path.join(repoRoot, ".data", "postgres");
