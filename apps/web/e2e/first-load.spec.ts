import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

import { expect, test } from "@playwright/test";

// The first-load JavaScript budgets (first-load-budgets.json) checked against the
// production build the browser tests run on: a route over its budget fails CI. The
// figures are bytes of the build, not timings, so a busy machine cannot fail this.
// Once, on the desktop project: the scripts do not depend on the viewport.
test("every route's first-load JavaScript is within its budget", async ({
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the same scripts on every viewport");
  const script = path.resolve(import.meta.dirname, "../scripts/first-load-js.mjs");
  const run = promisify(execFile);
  const { code, stdout, stderr } = await run(process.execPath, [
    script,
    baseURL!,
    "--check",
  ]).then(
    (done) => ({ code: 0, ...done }),
    (failed: { code: number; stdout: string; stderr: string }) => failed,
  );
  console.log(stdout);
  expect(code, `${stdout}${stderr}`).toBe(0);
});
