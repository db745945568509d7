// runWithDatabase (src/cli/run-with-database.ts) for plain Node: the bundle's server.mjs
// (apps/web/scripts/bundle-server.mjs). tsx loads the TypeScript, so the package needs
// no build step, as for the with-database CLI beside this file.
import { register } from "tsx/esm/api";

register();
export const { runWithDatabase } = await import("../src/cli/run-with-database.ts");
