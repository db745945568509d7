#!/usr/bin/env node
// Loads the TypeScript CLI through tsx, so the package needs no build step.
import { register } from "tsx/esm/api";

register();
await import("../src/cli/with-database.ts");
